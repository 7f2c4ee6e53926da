"""The candidates of a position (legal moves and refusals, with reasons) come in one order,
whatever PYTHONHASHSEED is: deterministic replay and the table's lists must not follow a
set's order (the Archway's and the Legionary's refusals once did)."""

import os
import subprocess
import sys

_PLAY = """
import hashlib, random
from gtr_widget import Game
from gtr_widget.great_city import Game as GreatCity
digest = hashlib.sha256()
games = [(lambda e=e, k=k: Game.new(3, edition=e, seed=k), k)
         for e, k in (("republic", 11), ("imperium", 12), ("first", 13))]
for new, seed in games + [(lambda: GreatCity.new(3, seed=14), 14)]:
    g, rng = new(), random.Random(seed)
    while not g.is_over and g.ply < 400:
        if g.ply % 3 == 0:
            digest.update(repr([(c.move.text, c.reason) for c in g.candidates()]).encode())
        g.play(rng.choice(g.legal_moves()))
print(digest.hexdigest())
"""


def test_candidates_in_one_order_whatever_the_hash_seed():
    seen = {subprocess.run([sys.executable, "-c", _PLAY], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": str(k)}).stdout
            for k in (1, 2, 3)}
    assert len(seen) == 1

"""A fingerprint of the Glory to Rome engine's play: seeded random games, hashed per edition.

    python scripts/engine_fingerprint.py [--games 300]

Each line: edition, games, decisions, and a hash of every move text played plus each game's
winners, end and scores; the last lines play Republic with the heuristic bot and with the
heuristic's rollout policy, whose modules are compiled too. Two builds of the same source
(plain Python and the mypyc-compiled engine, scripts/compile_engine.py) must print the same
lines; run it before and after compiling and compare. Prints where the engine was imported
from, so a run shows which build it measured.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gtr_widget import Game  # noqa: E402
from gtr_widget.core.moves import Move  # noqa: E402
from gtr_widget.core.search import Position  # noqa: E402
from gtr_widget.glory_to_rome.engine import steps  # noqa: E402
from gtr_widget.glory_to_rome.heuristic import HeuristicBot  # noqa: E402

EDITIONS = ("republic", "imperium", "first", "gloria")
BOTS = ("heuristic", "rollout")


def fingerprint(edition: str, games: int, players: int = 3, by: str = "random"
                ) -> tuple[int, str]:
    """Decisions and hash of `games` seeded games, every seat playing `by`: uniform-random
    moves, the heuristic bot (on its Observation), or the heuristic's rollout policy."""
    h = hashlib.sha256()
    decisions = 0
    for i in range(games):
        rng = random.Random(i)
        g = Game.new(players, edition=edition, seed=i)
        choose = chooser(g, by, rng)
        pos = Position(g.engine, g.state)
        while not pos.is_over:
            m = choose(pos)
            h.update(m.text.encode() + b"\n")
            pos.play(m)
            decisions += 1
        s = g.state
        h.update(repr((s.winners, s.end_code, g.engine.scores(s))).encode())
    return decisions, h.hexdigest()[:16]


def chooser(g: Game, by: str, rng: random.Random) -> Callable[[Position], Move]:
    if by == "random":
        return lambda pos: rng.choice(pos.legal)
    if by == "heuristic":
        bot = HeuristicBot(seed=rng.randrange(2**32))
        return lambda pos: bot.choose(g.engine.observation(pos.state, pos.player), pos.legal)
    rollout, memory = g.engine.search_policy("heuristic").rollout, {}
    return lambda pos: rollout(pos.state, pos.legal, rng, memory)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=3)
    args = ap.parse_args()
    compiled = not steps.__file__.endswith(".py")
    print(f"# engine: {'compiled' if compiled else 'plain Python'} ({steps.__file__})",
          file=sys.stderr)
    for ed in EDITIONS:
        decisions, digest = fingerprint(ed, args.games, args.players)
        print(ed, args.games, decisions, digest, flush=True)
    bot_games = max(1, args.games // 3)  # the bots' own code: heuristic.py, search.py
    for by in BOTS:
        decisions, digest = fingerprint("republic", bot_games, args.players, by)
        print(f"republic/{by}", bot_games, decisions, digest, flush=True)


if __name__ == "__main__":
    main()

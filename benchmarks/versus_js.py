"""Glory to Rome against its JavaScript peer: random 3-player Republic games per CPU second,
scripted the way users script it (`Game.play` + `legal_moves()`), and the same in the same
minutes on `node` with the peer engine (github.com/Ethan9123/glory-to-rome).

    GTR_PEER_JS=/path/to/glory-to-rome python benchmarks/versus_js.py [--seconds 20] [--rounds 3]

Rounds alternate: Python for `--seconds` of CPU, then the peer for as long, so both see the
same machine. The peer runs under our own driver, benchmarks/peer/random_games.js, which
loads the peer's engine.js, cards.js and ai.js (its legal-move list) from $GTR_PEER_JS and
plays uniform random legal moves; none of the peer's code is in this repository. Without
`node` or that folder, the peer is skipped (and the Python figure still printed).

Python's games are warm: the engine memoises moves per deck, so 200 untimed games come first
(see benchmarks/engine.py). Each figure is one core's CPU time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import time
from pathlib import Path

import gtr_widget
from gtr_widget import Game

DRIVER = Path(__file__).resolve().parent / "peer" / "random_games.js"
PEER_FILES = ("engine.js", "cards.js", "ai.js")


def python_rate(seconds: float, seed: int, players: int = 3) -> tuple[float, float]:
    """Random Republic games per CPU second through `Game.play`, played for `seconds` of CPU
    (whole games); and the moves per game."""
    rng = random.Random(seed)
    games = moves = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        g = Game.new(players, edition="republic", seed=seed + games)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            moves += 1
        games += 1
    return games / (time.process_time() - start), moves / max(games, 1)


def peer_folder() -> tuple[Path | None, str]:
    """The peer's checkout, or None and why it is skipped."""
    if shutil.which("node") is None:
        return None, "node is not on PATH"
    where = os.environ.get("GTR_PEER_JS")
    if not where:
        return None, "GTR_PEER_JS is not set (a checkout of Ethan9123/glory-to-rome)"
    folder = Path(where)
    missing = [f for f in PEER_FILES if not (folder / f).is_file()]
    if missing:
        return None, f"{folder} lacks {', '.join(missing)}"
    return folder, ""


def peer_rate(folder: Path, seconds: float, seed: int, players: int = 3) -> dict[str, float]:
    """The peer's random games per CPU second (its driver prints one JSON line)."""
    out = subprocess.run(["node", str(DRIVER), str(folder), str(seconds), str(players),
                          str(seed)], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=20.0, help="CPU seconds per side per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=700_000)
    args = ap.parse_args()
    folder, why = peer_folder()
    print(f"engine: {gtr_widget.engine_build}; peer: "
          f"{folder if folder else 'skipped, ' + why}", flush=True)
    for i in range(200):  # warm the per-deck move memo, as a long script would
        g = Game.new(3, edition="republic", seed=9_000_000 + i)
        rng = random.Random(i)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
    for r in range(args.rounds):
        seed = args.seed + r * 100_000
        ours, per_game = python_rate(args.seconds, seed)
        line = f"round {r + 1}: Game.play {ours:7.1f} games/s ({per_game:.0f} moves a game)"
        if folder:
            peer = peer_rate(folder, args.seconds, seed)
            per_peer = peer["moves"] / max(peer["games"], 1)
            line += (f"; peer {peer['games_per_s']:7.1f} games/s ({per_peer:.0f} moves a game,"
                     f" {peer['unfinished']} unfinished); ratio {ours / peer['games_per_s']:.2f}x")
        print(line, flush=True)


if __name__ == "__main__":
    main()

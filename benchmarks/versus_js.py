"""Glory to Rome against its JavaScript peer: random 3-player Republic games per CPU second,
scripted the way users script it (`Game.play` + `legal_moves()`), and the same in the same
minutes on `node` with the peer engine (github.com/Ethan9123/glory-to-rome).

    GTR_PEER_JS=/path/to/glory-to-rome python benchmarks/versus_js.py [--seconds 20] [--rounds 3]

Rounds alternate: Python for `--seconds` of CPU, then the peer for as long, so both see the
same machine; with `--together` the peer runs on another core during Python's seconds instead.
A shared machine's speed swings within a minute, so one round says little: the last line is
the median ratio of all rounds. The peer runs under our own driver,
benchmarks/peer/random_games.js, which loads the peer's engine.js, cards.js and ai.js (its
legal-move list) from $GTR_PEER_JS and plays uniform random legal moves, after 200 untimed
games as ours; none of the peer's code is in this repository. Without
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
import statistics
import subprocess
import time
from pathlib import Path

import gtr_widget
from gtr_widget import Game
from gtr_widget.core.build import interpreter

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


def start_peer(folder: Path, seconds: float, seed: int, players: int = 3) -> subprocess.Popen:
    """The peer playing random games for `seconds` of CPU, in its own process."""
    return subprocess.Popen(["node", str(DRIVER), str(folder), str(seconds), str(players),
                             str(seed)], stdout=subprocess.PIPE, text=True)


def peer_result(peer: subprocess.Popen) -> dict[str, float]:
    """The peer's random games per CPU second, once it is done (its driver prints one JSON
    line)."""
    out, _ = peer.communicate()
    if peer.returncode:
        raise RuntimeError(f"the peer's driver failed (exit {peer.returncode})")
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=20.0, help="CPU seconds per side per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seed", type=int, default=700_000)
    ap.add_argument("--together", action="store_true",
                    help="run the peer on another core at the same time as Python")
    args = ap.parse_args()
    folder, why = peer_folder()
    print(f"engine: {gtr_widget.engine_build} on {interpreter()}; peer: "
          f"{folder if folder else 'skipped, ' + why}", flush=True)
    for i in range(200):  # warm the per-deck move memo, as a long script would
        g = Game.new(3, edition="republic", seed=9_000_000 + i)
        rng = random.Random(i)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
    ratios = []
    for r in range(args.rounds):
        seed = args.seed + r * 100_000
        running = start_peer(folder, args.seconds, seed) if folder and args.together else None
        ours, per_game = python_rate(args.seconds, seed)
        line = f"round {r + 1}: Game.play {ours:7.1f} games/s ({per_game:.0f} moves a game)"
        if folder:
            peer = peer_result(running or start_peer(folder, args.seconds, seed))
            per_peer = peer["moves"] / max(peer["games"], 1)
            ratios.append(ours / peer["games_per_s"])
            line += (f"; peer {peer['games_per_s']:7.1f} games/s ({per_peer:.0f} moves a game,"
                     f" {peer['unfinished']} unfinished); ratio {ratios[-1]:.2f}x")
        print(line, flush=True)
    if ratios:
        print(f"median ratio of {len(ratios)} rounds: {statistics.median(ratios):.2f}x "
              f"(from {min(ratios):.2f}x to {max(ratios):.2f}x)")


if __name__ == "__main__":
    main()

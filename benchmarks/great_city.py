"""The Great City of Rome: random full games per second (one core).

    python benchmarks/great_city.py [--games N] [--players 3] [--repeat 3]

Uniform-random players (a random choice among the legal moves). "Game" plays through
`great_city.Game` (with its undo snapshot per move, as scripts use it); "engine" drives
`Engine.start`/`Engine.play` on a bare state, as a search bot's rollouts do. The best of
`--repeat` runs is shown, in wall-clock and in CPU time (the machine may be shared).
"""

from __future__ import annotations

import argparse
import random
import time

from gtr_widget.great_city import ENGINE, Game
from gtr_widget.great_city.rules import Rules
from gtr_widget.great_city.setup import new_state


def via_game(players: int, games: int, seed: int = 0) -> tuple[float, float, int]:
    rng = random.Random(seed)
    moves = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        g = Game.new(players, seed=seed + i)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            moves += 1
    return time.perf_counter() - wall, time.process_time() - cpu, moves


def via_engine(players: int, games: int, seed: int = 0) -> tuple[float, float, int]:
    rng = random.Random(seed)
    rules = Rules.make(players)
    names = ["a", "b", "c", "d"][:players]
    moves = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        s = new_state(rules, names, seed + i)
        legal = ENGINE.start(s)
        while legal:
            _, legal = ENGINE.play(s, legal, rng.choice(legal))
            moves += 1
    return time.perf_counter() - wall, time.process_time() - cpu, moves


def clone_cost(players: int, repeat: int = 20000) -> float:
    """Microseconds per Game.clone() of a mid-game position."""
    g = Game.new(players, seed=1)
    rng = random.Random(1)
    for _ in range(80):
        g.play(rng.choice(g.legal_moves()))
    start = time.perf_counter()
    for _ in range(repeat):
        g.clone()
    return (time.perf_counter() - start) / repeat * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"The Great City of Rome, {args.players} players, uniform-random moves, "
          f"{args.games} games, best of {args.repeat}, one core")
    print(f"{'path':8} {'games/s (wall)':>15} {'games/s (cpu)':>14} {'moves/game':>11}")
    # Each run plays games of its own seeds: the engine memoises move lists, and replaying the
    # same games would find them all made.
    for base, (name, fn) in enumerate((("Game", via_game), ("engine", via_engine))):
        runs = [fn(args.players, args.games, seed=(base * args.repeat + k) * 100_000)
                for k in range(args.repeat)]
        wall = min(r[0] for r in runs)
        cpu = min(r[1] for r in runs)
        print(f"{name:8} {args.games / wall:15.0f} {args.games / cpu:14.0f} "
              f"{runs[0][2] / args.games:11.1f}")
    print(f"Game.clone(): {clone_cost(args.players):.1f} µs")


if __name__ == "__main__":
    main()

"""The Great City of Rome: random full games per second (one core), and what analysis gets.

    PYTHONPATH=. python benchmarks/great_city.py [--games N] [--players 3] [--repeat 3]
        [--simulate 300] [--what-if 1000] [--quick]

Uniform-random players (a random choice among the legal moves). "Game" plays through
`great_city.Game` (with its undo checkpoints, as scripts use it); "engine" drives
`Engine.start`/`Engine.play` on a bare state, as a search bot's rollouts do. The best of
`--repeat` runs is shown, in wall-clock and in CPU time (the machine may be shared).

Then: `Game.clone()` in µs and the memory of one mid-game state; the simulate ratio
(`analysis.simulate(..., bots="random", workers=1)` games/s over the bare engine's, and
workers=2 over workers=1); and `what_if(g, n=1000)` on a mid-game 3-player position with 2
workers (the default "heuristic" rollout policy). The load average is printed alongside:
on a shared machine wall-clock figures for 2 workers need 2 idle cores.
"""

from __future__ import annotations

import argparse
import copy
import os
import pickle
import random
import time
import tracemalloc

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


def mid_game(players: int, seed: int = 11, round_: int = 7) -> Game:
    """A position halfway through a game, reached by random moves."""
    g = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while g.state.round < round_:
        g.play(rng.choice(g.legal_moves()))
    return g


def memory(players: int) -> tuple[int, int, float]:
    """(pickle bytes, bytes a deep copy allocates, bytes per clone) of a mid-game state."""
    g = mid_game(players)
    s = g.state
    tracemalloc.start()
    deep = copy.deepcopy(s)
    full = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del deep
    tracemalloc.start()
    clones = [g.engine.copy(s) for _ in range(1000)]
    per = tracemalloc.get_traced_memory()[0] / len(clones)
    tracemalloc.stop()
    return len(pickle.dumps(s)), full, per


def simulate_rate(players: int, games: int, workers: int) -> float:
    """Games/s (wall) of `analysis.simulate` with random bots."""
    from gtr_widget.analysis import simulate

    t = time.perf_counter()
    simulate(games, players=players, game="great_city", bots="random", workers=workers,
             progress=False, seed=900_000 + workers)
    return games / (time.perf_counter() - t)


def what_if_time(players: int, n: int, workers: int = 2) -> float:
    from gtr_widget.analysis import what_if

    g = mid_game(players)
    t = time.perf_counter()
    what_if(g, n=n, workers=workers, progress=False)
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--simulate", type=int, default=300, help="games per simulate run")
    ap.add_argument("--what-if", type=int, default=1000, help="playouts (0: skip)")
    args = ap.parse_args()
    print(f"The Great City of Rome, {args.players} players, uniform-random moves, "
          f"{args.games} games, best of {args.repeat}, one core")
    print(f"{'path':8} {'games/s (wall)':>15} {'games/s (cpu)':>14} {'moves/game':>11}")
    # Each run plays games of its own seeds: the engine memoises move lists, and replaying the
    # same games would find them all made.
    rate = {}
    for base, (name, fn) in enumerate((("Game", via_game), ("engine", via_engine))):
        runs = [fn(args.players, args.games, seed=(base * args.repeat + k) * 100_000)
                for k in range(args.repeat)]
        wall = min(r[0] for r in runs)
        cpu = min(r[1] for r in runs)
        rate[name] = args.games / wall
        print(f"{name:8} {args.games / wall:15.0f} {args.games / cpu:14.0f} "
              f"{runs[0][2] / args.games:11.1f}")
    print(f"Game.clone(): {clone_cost(args.players):.1f} µs")
    pickled, deep, per = memory(args.players)
    print(f"one mid-game state: {pickled} bytes pickled, {deep} bytes allocated by a deep "
          f"copy, {per:.0f} bytes per clone (the rest is shared)")
    if args.simulate:
        one = max(simulate_rate(args.players, args.simulate, 1) for _ in range(2))
        two = max(simulate_rate(args.players, args.simulate, 2) for _ in range(2))
        print(f"simulate, random bots: {one:.0f} games/s on 1 worker = "
              f"{one / rate['engine']:.2f}x the bare engine; {two:.0f} games/s on 2 workers = "
              f"{two / one:.2f}x 1 worker")
    if args.what_if:
        secs = min(what_if_time(args.players, args.what_if) for _ in range(2))
        print(f"what_if(g, n={args.what_if}), mid-game (round 7), 2 workers: {secs:.2f} s")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()

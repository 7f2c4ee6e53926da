"""The Great City of Rome: random full games per second (one core), and what analysis gets.

    PYTHONPATH=. python benchmarks/great_city.py [--games N] [--players 3] [--repeat 3]
        [--simulate 3000] [--what-if 1000]

Uniform-random players (a random choice among the legal moves). "Game" plays through
`great_city.Game` (with its undo checkpoints, as scripts use it); "engine" drives
`Engine.start`/`Engine.play` on a bare state, as a search bot's rollouts do. The best of
`--repeat` runs is shown, in wall-clock and in CPU time (the machine may be shared).

Then: `Game.clone()` in µs and the memory of one mid-game state; the simulate ratio
(`analysis.simulate(..., bots="random", workers=1)` games/s over the bare engine's, and
workers=2 over workers=1), and heuristic bots against random ones; and `what_if(g, n=1000)`
on a mid-game 3-player position with 2 workers (the default "heuristic" rollout policy).
Each is given in wall-clock and in CPU time (this process and its pool's): on a shared
machine the load average, printed alongside, says how far the wall-clock figures fall short.
"""

from __future__ import annotations

import argparse
import copy
import itertools
import os
import pickle
import random
import time
import tracemalloc

import gtr_widget
from gtr_widget.great_city import ENGINE, Game
from gtr_widget.great_city.play.rules import Rules
from gtr_widget.great_city.play.setup import new_state


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


def cpu_now() -> float:
    """CPU seconds of this process and of its children that have ended (pool workers)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


#: Every simulate run plays games of its own seeds (the engine memoises move lists: a run
#: replaying games another already played would find them all made).
_SIMULATE_SEEDS = itertools.count(900_000, 100_000)


def simulate_rate(players: int, games: int, workers: int, bots: str = "random"
                  ) -> tuple[float, float]:
    """(games/s of wall-clock, games per CPU second) of `analysis.simulate`."""
    from gtr_widget.analysis import simulate

    t, c = time.perf_counter(), cpu_now()
    simulate(games, players=players, game="great_city", bots=bots, workers=workers,
             progress=False, seed=next(_SIMULATE_SEEDS))
    return games / (time.perf_counter() - t), games / (cpu_now() - c)


def what_if_time(players: int, n: int, workers: int = 2) -> tuple[float, float]:
    """(wall-clock seconds, CPU seconds of all processes) of one what_if."""
    from gtr_widget.analysis import what_if

    g = mid_game(players)
    t, c = time.perf_counter(), cpu_now()
    what_if(g, n=n, workers=workers, progress=False)
    return time.perf_counter() - t, cpu_now() - c


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--simulate", type=int, default=3000,
                    help="games per simulate run (a tenth with heuristic bots); compiled, a "
                    "game takes about half a millisecond, and shorter runs mostly measure "
                    "the pool starting")
    ap.add_argument("--what-if", type=int, default=1000, help="playouts (0: skip)")
    args = ap.parse_args()
    print(f"engine: {gtr_widget.engine_build}", flush=True)
    if args.games < 1 or args.repeat < 1:
        ap.error("--games and --repeat must be at least 1 (the rates are per game)")
    print(f"The Great City of Rome, {args.players} players, uniform-random moves, "
          f"{args.games} games, best of {args.repeat}, one core")
    print(f"{'path':8} {'games/s (wall)':>15} {'games/s (cpu)':>14} {'moves/game':>11}")
    # Each run plays games of its own seeds: the engine memoises move lists, and replaying the
    # same games would find them all made.
    rate, cpu_rate = {}, {}
    for base, (name, fn) in enumerate((("Game", via_game), ("engine", via_engine))):
        runs = [fn(args.players, args.games, seed=(base * args.repeat + k) * 100_000)
                for k in range(args.repeat)]
        wall = min(r[0] for r in runs)
        cpu = min(r[1] for r in runs)
        rate[name], cpu_rate[name] = args.games / wall, args.games / cpu
        print(f"{name:8} {args.games / wall:15.0f} {args.games / cpu:14.0f} "
              f"{runs[0][2] / args.games:11.1f}")
    print(f"Game.clone(): {clone_cost(args.players):.1f} µs")
    pickled, deep, per = memory(args.players)
    print(f"one mid-game state: {pickled} bytes pickled, {deep} bytes allocated by a deep "
          f"copy, {per:.0f} bytes per clone (the rest is shared)")
    if args.simulate:
        one = [simulate_rate(args.players, args.simulate, 1) for _ in range(2)]
        two = [simulate_rate(args.players, args.simulate, 2) for _ in range(2)]
        w1, c1 = max(r[0] for r in one), max(r[1] for r in one)
        w2, c2 = max(r[0] for r in two), max(r[1] for r in two)
        print(f"simulate, random bots, 1 worker: {w1:.0f} games/s (wall) = "
              f"{w1 / rate['engine']:.2f}x the bare engine; {c1:.0f} per CPU second = "
              f"{c1 / cpu_rate['engine']:.2f}x")
        print(f"simulate, random bots, 2 workers: {w2:.0f} games/s (wall) = {w2 / w1:.2f}x "
              f"1 worker; {c2:.0f} per CPU second (pool start-up included)")
        h1 = max(simulate_rate(args.players, max(args.simulate // 10, 10), 1, "heuristic")[1]
                 for _ in range(2))
        print(f"simulate, heuristic bots, 1 worker: {h1:.0f} games per CPU second = "
              f"{c1 / h1:.1f}x slower than random bots")
    if args.what_if:
        runs = [what_if_time(args.players, args.what_if) for _ in range(2)]
        wall, cpu = min(r[0] for r in runs), min(r[1] for r in runs)
        print(f"what_if(g, n={args.what_if}), mid-game (round 7), 2 workers: {wall:.2f} s wall, "
              f"{cpu:.2f} CPU seconds in all ({cpu / 2:.2f} s on 2 idle cores)")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()

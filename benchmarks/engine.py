"""Engine speed: random full games per second, decisions per second, the cost of clone(),
the memory of one state, and how close `simulate` comes to the bare engine.

    python benchmarks/engine.py [--games N] [--players 3]

Uniform-random players (a random choice among the legal moves), one core, every edition.
"engine" plays on a bare position (`core.search.Position`, what playouts and search use);
"Game" plays through `Game.play` (history, undo checkpoints, versions), as scripts do.
The engine memoises moves per deck (each edition has its own): a fresh process makes them as
its games need them, and after some hundreds of games it holds nearly all a game asks for
(about 14,000 moves, 8 MiB, for Republic). So each edition is timed twice: "cold", its first
games in this process, and "warm", after 200 more games of other seeds, the rate a long
simulation runs at. "Game" plays seeds of its own, warm.
Times are CPU seconds of this process (`time.process_time`), so that other work on a shared
machine counts less; simulate on one worker plays in-process and is timed the same way, while
its 2-worker figure is wall-clock (its workers are other processes).
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import time
import tracemalloc

import gtr_widget
from gtr_widget import Game
from gtr_widget.analysis import simulate
from gtr_widget.core.search import Position


def run_games(edition: str, players: int, games: int, seed: int = 0) -> tuple[float, float]:
    """Games and decisions per second on bare positions (the engine alone)."""
    rng = random.Random(seed)
    decisions = 0
    start = time.process_time()
    for i in range(games):
        g = Game.new(players, edition=edition, seed=seed + i)
        pos = Position(g.engine, g.state)
        while not pos.is_over:
            pos.play(rng.choice(pos.legal))
            decisions += 1
    elapsed = time.process_time() - start
    return games / elapsed, decisions / elapsed


def run_game_objects(edition: str, players: int, games: int, seed: int = 0) -> float:
    """Games per second through `Game.play` (same games as `run_games`)."""
    rng = random.Random(seed)
    start = time.process_time()
    for i in range(games):
        g = Game.new(players, edition=edition, seed=seed + i)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
    return games / (time.process_time() - start)


def clone_cost(edition: str, players: int, repeat: int = 2000) -> float:
    """Microseconds per clone() of a mid-game position."""
    g = midgame(edition, players)
    start = time.process_time()
    for _ in range(repeat):
        g.clone()
    return (time.process_time() - start) / repeat * 1e6


def midgame(edition: str, players: int):
    g = Game.new(players, edition=edition, seed=1)
    rng = random.Random(1)
    for _ in range(150):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    return g


def state_memory(edition: str, players: int) -> tuple[float, float]:
    """KiB of one mid-game state as a copy allocates it (tracemalloc; the card catalogue is
    shared by every state of an edition), and of its save (JSON, with the log)."""
    g = midgame(edition, players)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    copy = g.engine.copy(g.state)
    used = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    del copy
    return used / 1024, len(json.dumps(g.engine.to_dict(g.state))) / 1024


#: Untimed games each edition plays between its cold and warm runs, and their seeds.
WARM_UP, WARM_UP_SEED = 200, 2_000_000
#: The seeds of the warm engine run and of `Game.play` (the cold run's start at 0).
WARM_SEED, GAME_SEED = 300_000, 500_000
#: Every simulate run plays games of its own seeds, none the engine runs played (the engine
#: memoises moves: replayed games would find them made).
_SIMULATE_SEEDS = itertools.count(1_000_000, 100_000)


def simulate_speed(players: int, games: int, workers: int, bots: str = "random") -> float:
    """Games/s of `simulate` (random bots by default): per CPU second of this process with one
    worker (it then plays in-process, so this compares with the engine's CPU figure), and
    wall-clock with more (the pool's workers are other processes)."""
    clock = time.process_time if workers == 1 else time.perf_counter
    start = clock()
    simulate(games, players=players, bots=(bots,), seed=next(_SIMULATE_SEEDS), workers=workers,
             progress=False)
    return games / (clock() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=3)
    args = ap.parse_args()
    print(f"engine: {gtr_widget.engine_build}", flush=True)
    if args.games < 1:
        ap.error("--games must be at least 1 (the rates are per game)")
    print(f"{args.players} players, uniform-random moves, {args.games} games per edition, "
          "one core")
    print(f"{'edition':10} {'engine games/s':>21} {'decisions/s':>12} {'Game games/s':>13} "
          f"{'clone() µs':>11}")
    print(f"{'':10} {'cold':>10} {'warm':>10} {'(warm)':>12} {'(warm)':>13}")
    bare = {}
    for edition in ("republic", "imperium", "first"):
        cold, _ = run_games(edition, args.players, args.games)
        run_games(edition, args.players, WARM_UP, seed=WARM_UP_SEED)
        gps, dps = run_games(edition, args.players, args.games, seed=WARM_SEED)
        bare[edition] = gps
        via_game = run_game_objects(edition, args.players, args.games, seed=GAME_SEED)
        print(f"{edition:10} {cold:10.1f} {gps:10.1f} {dps:12.0f} {via_game:13.1f} "
              f"{clone_cost(edition, args.players):11.1f}")
    used, saved = state_memory("republic", args.players)
    print(f"one mid-game republic state: {used:.1f} KiB allocated by a copy, "
          f"{saved:.1f} KiB as JSON with its log")
    many = max(2 * args.games, 2000)  # enough that starting the workers counts little
    one = simulate_speed(args.players, many, 1)
    two = simulate_speed(args.players, many, 2)
    heur = simulate_speed(args.players, many, 1, "heuristic")
    print(f"simulate, random bots: {one:.1f} games/s on 1 worker "
          f"({one / bare['republic']:.2f}x the bare engine), {two:.1f} on 2 "
          f"({two / one:.2f}x); heuristic bots: {heur:.1f} on 1 worker "
          f"({one / heur:.2f}x slower than random)")


if __name__ == "__main__":
    main()

"""Engine speed: random full games per second, decisions per second, and the cost of clone().

    python benchmarks/engine.py [--games N] [--players 3]

Uniform-random players (a random choice among the legal moves), one core, every edition.
"engine" plays on a bare position (`core.search.Position`, what playouts and search use);
"Game" plays through `Game.play` (history, undo checkpoints, versions), as scripts do.
"""

from __future__ import annotations

import argparse
import random
import time

from gtr_widget import Game
from gtr_widget.core.search import Position


def run_games(edition: str, players: int, games: int, seed: int = 0) -> tuple[float, float]:
    """Games and decisions per second on bare positions (the engine alone)."""
    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        g = Game.new(players, edition=edition, seed=seed + i)
        pos = Position(g.engine, g.state)
        while not pos.is_over:
            pos.play(rng.choice(pos.legal))
            decisions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def run_game_objects(edition: str, players: int, games: int, seed: int = 0) -> float:
    """Games per second through `Game.play` (same games as `run_games`)."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for i in range(games):
        g = Game.new(players, edition=edition, seed=seed + i)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
    return games / (time.perf_counter() - start)


def clone_cost(edition: str, players: int, repeat: int = 2000) -> float:
    """Microseconds per clone() of a mid-game position."""
    g = Game.new(players, edition=edition, seed=1)
    rng = random.Random(1)
    for _ in range(150):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    start = time.perf_counter()
    for _ in range(repeat):
        g.clone()
    return (time.perf_counter() - start) / repeat * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=3)
    args = ap.parse_args()
    print(f"{args.players} players, uniform-random moves, {args.games} games per edition, "
          "one core")
    print(f"{'edition':10} {'engine games/s':>15} {'decisions/s':>12} {'Game games/s':>13} "
          f"{'clone() µs':>11}")
    for edition in ("republic", "imperium", "first"):
        gps, dps = run_games(edition, args.players, args.games)
        via_game = run_game_objects(edition, args.players, args.games)
        print(f"{edition:10} {gps:15.1f} {dps:12.0f} {via_game:13.1f} "
              f"{clone_cost(edition, args.players):11.1f}")


if __name__ == "__main__":
    main()

"""What Python's garbage collector costs random games: its collections per game, by
generation, the time they take, and the objects it tracks (which a full collection walks).

    python benchmarks/collector.py [--game glory_to_rome|great_city] [--warm 200] [--games 300]

Random 3-player games through `Game.play` + `legal_moves()`, after `--warm` untimed ones.
Glory to Rome keeps the moves it makes per deck, and takes them off the collector's lists
(core/kept.py): its tracked objects should stay flat however many games are played. The time is
wall clock, taken in the collector's own callbacks (`gc.callbacks`), so it carries the
machine's noise.
"""

from __future__ import annotations

import argparse
import gc
import time

from game_overhead import through_game  # benchmarks/: the same random games through Game

import gtr_widget
from gtr_widget.core.build import interpreter
from gtr_widget.core.registry import game_class


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=["glory_to_rome", "great_city"], default="glory_to_rome")
    ap.add_argument("--warm", type=int, default=200, help="untimed games first")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=700_000)
    args = ap.parse_args()
    cls = game_class(args.game)
    through_game(cls, args.warm, 9_000_000)
    before = len(gc.get_objects())
    count, spent, started = [0, 0, 0], [0.0, 0.0, 0.0], [0.0]

    def timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            count[info["generation"]] += 1
            spent[info["generation"]] += time.perf_counter() - started[0]

    gc.callbacks.append(timed)
    start = time.perf_counter()
    through_game(cls, args.games, args.seed)
    total = time.perf_counter() - start
    gc.callbacks.remove(timed)
    n = args.games
    print(f"engine: {gtr_widget.engine_build} on {interpreter()}; {args.game}, "
          f"{n} games after {args.warm}")
    print(f"tracked objects: {before} before, {len(gc.get_objects())} after")
    print(f"a game: {total / n * 1e3:.3f} ms, of which the collector "
          f"{sum(spent) / n * 1e3:.3f} ms ({sum(spent) / total:.1%})")
    for gen in range(3):
        print(f"  generation {gen}: {count[gen] / n:.4f} collections a game, "
              f"{spent[gen] / n * 1e3:.4f} ms a game")


if __name__ == "__main__":
    main()

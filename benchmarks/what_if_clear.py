"""until="clear" against a fixed n=1000, and how soon the table's analysis shows numbers.

    python benchmarks/what_if_clear.py [--positions 50] [--workers 2]
    python benchmarks/what_if_clear.py --only timing

Part 1, for each game: `--positions` positions of 3-player games played by the game's
heuristic bots (seed s, 10 + 17 * (s mod 8) moves, then on to the next decision with two or
more moves). On each, what_if(until="clear", n=1000) and what_if(n=1000), both seed 0 and
`--workers` processes: how often until="clear" stopped clear before 1000 playouts and after
how many, and how often both name the same best move. A cap, not a clock, ends the anytime
runs, so the counts do not depend on the machine's load.

Part 2, for each game, on a mid-game position with a clear best move (the tests' positions):
the time from switching the table's analysis on to its first numbers in the `analysis` trait,
and to the run's end (clear, or its 10 s budget), with the playouts on the table's thread
(workers=1, the default) and on 2 spawned processes driven from it; and the time of
what_if(until="clear") from Python on `--workers` forked processes.
Figures are written to docs/analysis.md by hand; this script prints them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

from gtr_widget.analysis import what_if
from gtr_widget.bots import make_bot
from gtr_widget.bots.base import bot_move
from gtr_widget.core.registry import game_class
from gtr_widget.widget.table import Table

GAMES = ("great_city", "glory_to_rome")
FIXED = 1000


def position(game: str, seed: int) -> Any:
    """A position of a heuristic game (see the module's docstring), or None if it ended."""
    g = game_class(game).new(players=3, seed=seed)
    bots = [make_bot("heuristic", seed=seed * 10 + i, game=game) for i in range(3)]
    for _ in range(10 + 17 * (seed % 8)):
        if g.is_over:
            return None
        g.play(bot_move(g, bots[g.decision.player]))
    while not g.is_over and len(g.legal_moves()) < 2:
        g.play(bot_move(g, bots[g.decision.player]))
    return None if g.is_over else g


def compare(game: str, positions: int, workers: int) -> dict[str, Any]:
    """until="clear" capped at 1000 playouts against n=1000. A run that does not clear has
    played playouts 0..999, exactly what_if(n=1000)'s: the fixed run is made only when the
    anytime run stopped early."""
    needed, clear, same, seconds = [], 0, 0, [0.0, 0.0]
    seed = 0
    while len(needed) < positions:
        g = position(game, seed)
        seed += 1
        if g is None:
            continue
        t0 = time.perf_counter()
        anytime = what_if(g, until="clear", n=FIXED, budget_s=3600, workers=workers,
                          progress=False)
        t1 = time.perf_counter()
        stopped = anytime.attrs["stopped"]
        fixed = (what_if(g, n=FIXED, workers=workers, progress=False) if stopped == "clear"
                 else anytime)
        t2 = time.perf_counter()
        seconds[0] += t1 - t0
        seconds[1] += (t2 - t1) if stopped == "clear" else (t1 - t0)
        needed.append(int(anytime.attrs["n"]))
        clear += stopped == "clear"
        agree = anytime["move"].iloc[0] == fixed["move"].iloc[0]
        same += agree
        print(f"  {game} seed {seed - 1}: {len(g.legal_moves())} moves, until=clear "
              f"{anytime.attrs['n']} ({stopped}), same best: {agree}", flush=True)
    early = [n for n in needed if n < FIXED]
    return {"game": game, "positions": positions, "clear": clear, "same": same,
            "median_early": statistics.median(early) if early else None,
            "mean_all": statistics.mean(needed), "s_anytime": seconds[0],
            "s_fixed": seconds[1]}


def clear_position(game: str) -> Any:
    """The tests' mid-game positions with a clear best move (random seeded moves)."""
    seed, moves = (11, 40) if game == "glory_to_rome" else (13, 160)
    g = game_class(game).new(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        g.play(rng.choice(g.legal_moves()))
    return g


def table_timing(game: str, workers: int) -> tuple[float, float, str, int]:
    """Seconds to the first numbers and to the end of the run, its state and playouts."""
    t = Table(clear_position(game))
    t._analyst.workers = workers
    start = time.perf_counter()
    t.analyse(True, budget_s=10.0)
    first = None
    while True:
        a = t.analysis
        if first is None and a.get("moves"):
            first = time.perf_counter() - start
        if a.get("state") not in ("running",):
            break
        time.sleep(0.005)
    end = time.perf_counter() - start
    t.close()
    return first or end, end, str(a.get("state")), int(a.get("playouts", 0))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=50)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--only", choices=("compare", "timing"), default=None)
    args = p.parse_args(argv)
    if args.only != "compare":
        for game in GAMES:
            for workers in (1, 2):
                first, end, state, n = table_timing(game, workers)
                print(f"{game} table analysis, workers={workers}: first numbers {first:.2f} s, "
                      f"{state} at {end:.2f} s after {n} playouts", flush=True)
            t0 = time.perf_counter()
            df = what_if(clear_position(game), until="clear", budget_s=10.0,
                         workers=args.workers, progress=False)
            print(f"{game} what_if(until='clear', workers={args.workers}): "
                  f"{df.attrs['stopped']} at {time.perf_counter() - t0:.2f} s after "
                  f"{df.attrs['n']} playouts", flush=True)
    if args.only != "timing":
        for game in GAMES:
            r = compare(game, args.positions, args.workers)
            print(f"{game}: {r['positions']} positions; until=clear stopped clear before "
                  f"{FIXED} playouts on {r['clear']} (median {r['median_early']} playouts "
                  f"there), mean {r['mean_all']:.0f} playouts in all; same best move as "
                  f"n={FIXED}: {r['same']}/{r['positions']}; time {r['s_anytime']:.0f} s vs "
                  f"{r['s_fixed']:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The Great City of Rome: bot strength ladder, two-player games, seats alternating.

    PYTHONPATH=. python benchmarks/great_city_bots.py [--games 200] [--iterations 10]
        [--time-limit SECONDS] [--only ismcts-heuristic]

Prints each match's win share with its 95% Wilson interval (a shared win counts as a
fraction). Two players, so a win share is a plain head-to-head figure; the first seat
alternates so neither bot gets the first player marker more often. IS-MCTS searches a fixed
number of iterations per decision (reproducible whatever the machine's load), or, with
--time-limit, for a fixed time per decision (iterations then capped at 100,000); the mean
iterations per searched decision and per second are printed with its match.
"""

from __future__ import annotations

import argparse
import time

import gtr_widget
from gtr_widget.analysis.what_if import wilson
from gtr_widget.bots import play_game
from gtr_widget.bots.ismcts import ISMCTSBot


class Counted(ISMCTSBot):
    """IS-MCTS that keeps count of its searches: decisions, iterations, seconds."""

    searches = iterations_done = 0
    seconds = 0.0

    def choose(self, view, moves, info=None):
        t = time.perf_counter()
        self.last_stats = {}
        m = super().choose(view, moves, info)
        if self.last_stats:
            Counted.searches += 1
            Counted.iterations_done += self.last_stats["iterations"]
            Counted.seconds += time.perf_counter() - t
        return m


def bot(name: str, seed: int, iterations: int, time_limit: float | None = None):
    """A bot by name; IS-MCTS with the ladder's budget."""
    if name != "ismcts":
        return name
    if time_limit:
        return Counted(iterations=100_000, time_limit=time_limit, seed=seed)
    return Counted(iterations=iterations, seed=seed)


def match(a: str, b: str, games: int, seed: int, iterations: int,
          time_limit: float | None = None) -> tuple[float, float]:
    """Win share of `a` against `b` over `games` games, `a` seated first in half of them."""
    share = 0.0
    t = time.perf_counter()
    for i in range(games):
        s = seed + i
        first = i % 2 == 0
        bots = [bot(a, s, iterations, time_limit), bot(b, s + 1, iterations, time_limit)]
        if not first:
            bots.reverse()
        g = play_game(bots, players=2, seed=s, kind="great_city")
        seat = 0 if first else 1
        if seat in g.winners:
            share += 1 / len(g.winners)
    return share / games, time.perf_counter() - t


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--iterations", type=int, default=10)
    ap.add_argument("--seed", type=int, default=30_000)
    ap.add_argument("--time-limit", type=float, default=None,
                    help="IS-MCTS seconds per decision instead of a fixed iteration count")
    ap.add_argument("--only", default=None, help="e.g. ismcts-heuristic")
    args = ap.parse_args(argv)
    print(f"engine: {gtr_widget.engine_build}", flush=True)
    for a, b in [("heuristic", "random"), ("ismcts", "heuristic")]:
        if args.only and args.only != f"{a}-{b}":
            continue
        Counted.searches = Counted.iterations_done = 0
        Counted.seconds = 0.0
        share, secs = match(a, b, args.games, args.seed, args.iterations, args.time_limit)
        lo, hi = wilson(share, args.games)
        budget = ""
        if "ismcts" in (a, b):
            per = (f"{args.time_limit} s per decision" if args.time_limit
                   else f"{args.iterations} iterations per decision")
            k = max(Counted.searches, 1)
            budget = (f" (IS-MCTS {per}: {Counted.iterations_done / k:.0f} iterations per "
                      f"search, {Counted.iterations_done / max(Counted.seconds, 1e-9):.0f} "
                      "per second)")
        print(f"{a} vs {b}{budget}: {share:.1%} of {args.games} games "
              f"(95% interval {lo:.1%}-{hi:.1%}), {secs:.0f}s", flush=True)


if __name__ == "__main__":
    main()

"""The Great City of Rome: bot strength ladder, two-player games, seats alternating.

    PYTHONPATH=. python benchmarks/great_city_bots.py [--games 200] [--iterations 10]

Prints each match's win share with its 95% Wilson interval (a shared win counts as a
fraction). Two players, so a win share is a plain head-to-head figure; the first seat
alternates so neither bot gets the first player marker more often. IS-MCTS uses a small
iteration budget so the ladder finishes in a few minutes on one core.
"""

from __future__ import annotations

import argparse
import time

from gtr_widget.analysis.what_if import wilson
from gtr_widget.bots import play_game
from gtr_widget.bots.ismcts import ISMCTSBot


def bot(name: str, seed: int, iterations: int):
    """A bot by name; IS-MCTS with the ladder's budget."""
    return ISMCTSBot(iterations=iterations, seed=seed) if name == "ismcts" else name


def match(a: str, b: str, games: int, seed: int, iterations: int) -> tuple[float, float]:
    """Win share of `a` against `b` over `games` games, `a` seated first in half of them."""
    share = 0.0
    t = time.perf_counter()
    for i in range(games):
        s = seed + i
        first = i % 2 == 0
        bots = [bot(a, s, iterations), bot(b, s + 1, iterations)]
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
    ap.add_argument("--only", default=None, help="e.g. ismcts-heuristic")
    args = ap.parse_args(argv)
    for a, b in [("heuristic", "random"), ("ismcts", "heuristic")]:
        if args.only and args.only != f"{a}-{b}":
            continue
        share, secs = match(a, b, args.games, args.seed, args.iterations)
        lo, hi = wilson(share, args.games)
        budget = f" (IS-MCTS {args.iterations} iterations)" if "ismcts" in (a, b) else ""
        print(f"{a} vs {b}{budget}: {share:.1%} of {args.games} games "
              f"(95% interval {lo:.1%}-{hi:.1%}), {secs:.0f}s", flush=True)


if __name__ == "__main__":
    main()

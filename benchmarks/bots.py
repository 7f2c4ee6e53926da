"""Bot strength ladder: 2-player games, seats alternating, with 95% intervals and floors.

    python benchmarks/bots.py [--games 200] [--workers N] [--only heuristic-random]
                              [--ismcts-time SECONDS]

With `--ismcts-time`, IS-MCTS searches for that long per decision (CPU-bound: run it on an
otherwise quiet machine) instead of its default 60 iterations.

Floors: heuristic beats random in >= 90% of games; default IS-MCTS beats heuristic in >= 60%.
A shared win counts as a fraction. Exits non-zero when a floor is missed.
"""

from __future__ import annotations

import argparse
import sys
import time

from gtr_widget.analysis import simulate
from gtr_widget.analysis.what_if import wilson
from gtr_widget.bots import ISMCTSBot

LADDER = [("heuristic", "random", 0.90), ("ismcts", "heuristic", 0.60)]


def match(a, b, games: int, workers: int | None, seed: int) -> tuple[float, float]:
    """Win share of `a` against `b` over `games` games, `a` first in half of them."""
    half = games // 2
    t = time.perf_counter()
    first = simulate(half, players=2, bots=(a, b), seed=seed, workers=workers)
    second = simulate(games - half, players=2, bots=(b, a), seed=seed + half, workers=workers)
    elapsed = time.perf_counter() - t
    share = sum(1 / len(w) for w in first["winners"] if 0 in w)
    share += sum(1 / len(w) for w in second["winners"] if 1 in w)
    return share / games, elapsed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--only", default=None, help="e.g. ismcts-heuristic")
    ap.add_argument("--ismcts-time", type=float, default=None,
                    help="seconds of search per IS-MCTS decision")
    args = ap.parse_args(argv)
    ok = True
    for a, b, floor in LADDER:
        if args.only and args.only != f"{a}-{b}":
            continue
        bot_a = a
        if a == "ismcts" and args.ismcts_time:
            bot_a = ISMCTSBot(iterations=10**9, time_limit=args.ismcts_time, seed=args.seed)
            a = f"ismcts@{args.ismcts_time * 1000:.0f}ms"
        share, elapsed = match(bot_a, b, args.games, args.workers, args.seed)
        lo, hi = wilson(share, args.games)
        verdict = "ok" if share >= floor else "BELOW FLOOR"
        ok &= share >= floor
        print(f"{a:>12} vs {b:<9}: {share:6.1%} of {args.games} games "
              f"(95% {lo:.1%}-{hi:.1%}), floor {floor:.0%}: {verdict}; "
              f"{elapsed:.0f} s, {elapsed / args.games:.2f} s/game", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

"""Bot strength ladder: 2-player games, seats alternating, with 95% intervals and floors.

    python benchmarks/bots.py [--games 200] [--workers N] [--only heuristic-random]
                              [--ismcts-time SECONDS] [--iterations N] [--rollout-moves N]

With `--ismcts-time`, IS-MCTS searches for that many CPU seconds per decision (its own
process's time, so a busy machine does not cut its search short) instead of a number of
iterations. `--iterations` and
`--rollout-moves` set the IS-MCTS bot's own (see `ISMCTSBot`), to compare settings at an equal
amount of work per decision.

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


def tuned_ismcts(args) -> tuple[ISMCTSBot, str]:
    """The IS-MCTS bot the options ask for, and its label."""
    settings: dict = {"seed": args.seed}
    label = "ismcts"
    if args.rollout_moves is not None:
        settings["rollout_moves"] = args.rollout_moves
        label += f"/r{args.rollout_moves}"
    if args.ismcts_time:
        settings.update(iterations=10**9, time_limit=args.ismcts_time, clock=time.process_time)
        label += f"@{args.ismcts_time * 1000:.0f}ms"
    elif args.iterations:
        settings["iterations"] = args.iterations
        label += f"x{args.iterations}"
    return ISMCTSBot(**settings), label


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--only", default=None, help="e.g. ismcts-heuristic")
    ap.add_argument("--ismcts-time", type=float, default=None,
                    help="CPU seconds of search per IS-MCTS decision (process time, so "
                         "other work on the machine does not shorten the search)")
    ap.add_argument("--iterations", type=int, default=None, help="IS-MCTS iterations")
    ap.add_argument("--rollout-moves", type=int, default=None, help="IS-MCTS rollout length")
    args = ap.parse_args(argv)
    ok = True
    for a, b, floor in LADDER:
        if args.only and args.only != f"{a}-{b}":
            continue
        bot_a = a
        if a == "ismcts" and (args.ismcts_time or args.iterations or args.rollout_moves):
            bot_a, a = tuned_ismcts(args)
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

"""Bot strength ladder: 2-player games, seats alternating, with 95% intervals and floors.

    python benchmarks/bots.py [--game glory_to_rome|great_city] [--games 200] [--workers N]
                              [--only heuristic-random] [--ismcts-time SECONDS]
                              [--iterations N] [--rollout-moves N] [--out FILE.jsonl]

With `--ismcts-time`, IS-MCTS searches for that many CPU seconds per decision (its own
process's time, so a busy machine does not cut its search short) instead of a number of
iterations. `--iterations` and `--rollout-moves` set the IS-MCTS bot's own (see `ISMCTSBot`),
to compare settings at an equal amount of work per decision.

Games run one at a time on `--workers` processes (default 1), with a tqdm bar showing the
running win share; `--out` appends one JSON line per finished game, so a long run stopped
early still leaves its games (`--summarise FILE.jsonl` prints the share and interval of what
a file holds).

Floors (Glory to Rome only): heuristic beats random in >= 90% of games; default IS-MCTS beats
heuristic in >= 60%. A shared win counts as a fraction. Exits non-zero when a floor is missed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from typing import Any

from tqdm import tqdm

import gtr_widget
from gtr_widget.analysis.what_if import wilson
from gtr_widget.bots import ISMCTSBot, play_game

LADDER = [("heuristic", "random", 0.90), ("ismcts", "heuristic", 0.60)]
#: The games with floors: the Great City's ladder is measured, not held to a floor.
FLOORED = {"glory_to_rome"}


def ismcts_settings(args: argparse.Namespace) -> tuple[dict[str, Any], str]:
    """The IS-MCTS bot's settings the options ask for (seeded per game), and its label."""
    settings: dict[str, Any] = {}
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
    return settings, label


def _bot(spec: str | dict[str, Any], seed: int) -> Any:
    """A bot from its spec: a name, or the IS-MCTS settings (a fresh bot per game)."""
    return ISMCTSBot(seed=seed, **spec) if isinstance(spec, dict) else spec


def one_game(job: tuple[int, Any, Any, int, str]) -> dict[str, Any]:
    """Game `i` of a match: `a` seated first when `i` is even; `a`'s share of the win."""
    i, a, b, seed, game = job
    s = seed + i
    first = i % 2 == 0
    bots = [_bot(a, s), _bot(b, s + 1)]
    if not first:
        bots.reverse()
    t = time.process_time()
    g = play_game(bots, players=2, seed=s, kind=game)
    seat = 0 if first else 1
    share = 1 / len(g.winners) if seat in g.winners else 0.0
    return {"i": i, "seed": s, "a_first": first, "share": share,
            "cpu_s": round(time.process_time() - t, 3)}


def match(a: Any, b: Any, games: int, workers: int, seed: int, game: str, label: str,
          out: str | None) -> tuple[float, int, float]:
    """Win share of `a` against `b` over `games` games, `a` first in half of them; the games
    finished and the wall-clock seconds."""
    jobs = [(i, a, b, seed, game) for i in range(games)]
    total, done = 0.0, 0
    t = time.perf_counter()
    sink = open(out, "a") if out else None  # noqa: SIM115 - closed below
    pool = multiprocessing.get_context("fork").Pool(workers) if workers > 1 else None
    results = pool.imap_unordered(one_game, jobs) if pool else map(one_game, jobs)
    try:
        with tqdm(total=games, desc=f"{game}: {label}", unit="game") as bar:
            for row in results:
                total += row["share"]
                done += 1
                if sink:
                    sink.write(json.dumps({"game": game, "match": label, **row}) + "\n")
                    sink.flush()
                bar.set_postfix(share=f"{total / done:.1%}")
                bar.update()
    finally:
        if pool:
            pool.terminate()
        if sink:
            sink.close()
    return total / max(done, 1), done, time.perf_counter() - t


def summarise(path: str) -> None:
    """The win share and interval of each (game, match) in a file `--out` wrote."""
    rows: dict[tuple[str, str], list[float]] = {}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            rows.setdefault((r["game"], r["match"]), []).append(r["share"])
    for (game, label), shares in rows.items():
        p = sum(shares) / len(shares)
        lo, hi = wilson(p, len(shares))
        print(f"{game} {label}: {p:.1%} of {len(shares)} games (95% {lo:.1%}-{hi:.1%})")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="glory_to_rome", choices=["glory_to_rome", "great_city"])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--only", default=None, help="e.g. ismcts-heuristic")
    ap.add_argument("--ismcts-time", type=float, default=None,
                    help="CPU seconds of search per IS-MCTS decision (process time, so "
                         "other work on the machine does not shorten the search)")
    ap.add_argument("--iterations", type=int, default=None, help="IS-MCTS iterations")
    ap.add_argument("--rollout-moves", type=int, default=None, help="IS-MCTS rollout length")
    ap.add_argument("--out", default=None, help="append one JSON line per game to this file")
    ap.add_argument("--summarise", default=None, metavar="FILE",
                    help="print the results a --out file holds, and stop")
    args = ap.parse_args(argv)
    if args.summarise:
        summarise(args.summarise)
        return 0
    print(f"engine: {gtr_widget.engine_build}", flush=True)
    ok = True
    for a, b, floor in LADDER:
        if args.only and args.only != f"{a}-{b}":
            continue
        spec: Any = a
        label = f"{a}-{b}"
        if a == "ismcts":
            settings, name = ismcts_settings(args)
            spec, label = settings, f"{name}-{b}"
        share, done, elapsed = match(spec, b, args.games, args.workers, args.seed, args.game,
                                     label, args.out)
        lo, hi = wilson(share, done)
        verdict = "no floor"
        if args.game in FLOORED:
            verdict = f"floor {floor:.0%}: " + ("ok" if share >= floor else "BELOW FLOOR")
            ok &= share >= floor
        print(f"{args.game} {label}: {share:6.1%} of {done} games "
              f"(95% {lo:.1%}-{hi:.1%}), {verdict}; "
              f"{elapsed:.0f} s, {elapsed / max(done, 1):.2f} s/game", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

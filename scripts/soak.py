"""Soak: many random games per edition and player count, every invariant checked. Not in CI.

CI plays one random game per edition and player count (tests/test_simulation.py); this plays
thousands, to find what only a rare deal or a rare line of play reaches:

    python scripts/soak.py                          # 10,000 games x 3 editions x 2-5 players
    python scripts/soak.py --games 500 --jobs 2     # a shorter run on two processes
    python scripts/soak.py --editions first --players 2 --seed 90000
    python scripts/soak.py --editions republic imperium --variants geek training

`--variants` deals each edition as printed (`plain`), with the Geek cards in the deck (`geek`,
Republic and Imperium only: 003:674-765) or as the training game (`training`, 003:248).
`great_city` among the editions plays The Great City of Rome (2 to 4 players), `plain` and
with the Shrine (`shrine`, 001:326-338), checked as tests/great_city/test_simulation.py does:

    python scripts/soak.py --editions great_city --variants plain shrine

After every move: no card lost, duplicated or invented; no Site lost; a legal move exists
unless the game is over, and no two read the same. Every `--full-every` moves and at the
end: the expensive checks too (a copy and a JSON round trip of the state give the same game,
no seat's view holds a card it may not know, nor does its log name one) and a save/load round
trip. A game that has not ended after `--max-moves` moves counts as stuck. Prints the figures,
and the seed of each failure so it can be replayed; exits 1 if anything failed. Ctrl-C stops
it and prints the figures of the games played so far.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

from tqdm import tqdm

TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path[:0] = [str(TESTS), str(TESTS / "great_city")]

from gc_helpers import (  # noqa: E402
    check_copies,
    check_counts,
    check_grid,
    check_new_log_lines,
    check_views,
)
from helpers import (  # noqa: E402
    all_card_ids,
    check_invariants,
    log_hides_what_the_view_hides,
    site_count,
)

from gtr_widget import Game, great_city  # noqa: E402
from gtr_widget.core.moves import normalise  # noqa: E402
from gtr_widget.glory_to_rome.play.rules import GEEK_EDITIONS  # noqa: E402


def quick_check(g: Game, total: Counter, sites: int) -> None:
    """The cheap invariants, after every move."""
    s = g.state
    assert all_card_ids(s) == total, "a card was lost, duplicated or invented"
    assert site_count(s) == sites, "a Site was lost or invented"
    if not g.is_over:
        texts = [normalise(m.text) for m in g.legal_moves()]
        assert texts, "no legal move but the game is not over"
        assert len(set(texts)) == len(texts), f"two legal moves read the same: {texts}"


def full_check(g: Game, total: Counter, sites: int) -> None:
    """The expensive invariants, and each seat's log against the all-seeing one: no line
    names a card the seat's view hides (003:279)."""
    check_invariants(g, total, sites)
    everyone = g.view(None)
    for seat in range(len(g.players)):
        log_hides_what_the_view_hides(g, seat, everyone)


#: A count in an ending's words, or a citation such as "(003:758-761)", which stays
COUNT = re.compile(r"\(\d{3}:[\d, -]+\)|\d+")


def ending(reason: str, players: list[str]) -> str:
    """How a game ended, worded so that like endings count as one: "Bo completed a Catacomb"
    and "Ann ..." are "a player ...", "turns over 9 cards" and "7 cards" are "N cards"."""
    for name in players:
        reason = reason.replace(name, "a player")
    return COUNT.sub(lambda m: m.group() if m.group().startswith("(") else "N", reason)


#: The ways `--variants` deals an edition: the options `Game.new` gets.
VARIANTS: dict[str, dict[str, bool]] = {"plain": {}, "geek": {"geek": True},
                                        "training": {"training": True}, "shrine": {"shrine": True}}
#: The variants each game has, and its player counts (`great_city` stands for The Great City
#: of Rome, for 2 to 4 players: 001:3).
GAME_VARIANTS = {"great_city": ("plain", "shrine"), "glory_to_rome": ("plain", "geek", "training")}
PLAYERS = {"great_city": range(2, 5), "glory_to_rome": range(2, 6)}


def dealt(edition: str, variant: str, players: int) -> bool:
    """Whether `edition` can be dealt as `variant` to `players` (the Geek cards join two
    editions; the Great City seats at most four)."""
    game = "great_city" if edition == "great_city" else "glory_to_rome"
    return (variant in GAME_VARIANTS[game] and players in PLAYERS[game]
            and (variant != "geek" or edition in GEEK_EDITIONS))


def great_city_game(job: tuple[str, str, int, int, int, int], out: dict) -> None:
    """One random Great City game, every rule of tests/great_city/test_simulation.py checked
    after each move (the seats' views and the game's copies every `full_every` moves)."""
    _, variant, players, seed, full_every, max_moves = job
    g = great_city.Game.new(players, seed=seed, **VARIANTS[variant])
    rng = random.Random(seed)
    logs = check_new_log_lines(g)
    while not g.is_over and out["moves"] < max_moves:
        g.play(rng.choice(g.legal_moves()))
        out["moves"] += 1
        check_grid(g)
        check_counts(g)
        logs = check_new_log_lines(g, logs)
        if out["moves"] % full_every == 0:
            check_views(g)
            check_copies(g, save=True)
    check_views(g)
    check_copies(g, save=True)
    out["end"] = g.end_reason if g.is_over else "stuck"


def play_one(job: tuple[str, str, int, int, int, int]) -> dict:
    """One random game; returns its figures, or the failure with the seed that replays it."""
    edition, variant, players, seed, full_every, max_moves = job
    out = {"edition": edition, "variant": variant, "players": players, "seed": seed,
           "moves": 0, "end": None, "failure": None}
    try:
        if edition == "great_city":
            great_city_game(job, out)
            return out
        g = Game.new(players, edition=edition, seed=seed, **VARIANTS[variant])
        rng = random.Random(seed)
        total, sites = all_card_ids(g.state), site_count(g.state)
        while not g.is_over and out["moves"] < max_moves:
            if out["moves"] % full_every == 0:
                full_check(g, total, sites)
            else:
                quick_check(g, total, sites)
            g.play(rng.choice(g.legal_moves()))
            out["moves"] += 1
        full_check(g, total, sites)
        assert Game.from_json(g.to_json()).view(None) == g.view(None), "save/load differs"
        out["end"] = ending(g.end_reason, g.players) if g.is_over else "stuck"
    except Exception as exc:  # noqa: BLE001 - every failure is counted and reported
        out["failure"] = f"{type(exc).__name__}: {str(exc)[:300]}"
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000,
                        help="games per edition and player count (default 10,000)")
    parser.add_argument("--editions", nargs="+", default=["republic", "imperium", "first"])
    parser.add_argument("--variants", nargs="+", choices=list(VARIANTS), default=["plain"],
                        help="plain, geek (Republic and Imperium only), training; the Great "
                             "City: plain, shrine")
    parser.add_argument("--players", nargs="+", type=int, default=[2, 3, 4, 5])
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--full-every", type=int, default=50,
                        help="run the expensive checks every N moves (default 50)")
    parser.add_argument("--max-moves", type=int, default=5000,
                        help="a game still going after this many moves is stuck")
    parser.add_argument("--jobs", type=int, default=1,
                        help="worker processes (default 1; the machine may be shared)")
    args = parser.parse_args()

    jobs = [(e, v, p, args.seed + k, args.full_every, args.max_moves)
            for e in args.editions for v in args.variants for p in args.players
            for k in range(args.games) if dealt(e, v, p)]
    if not jobs:
        parser.error("no edition here is dealt as any of these variants to these players")
    start = time.perf_counter()
    results: list[dict] = []
    try:
        with tqdm(total=len(jobs), desc="soak games", unit="game") as bar:
            if args.jobs > 1:
                with Pool(args.jobs) as pool:
                    for r in pool.imap_unordered(play_one, jobs, chunksize=8):
                        results.append(r)
                        bar.update()
            else:
                for job in jobs:
                    results.append(play_one(job))
                    bar.update()
    except KeyboardInterrupt:  # Ctrl-C: the figures of the games played so far
        print(f"\ninterrupted after {len(results):,} of {len(jobs):,} games")
    if not results:
        return 1
    return report(results, time.perf_counter() - start)


def report(results: list[dict], seconds: float) -> int:
    """Print the figures per edition and player count, then the failures; 1 if any."""
    failures = [r for r in results if r["failure"] or r["end"] == "stuck"]
    moves = sum(r["moves"] for r in results)
    print(f"\n{len(results):,} games, {moves:,} moves in {seconds:,.0f} s "
          f"({len(results) / seconds:,.1f} games/s)")
    print(f"{'edition':<19}{'players':>8}{'games':>8}{'moves/game':>12}{'max':>7}"
          f"{'failed':>8}{'stuck':>7}  ends")
    groups: dict[tuple[str, int], list[dict]] = {}
    for r in results:
        label = r["edition"] if r["variant"] == "plain" else f"{r['edition']} {r['variant']}"
        groups.setdefault((label, r["players"]), []).append(r)
    for (edition, players), rs in sorted(groups.items()):
        counts = [r["moves"] for r in rs]
        ends = Counter(r["end"] for r in rs if r["end"] and r["end"] != "stuck")
        ends_text = ", ".join(f"{n} {why}" for why, n in ends.most_common())
        print(f"{edition:<19}{players:>8}{len(rs):>8}{statistics.mean(counts):>12.0f}"
              f"{max(counts):>7}{sum(1 for r in rs if r['failure']):>8}"
              f"{sum(1 for r in rs if r['end'] == 'stuck'):>7}  {ends_text}")
    for r in failures[:20]:
        what = r["failure"] or f"not over after {r['moves']} moves"
        print(f"FAILED {r['edition']} ({r['variant']}) {r['players']} players, seed {r['seed']}: "
              f"{what}")
    print(f"invariant violations or errors: {sum(1 for r in results if r['failure'])}, "
          f"stuck games: {sum(1 for r in results if r['end'] == 'stuck')}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

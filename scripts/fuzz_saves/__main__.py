"""Corrupt thousands of real saves of every game and count what loading makes of each.

    python scripts/fuzz_saves --saves 6000 --seed 1
    python scripts/fuzz_saves --games great_city --saves 6000

Each save of a game's corpus (dealt games at the start, in the middle and over, some with a
redo list; built positions from the rulebook scenarios and from mid-game states) is
corrupted once, and the game's `Game.from_json` gets the result. Outcomes:

    refused    SaveFileError with a short reason (at most 300 characters)
    identical  loads as the very game saved (same to_json, view and legal moves)
    raw        any other exception: a bug
    broken     loads, but a card is lost or doubled, a view fails, or play crashes
    different  loads a sound game other than the one saved

Part A corrupts the way accidents and hand edits do: every save must be refused or identical.
Part B forges: the same edits with both checksums recomputed, as someone who knows the format
would do it. A built position may be any sound position, so "different" is allowed there; raw
and broken are not. The saves are shared out over the games asked for.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout, for gtr_widget
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # scripts/, for this package

from fuzz_saves import glory_to_rome, great_city  # noqa: E402
from fuzz_saves.corruptions import KINDS, STRINGS, mutate  # noqa: E402
from fuzz_saves.judging import outcome  # noqa: E402

GAMES = {"glory_to_rome": glory_to_rome, "great_city": great_city}
OK_A = ("refused", "identical")
OK_B = ("refused", "identical", "different")
RESULTS = ("refused", "identical", "different", "raw", "broken")


def run(n: int, seed: int, forged_share: float, games: list[str], keep: Path | None = None
        ) -> int:
    rng = random.Random(seed)
    counts: Counter = Counter()  # (game, part, result)
    by_kind: Counter = Counter()  # (game, part, kind, result)
    reasons: Counter = Counter()
    examples: dict[str, str] = {}
    for name in games:
        game = GAMES[name]
        print(f"building the corpus of real {name} saves ...", flush=True)
        corpus = game.corpus(rng)
        texts = [g.to_json() for g in corpus]
        strings = STRINGS + game.STRINGS
        share = n // len(games) + (name == games[0]) * (n % len(games))
        for _ in tqdm(range(share), desc=f"corrupted {name} saves", unit="save"):
            i = rng.randrange(len(corpus))
            part = "B" if rng.random() < forged_share else "A"
            kind, data, text = mutate(json.loads(texts[i]), rng, game.targeted, strings)
            if data is not None:
                text = json.dumps(game.resign(data, rng) if part == "B" else data)
            elif part == "B":
                part = "A"  # text-level damage cannot be re-signed
            assert text is not None
            result, note = outcome(game.Game, corpus[i], texts[i], text,
                                   game.position_problem)
            counts[(name, part, result)] += 1
            by_kind[(name, part, kind, result)] += 1
            if result == "refused":
                reasons[caught_by(note)] += 1
            if result not in (OK_A if part == "A" else OK_B):
                examples.setdefault(f"{name} {part} {kind} {result}", note)
                if keep is not None:
                    _keep(keep, f"{name}-{part}-{kind}-{result}".replace(" ", "_"), text)
    return report(n, games, counts, by_kind, reasons, examples)


def _keep(folder: Path, stem: str, text: str | bytes) -> None:
    """Write a save that loaded unacceptably, to load it again by hand."""
    folder.mkdir(parents=True, exist_ok=True)
    number = len(list(folder.glob(f"{stem}-*.json")))
    data = text.encode() if isinstance(text, str) else text
    (folder / f"{stem}-{number}.json").write_bytes(data)


def caught_by(reason: str) -> str:
    """Which layer refused a save, from its reason."""
    layers = (("a checksum", ("checksum",)),
              ("replaying the moves", ("move 1", "move 2", "move 3", "move 4", "move 5",
                                       "move 6", "move 7", "move 8", "move 9")),
              ("the position's schema", ("initial.", "initial[")),
              ("the text", ("not a gtr_widget", "invalid JSON", "digits", "nested", "UTF-8",
                            "appears twice", "not a JSON number", "too large")),
              ("the envelope", ("version", "game of", "moves", "redo", "format", "initial:",
                                "game:")))
    for layer, words in layers:
        if any(w in reason for w in words):
            return layer
    return "the checks of meaning"


def report(n: int, games: list[str], counts: Counter, by_kind: Counter, reasons: Counter,
           examples: dict) -> int:
    print(f"\n{n} corrupted saves")
    print("refused by: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()))
    for name in games:
        for part, ok, title in (("A", OK_A, "corrupted (accidents, hand edits)"),
                                ("B", OK_B, "forged (checksums recomputed)")):
            total = sum(counts[(name, part, r)] for r in RESULTS)
            if not total:
                continue
            good = sum(counts[(name, part, r)] for r in ok)
            print(f"\n{name}, part {part}, {title}: {total} saves, {good / total:.2%} "
                  f"acceptable ({' / '.join(ok)})")
            for r in RESULTS:
                print(f"  {r:10} {counts[(name, part, r)]:6}")
            for k in dict.fromkeys(KINDS):
                line = ", ".join(f"{r} {by_kind[(name, part, k, r)]}" for r in RESULTS
                                 if by_kind[(name, part, k, r)])
                if line:
                    print(f"    {k:15}{line}")
    for key, note in examples.items():
        print(f"  NOT ACCEPTABLE {key}: {note}")
    bad = sum(v for (_, part, r), v in counts.items()
              if r not in (OK_A if part == "A" else OK_B))
    print("\nresult:", "every corruption refused cleanly or loaded identical" if not bad
          else f"{bad} unacceptable outcomes")
    return 1 if bad else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--saves", type=int, default=6000, help="corrupted saves to try")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--forged", type=float, default=0.25,
                    help="share of corruptions re-signed as forgeries (part B)")
    ap.add_argument("--games", nargs="+", choices=sorted(GAMES), default=sorted(GAMES))
    ap.add_argument("--keep", type=Path, metavar="FOLDER",
                    help="write each save that loaded unacceptably here")
    args = ap.parse_args()
    sys.exit(run(args.saves, args.seed, args.forged, args.games, args.keep))

"""Corrupt thousands of real saves and count what loading makes of each.

    python scripts/fuzz_saves.py --saves 6000 --seed 1

Each save of a corpus (dealt games of every edition and player count at the start, in the
middle and over, some with a redo list; built positions from the rulebook scenarios and from
mid-game states) is corrupted once, and `Game.from_json` gets the result. Outcomes:

    refused    SaveFileError with a short reason (at most 300 characters)
    identical  loads as the very game saved (same to_json, view and legal moves)
    raw        any other exception: a bug
    broken     loads, but a card is lost or doubled, a view fails, or play crashes
    different  loads a sound game other than the one saved

Part A corrupts the way accidents and hand edits do: every save must be refused or identical.
Part B forges: the same edits with both checksums recomputed, as someone who knows the format
would do it. A built position may be any sound position, so "different" is allowed there; raw
and broken are not.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gtr_widget import Game, SaveFileError  # noqa: E402
from gtr_widget.core import saves  # noqa: E402
from gtr_widget.glory_to_rome.saves.checks import checksum, content  # noqa: E402
from gtr_widget.scenarios.library import ids, load_scenario  # noqa: E402

OK_A = ("refused", "identical")
OK_B = ("refused", "identical", "different")
STRINGS = ["", "3", "Jack", "republic", "imperium", "first", "Brick", "Marble", "Patron",
           "lead", "power", "actions", "Academy", "think", "built", "dealt", "x" * 400,
           "\u00e9\u4e2d", "gtr_widget/game"]


# -- the corpus ----------------------------------------------------------------------------
def corpus(rng: random.Random) -> list[Game]:
    games: list[Game] = []
    for edition in ("republic", "imperium", "first"):
        for n in (2, 3, 4, 5):
            for moves in (0, 12, 70, 10_000):
                g = Game.new(n, edition=edition, seed=rng.randrange(2**32))
                play(g, moves, rng)
                if moves and not g.is_over and rng.random() < 0.5:
                    for _ in range(rng.randint(1, 3)):
                        g.undo()
                games.append(g)
    for sid in rng.sample(ids(), 16):
        g = load_scenario(sid)
        play(g, rng.choice((0, 0, 8)), rng)
        games.append(g)
    for _ in range(8):  # a mid-game state saved as a built position (as a search bot makes)
        g = Game.new(rng.randint(2, 5), edition=rng.choice(("republic", "first")),
                     seed=rng.randrange(1000))
        play(g, rng.randint(20, 150), rng)
        games.append(Game.from_state(g.state.copy()))
    return games


def play(g: Game, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if g.is_over:
            return
        g.play(rng.choice(g.legal_moves()))


# -- corruptions ---------------------------------------------------------------------------
def paths(obj, at=()) -> list[tuple]:
    out = []
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) \
        if isinstance(obj, list) else ()
    for k, v in items:
        out.append(at + (k,))
        out += paths(v, at + (k,))
    return out


def parent(data, path):
    for k in path[:-1]:
        data = data[k]
    return data


def other_value(v, rng: random.Random):
    if isinstance(v, bool):
        return rng.choice([not v, 1, "true", None])
    if isinstance(v, int):
        return rng.choice([-1, 0, 1, 2, 5, 6, 9, 150, 99999, -5, v + 1, v - 1, str(v),
                           float(v), True, None, 2**70])
    if isinstance(v, str):
        return rng.choice(STRINGS + [v.upper(), v[:-1], v + " ", 3, None])
    if isinstance(v, list):
        return rng.choice([[], v[:-1], v + v[-1:], list(reversed(v)), {}, None, "[]"])
    if isinstance(v, dict):
        return rng.choice([{}, [], None, dict(list(v.items())[:-1])])
    return rng.choice([0, "", [], {}, False])


def mutate(data: dict, rng: random.Random) -> tuple[str, dict | None, str | None]:
    """One corruption: (its kind, the changed JSON data or None, or the changed text)."""
    text = json.dumps(data)
    kind = rng.choice(KINDS)
    everything = paths(data)
    if kind == "truncate":
        return kind, None, text[: rng.randrange(len(text))]
    if kind == "garbage bytes":
        raw = bytearray(text.encode())
        for _ in range(rng.randint(1, 8)):
            at = rng.randrange(len(raw))
            raw[at:at + rng.choice((0, 1))] = bytes([rng.randrange(256)])
        return kind, None, raw  # type: ignore[return-value]
    if kind == "deep nesting":
        depth = rng.choice((40, 1000, 100_000))
        at = rng.choice([p for p in everything if not isinstance(parent(data, p), list)])
        parent(data, at)[at[-1]] = "@@"
        return kind, None, json.dumps(data).replace('"@@"', "[" * depth + "1" + "]" * depth)
    if kind == "huge int":
        at = rng.choice(everything)
        parent(data, at)[at[-1]] = "@@"
        return kind, None, json.dumps(data).replace('"@@"', "7" * rng.choice((41, 5000)))
    if kind == "delete key":
        at = rng.choice([p for p in everything if isinstance(p[-1], str)])
        del parent(data, at)[at[-1]]
    elif kind in ("change value", "change type"):
        at = rng.choice(everything)
        parent(data, at)[at[-1]] = other_value(parent(data, at)[at[-1]], rng)
    elif kind in ("duplicate id", "remove id", "swap ids"):
        lists = [p for p in everything if isinstance(parent(data, p)[p[-1]], list)
                 and parent(data, p)[p[-1]] and all(type(c) is int for c in
                                                     parent(data, p)[p[-1]])]
        if not lists:
            return kind, data, None
        zone = parent(data, (at := rng.choice(lists)))[at[-1]]
        i = rng.randrange(len(zone))
        if kind == "duplicate id":
            donor = parent(data, (d := rng.choice(lists)))[d[-1]]
            zone.insert(i, rng.choice(donor))
        elif kind == "remove id":
            del zone[i]
        else:
            j = rng.randrange(len(zone))
            zone[i], zone[j] = zone[j], zone[i]
    elif kind == "list edit":
        lists = [p for p in everything if isinstance(parent(data, p)[p[-1]], list)
                 and parent(data, p)[p[-1]]]
        at = rng.choice(lists)
        seq = parent(data, at)[at[-1]]
        i = rng.randrange(len(seq))
        if rng.random() < 0.5:
            del seq[i]
        else:
            seq.insert(i, json.loads(json.dumps(seq[rng.randrange(len(seq))])))
    elif kind == "targeted":
        targeted(data, rng)
    elif kind == "reformat":
        return kind, None, json.dumps(data, indent=rng.choice((None, 1)), sort_keys=True)
    return kind, data, None


def targeted(data: dict, rng: random.Random) -> None:
    """The corruptions the issue lists, aimed where they hurt."""
    pos = data["initial"]  # a dealt game may hold only its rules, names and seed
    p = rng.choice(pos["players"]) if pos.get("players") else {}
    frame = rng.choice(pos["stack"]) if pos.get("stack") else {}
    p, frame = (x if isinstance(x, dict) else {} for x in (p, frame))
    choice = rng.randrange(14)
    if choice == 0:
        frame["kind"] = rng.choice(["fly", "Lead", "power "])
    elif choice == 1:
        frame["seat"] = rng.choice([5, 9, -1])
    elif choice == 2 and p.get("hand"):
        p["hand"][0] = str(p["hand"][0])
    elif choice == 3 and p.get("hand"):
        p["hand"][0] = rng.choice([99999, -1, 150, 149])
    elif choice == 4 and pos.get("players"):
        pos["players"] = pos["players"][:1] if rng.random() < 0.5 else \
            pos["players"] + [pos["players"][0]] * (6 - len(pos["players"]))
    elif choice == 5:
        pos["stack"] = []
    elif choice == 6:
        pos["rules"]["hand_size"] = -5
    elif choice == 7:
        pos.setdefault("sites", {})["Rubble"] = -3
    elif choice == 8:
        pos["rules"].pop("petition_size", None)  # a rules dict may leave a default out
    elif choice == 9 and isinstance(pos.get("seed"), int):
        pos["seed"] += 1
    elif choice == 10 and len(pos.get("draw", ())) > 1:
        pos["draw"][-1], pos["draw"][0] = pos["draw"][0], pos["draw"][-1]
    elif choice == 11 and data["moves"]:
        del data["moves"][rng.randrange(len(data["moves"]))]
    elif choice == 12 and data["moves"]:
        i = rng.randrange(len(data["moves"]))
        data["moves"][i] = data["moves"][i].upper()
    else:
        pos["rules"]["petition_size"] = rng.choice([None, 2, 3, 4])


KINDS = ["truncate", "garbage bytes", "deep nesting", "huge int", "delete key", "change value",
         "change type", "duplicate id", "remove id", "swap ids", "list edit", "targeted",
         "targeted", "reformat"]


def resign(data: dict) -> dict:
    """Recompute both checksums, as a forger would."""
    pos = data.get("initial")
    if isinstance(pos, dict) and pos.get("origin") == "built":
        try:
            pos["checksum"] = checksum(content(pos))
        except (TypeError, ValueError):
            pass
    try:
        data["checksum"] = saves.checksum({k: v for k, v in data.items() if k != "checksum"})
    except (TypeError, ValueError):
        pass
    return data


# -- judging -------------------------------------------------------------------------------
def outcome(original: Game, saved: str, text) -> tuple[str, str]:
    try:
        g = Game.from_json(text)
    except SaveFileError as e:
        return ("refused" if 0 < len(str(e)) <= 300 else "broken"), str(e)[:90]
    except Exception as e:  # noqa: BLE001 - counted: this is what the script looks for
        return "raw", f"{type(e).__name__}: {e}"[:90]
    problem = unsound(g)
    if problem:
        return "broken", problem
    same = (g.to_json() == saved and table(g) == table(original)
            and [m.text for m in g.legal_moves()] == [m.text for m in original.legal_moves()])
    return ("identical" if same else "different"), ""


def table(g: Game) -> dict:
    return {k: v for k, v in g.view(None).items() if k != "version"}


def unsound(g: Game) -> str:
    """Why a loaded game is broken ('' when it is sound): cards, views, a few moves."""
    try:
        c = g.clone()
        rng = random.Random(0)
        for _ in range(25):
            s = c.state
            cards = s.draw + s.pool + s.jacks + s.out_of_play
            for p in s.players:
                cards += p.hand + p.camp + p.clientele + p.stockpile + p.vault
                cards += [x for b in p.buildings for x in [b.foundation, *b.materials]]
            if sorted(cards) != list(range(s.deck.size)):
                return "cards lost or doubled"
            if min([*s.sites.values(), *s.out_sites.values()]) < 0:
                return "negative Sites"
            for seat in [None, *range(len(c.players))]:
                c.view(seat)
            if c.is_over:
                return ""
            if not c.legal_moves() or c.decision is None:
                return "no legal move in a game not over"
            c.play(rng.choice(c.legal_moves()))
    except Exception as e:  # noqa: BLE001
        return f"crashes on use: {type(e).__name__}: {e}"[:90]
    return ""


def run(n: int, seed: int, forged_share: float) -> int:
    rng = random.Random(seed)
    print("building the corpus of real saves ...", flush=True)
    games = corpus(rng)
    texts = [g.to_json() for g in games]
    counts = {"A": Counter(), "B": Counter()}
    by_kind: Counter = Counter()
    reasons: Counter = Counter()
    examples: dict[str, str] = {}
    for _ in tqdm(range(n), desc="corrupted saves", unit="save"):
        i = rng.randrange(len(games))
        part = "B" if rng.random() < forged_share else "A"
        kind, data, text = mutate(json.loads(texts[i]), rng)
        if data is not None:
            text = json.dumps(resign(data) if part == "B" else data)
        elif part == "B":
            part = "A"  # text-level damage cannot be re-signed
        result, note = outcome(games[i], texts[i], text)
        counts[part][result] += 1
        by_kind[(part, kind, result)] += 1
        if result == "refused":
            reasons[caught_by(note)] += 1
        if result not in (OK_A if part == "A" else OK_B):
            examples.setdefault(f"{part} {kind} {result}", note)
    return report(n, counts, by_kind, reasons, examples)


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


def report(n: int, counts: dict, by_kind: Counter, reasons: Counter, examples: dict) -> int:
    print(f"\n{n} corrupted saves")
    print("refused by: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()))
    for part, ok, title in (("A", OK_A, "corrupted (accidents, hand edits)"),
                            ("B", OK_B, "forged (checksums recomputed)")):
        total = sum(counts[part].values())
        if not total:
            continue
        good = sum(counts[part][k] for k in ok)
        print(f"\nPart {part}, {title}: {total} saves, {good / total:.2%} acceptable "
              f"({' / '.join(ok)})")
        for key in ("refused", "identical", "different", "raw", "broken"):
            print(f"  {key:10} {counts[part][key]:6}")
        for k in sorted({k for p, k, _ in by_kind if p == part}):
            print(f"    {k:15}" + ", ".join(
                f"{r} {by_kind[(part, k, r)]}" for r in
                ("refused", "identical", "different", "raw", "broken") if by_kind[(part, k, r)]))
    for key, note in examples.items():
        print(f"  NOT ACCEPTABLE {key}: {note}")
    bad = sum(counts["A"][k] for k in ("different", "raw", "broken")) + \
        sum(counts["B"][k] for k in ("raw", "broken"))
    print("\nresult:", "every corruption refused cleanly or loaded identical" if not bad
          else f"{bad} unacceptable outcomes")
    return 1 if bad else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--saves", type=int, default=6000, help="corrupted saves to try")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--forged", type=float, default=0.25,
                    help="share of corruptions re-signed as forgeries (part B)")
    args = ap.parse_args()
    sys.exit(run(args.saves, args.seed, args.forged))

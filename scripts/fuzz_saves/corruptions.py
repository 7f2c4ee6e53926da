"""Ways to damage a save, the same for every game: text-level damage (cut, stray bytes, deep
nesting, a huge number) and JSON edits (a key deleted, a value or its type changed, card ids
duplicated, removed or swapped, list items dropped or repeated). Each game adds its own
aimed edits (`targeted`) and the strings its saves use."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

#: Strings any save might be given in place of one of its own
STRINGS = ["", "3", "x" * 400, "\u00e9\u4e2d", "gtr_widget/game", "built", "dealt", "null"]

KINDS = ["truncate", "garbage bytes", "deep nesting", "huge int", "delete key", "change value",
         "change type", "duplicate id", "remove id", "swap ids", "list edit", "targeted",
         "targeted", "reformat"]

#: An aimed edit of one game's save data, in place
Targeted = Callable[[dict, random.Random], None]


def paths(obj, at=()) -> list[tuple]:
    """Every key path inside a JSON value, parents before children."""
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


def other_value(v, rng: random.Random, strings: list[str]):
    """A wrong value for `v`: near misses of its own type, or another type."""
    if isinstance(v, bool):
        return rng.choice([not v, 1, "true", None])
    if isinstance(v, int):
        return rng.choice([-1, 0, 1, 2, 5, 6, 9, 150, 99999, -5, v + 1, v - 1, str(v),
                           float(v), True, None, 2**70])
    if isinstance(v, str):
        return rng.choice(strings + [v.upper(), v[:-1], v + " ", 3, None])
    if isinstance(v, list):
        return rng.choice([[], v[:-1], v + v[-1:], list(reversed(v)), {}, None, "[]"])
    if isinstance(v, dict):
        return rng.choice([{}, [], None, dict(list(v.items())[:-1])])
    return rng.choice([0, "", [], {}, False])


def mutate(data: dict, rng: random.Random, targeted: Targeted, strings: list[str]
           ) -> tuple[str, dict | None, str | bytes | None]:
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
        return kind, None, bytes(raw)
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
        parent(data, at)[at[-1]] = other_value(parent(data, at)[at[-1]], rng, strings)
    elif kind in ("duplicate id", "remove id", "swap ids"):
        _card_list_edit(data, everything, kind, rng)
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


def _card_list_edit(data: dict, everything: list[tuple], kind: str, rng: random.Random
                    ) -> None:
    """A card id duplicated (from any list of ids), removed, or two ids swapped."""
    lists = [p for p in everything if isinstance(parent(data, p)[p[-1]], list)
             and parent(data, p)[p[-1]] and all(type(c) is int for c in parent(data, p)[p[-1]])]
    if not lists:
        return
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

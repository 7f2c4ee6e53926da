"""Facts a scenario checks: paths into the game's fact view, and move legality.

A fact is a dict:
    {"path": "players.0.influence", "equals": 4}
    {"path": "players.1.hand_names", "contains": "Jack"}
    {"path": "players.0.buildings.Shrine.complete", "equals": true}
    {"legal": "craftsman: lay Shrine"}
    {"illegal": "architect: add Brick from pool to Shrine", "reason": "Archway"}
The fact view is the all-seeing view enriched by the game's scenario book (`fact_view`), so
that facts read naturally (Glory to Rome adds `hand_names`, buildings keyed by name, ...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..core.errors import IllegalMove
from ..core.game import Game

G = TypeVar("G", bound=Game)  # the game a fact view reads

OPERATORS: dict[str, Callable[[Any, Any], bool]] = {
    "equals": lambda got, want: got == want,
    "contains": lambda got, want: want in got,
    "excludes": lambda got, want: want not in got,
    "at_least": lambda got, want: got >= want,
    "at_most": lambda got, want: got <= want,
    "length": lambda got, want: len(got) == want,
}


def resolve(v: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(v, list):
            v = v[int(part)]
        elif isinstance(v, dict):
            if part not in v:
                raise KeyError(f"no {part!r} in {path!r} (have: {', '.join(map(str, v))})")
            v = v[part]
        else:
            raise KeyError(f"cannot look up {part!r} in {path!r}")
    return v


def check(g: G, fact: dict[str, Any], fact_view: Callable[[G], dict[str, Any]]) -> str | None:
    """None when the fact holds, else what went wrong, in words."""
    if "legal" in fact:
        texts = [str(m).lower() for m in g.legal_moves()]
        return None if fact["legal"].lower() in texts else (
            f"expected {fact['legal']!r} to be legal; legal: {', '.join(texts)}")
    if "illegal" in fact:
        before = g.to_json()
        try:
            g.clone().play(fact["illegal"])
        except IllegalMove as e:
            if fact.get("reason", "").lower() not in str(e).lower():
                return f"refused, but the reason {str(e)!r} lacks {fact['reason']!r}"
            return None if g.to_json() == before else "refusal changed the game"
        return f"expected {fact['illegal']!r} to be refused"
    try:
        got = resolve(fact_view(g), fact["path"])
    except (KeyError, IndexError, ValueError) as e:
        return str(e)
    for op, want in fact.items():
        if op == "path":
            continue
        test = OPERATORS.get(op)
        if test is None:
            return f"unknown fact operator {op!r}"
        if not test(got, want):
            return f"{fact['path']}: expected {op} {want!r}, got {got!r}"
    return None

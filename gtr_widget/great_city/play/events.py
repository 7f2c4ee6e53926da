"""The log as structured `core.Event`s.

The state keeps each entry as a plain tuple (round, seat, kind, text, cards, known mask,
public text, data), which copies and saves cheaply; `events` turns them into Events whose
`render(viewer)` gives a seat only what it may read (a draft pick, a School's cards).

The rules write each line in the third person ("Bo takes Market"); a player named "You" reads
in the second person ("You take Market", core/person.py), worded here, when the log is read.
"""

from __future__ import annotations

from typing import Final

from ...core.events import Event
from ...core.person import second_person
from .state import State

#: Verbs a log line puts after "and" in the same clause ("has the most ... and takes").
AND_VERBS: Final = frozenset({"takes", "returns"})


def seats_of(mask: int | None, n: int) -> frozenset[int] | None:
    if mask is None:
        return None
    return frozenset(i for i in range(n) if mask >> i & 1)


def worded(text: str, you: bool) -> str:
    """A line as people read it: in the second person when a player is named "You"."""
    return second_person(text, AND_VERBS) if you and text else text


def events(s: State) -> list[Event]:
    you = any(p.name == "You" for p in s.players)
    return [Event(r, seat, kind, worded(text, you), tuple(cards), seats_of(known, s.n),
                  worded(public, you), dict(data or {}))
            for r, seat, kind, text, cards, known, public, data in s.entries()]


def render(s: State, viewer: int | None) -> list[dict]:
    return [e.render(viewer) for e in events(s)]

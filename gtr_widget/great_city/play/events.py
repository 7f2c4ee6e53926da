"""The log as structured `core.Event`s.

The state keeps each entry as a plain tuple (round, seat, kind, text, cards, known mask,
public text, data), which copies and saves cheaply; `events` turns them into Events whose
`render(viewer)` gives a seat only what it may read (a draft pick, a School's cards).
"""

from __future__ import annotations

from ...core.events import Event
from .state import State


def seats_of(mask: int | None, n: int) -> frozenset[int] | None:
    if mask is None:
        return None
    return frozenset(i for i in range(n) if mask >> i & 1)


def events(s: State) -> list[Event]:
    return [Event(r, seat, kind, text, tuple(cards), seats_of(known, s.n), public,
                  dict(data or {}))
            for r, seat, kind, text, cards, known, public, data in s.entries()]


def render(s: State, viewer: int | None) -> list[dict]:
    return [e.render(viewer) for e in events(s)]

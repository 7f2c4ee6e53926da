"""Structured log events, worded for each viewer.

An event says what happened (`kind`, `seat`, the card ids involved, public facts in `data`)
and how to word it. A viewer outside `known_to` reads the `public` wording and sees only
`public_cards`. A game renders its log through `Event.render(viewer)` only, so the log can
never tell a seat more than the game would; `data` is read by everyone and never holds a
secret.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    turn: int
    seat: int | None  # who acted, or None for the game itself
    kind: str  # what happened, in the game's own words (a verb, "score", ...)
    text: str  # the wording every viewer in `known_to` reads
    cards: tuple[int, ...] = ()  # card ids the event shows (only to `known_to`)
    #: Seats that may read `text` and `cards`; None means everyone.
    known_to: frozenset[int] | None = None
    #: The wording for everyone else (secret cards left out).
    public: str = ""
    #: Public facts for scripts and bots (the role led, the materials demanded ...).
    data: dict[str, Any] = field(default_factory=dict)
    #: The card ids everyone else may see (those of `cards` that are not secret).
    public_cards: tuple[int, ...] = ()

    def visible_to(self, viewer: int | None) -> bool:
        """Whether `viewer` reads the full event (None is the all-seeing teaching view)."""
        return viewer is None or self.known_to is None or viewer in self.known_to

    def render(self, viewer: int | None) -> dict[str, Any]:
        """The event as `viewer` may read it: turn, player, kind, text, cards, data."""
        full = self.visible_to(viewer)
        return {"turn": self.turn, "player": self.seat, "kind": self.kind,
                "text": self.text if full else self.public,
                "cards": list(self.cards if full else self.public_cards),
                "data": dict(self.data)}

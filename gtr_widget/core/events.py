"""Structured log events, worded for each viewer.

An event says what happened (`kind`, `seat`, the card ids involved) and how to word it. Parts
of the wording that only some seats may know are `secret`: a viewer outside `known_to` reads
the `public` wording instead. A game renders its log through `Event.render(viewer)` only, so
the log can never tell a seat more than the game would.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    turn: int
    seat: int | None  # who acted, or None for the game itself
    kind: str  # e.g. "lead", "think", "vault", "score", "auto_pass"
    text: str  # the wording every viewer in `known_to` reads
    cards: tuple[int, ...] = ()  # card ids the event shows (only to `known_to`)
    #: Seats that may read `text` and `cards`; None means everyone.
    known_to: frozenset[int] | None = None
    #: The wording for everyone else (cards hidden).
    public: str = ""
    data: dict = field(default_factory=dict)

    def visible_to(self, viewer: int | None) -> bool:
        """Whether `viewer` reads the full event (None is the all-seeing teaching view)."""
        return viewer is None or self.known_to is None or viewer in self.known_to

    def render(self, viewer: int | None) -> dict:
        """The event as `viewer` may read it: turn, player, kind, text, cards."""
        full = self.visible_to(viewer)
        return {"turn": self.turn, "player": self.seat, "kind": self.kind,
                "text": self.text if full else self.public,
                "cards": list(self.cards) if full else []}

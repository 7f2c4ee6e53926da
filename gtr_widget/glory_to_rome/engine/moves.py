"""Moves and their notation.

A move is a small immutable record whose `text` is its notation, the same words a rulebook
would use ("lead Architect: Tower", "think: refill", "architect: add Concrete to Tower").
`str(move)` prints the text and `Game.play(text)` finds the legal move with that text, so
scripts and clicks are the same thing.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class Move(NamedTuple):
    verb: str  # what kind of answer: lead, follow, think, patron, give, pass, ...
    text: str  # the notation, unique among the legal moves of a decision
    cards: tuple[int, ...] = ()  # ids of the cards the move uses (what a table lights up)
    role: str | None = None
    target: int | None = None  # a building's foundation id, or a seat
    data: tuple = ()  # anything else the handler needs, e.g. materials demanded

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict:
        return {
            "text": self.text,
            "verb": self.verb,
            "cards": list(self.cards),
            "role": self.role,
            "target": self.target,
        }


_SPACES = re.compile(r"\s+")


def normalise(text: str) -> str:
    """Notation compares without regard to case or spacing."""
    return _SPACES.sub(" ", text.strip().lower()).replace(" :", ":").replace(" ,", ",")


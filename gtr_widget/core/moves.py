"""Moves and their notation, for every game.

A move is a small immutable record whose `text` is its notation, a short line each game
defines and documents. `str(move)` prints the text and `Game.play(text)` finds the legal move
with that text, so scripts and clicks are the same thing.
"""

from __future__ import annotations

import re
from typing import Any, Final, NamedTuple

from .errors import IllegalMove


class Move(NamedTuple):
    verb: str  # what kind of answer: lead, follow, think, give, build, pass, ...
    text: str  # the notation, unique among the legal moves of a decision
    cards: tuple[int, ...] = ()  # ids of the cards the move uses (what a table lights up)
    role: str | None = None  # the role or category the move belongs to, when a game has one
    target: int | None = None  # what the move acts on: a building, a seat, a cell ...
    data: tuple[Any, ...] = ()  # anything else the engine needs, e.g. materials demanded
    #: what kind of thing `target` is ("seat", "building", "card", "site"), so a table lights
    #: the right one: seat 1 and the building whose foundation is card 1 are not the same
    target_kind: str | None = None

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        fields: tuple[object, ...] = tuple(self)  # any values: a hand-made Move's text may
        return f"Move({fields[1]!r})"  # not be a str, and compiled, `self.text` checks it is

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "verb": self.verb, "cards": list(self.cards),
                "role": self.role, "target": self.target,
                "target_kind": self.target_kind}


_NEW: Final = tuple.__new__


def new_move(verb: str, text: str, cards: tuple[int, ...] = (), role: str | None = None,
             target: int | None = None, data: tuple[Any, ...] = (), target_kind: str | None = None
             ) -> Move:
    """`Move(...)` without NamedTuple's keyword handling: move generation makes thousands a
    second. The same value, in about half the time in plain Python, and with no Python frame
    at all when the caller is compiled."""
    return _NEW(Move, (verb, text, cards, role, target, data, target_kind))


def malformed(move: Move) -> str | None:
    """Why a hand-made Move cannot be a move at all (a text that is not a str, cards that are
    not a tuple), or None."""
    if not isinstance(move.text, str):
        return f"a Move's text is a str, not {type(move.text).__name__}"
    if not isinstance(move.cards, tuple):
        return f"a Move's cards are a tuple of card ids, not {type(move.cards).__name__}"
    return None


def quoted(move: object) -> str:
    """The text a refusal quotes for a move no legal move is: a str as given, a Move's text,
    anything else as its repr. A Move that cannot be a move at all is refused here, in words,
    before its text is read (asked only once a move is not found: never on the hot path)."""
    if isinstance(move, str):
        return move
    if isinstance(move, Move):
        wrong = malformed(move)
        if wrong is not None:
            raise IllegalMove(wrong)
        return move.text
    return repr(move)


_SPACES: Final = re.compile(r"\s+")


def normalise(text: str) -> str:
    """Notation compares without regard to case or spacing."""
    return _SPACES.sub(" ", text.strip().lower()).replace(" :", ":").replace(" ,", ",")


def twin(move: Move, legal: list[Move]) -> Move | None:
    """The legal move written as `move` is (texts are unique among legal moves), or None."""
    key = normalise(move.text)
    return next((m for m in legal if m.text.lower() == key), None)


def _worded(field: str, value: object) -> str:
    if value is None or value == ():
        return f"no {field}"
    if field == "cards":
        return f"cards {', '.join(map(str, value))}"  # type: ignore[call-overload]
    if field == "target_kind":
        return f"target kind {value!r}"
    return f"{field} {value!r}" if isinstance(value, str) else f"{field} {value}"


def mismatch(move: Move, legal: Move) -> str:
    """Why `move` is refused although a legal move has its text: the fields that differ, worded
    both ways ("'pass' is legal, but not with target 5: the legal 'pass' has no target")."""
    values: tuple[object, ...] = tuple(move)  # any values: a hand-made Move may hold floats
    offered: tuple[object, ...] = tuple(legal)
    differ = [(f, a, b) for f, a, b in zip(Move._fields, values, offered, strict=True) if a != b]
    given = " and ".join(_worded(f, a) for f, a, _ in differ)
    wanted = " and ".join(_worded(f, b) for f, _, b in differ)
    return (f"{legal.text!r} is legal, but not with {given}: the legal {legal.text!r} has "
            f"{wanted} (play its text, or the Move that legal_moves() offers)")

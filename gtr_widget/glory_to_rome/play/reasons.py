"""Refusal reasons, produced by the move generators themselves.

Every generator of moves (a step, a role, a building power) takes `why`: None on the fast
path, where it returns only the legal moves; or a list, into which it also appends each
candidate it refuses, as a `Candidate(move, reason)`. The check that makes a move legal and
the reason when it fails sit side by side, so each rule is written once; `steps.candidates`
gathers them and `steps.play` raises the reason of the candidate a refused text names.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...core.moves import Move
from ...core.protocol import Candidate

if TYPE_CHECKING:
    from .state import State

#: Where refused candidates go: None on the fast path (legal moves only).
Why = list[Candidate] | None


def refuse(why: Why, move: Move, reason: str) -> None:
    """Record a refused candidate (nothing on the fast path)."""
    if why is not None:
        why.append(Candidate(move, reason))


def offer(moves: list[Move], reason: str | None, why: Why) -> list[Move]:
    """`moves` if `reason` is None; otherwise none, each refused with `reason`."""
    if reason is None:
        return moves
    if why is not None:
        why.extend(Candidate(m, reason) for m in moves)
    return []


def mark(why: Why) -> int:
    """Where the candidates generated next will start (see `withhold`)."""
    return len(why) if why is not None else 0


def withhold(why: Why, reason: str, moves: list[Move], since: int) -> list[Move]:
    """Refuse `moves` and every candidate refused since `since` with `reason`, a rule that
    comes before theirs (a building not owned, an action already taken); return none."""
    if why is not None:
        why[since:] = [Candidate(c.move, reason) for c in why[since:]]
        why.extend(Candidate(m, reason) for m in moves)
    return []


def article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def absent_names(s: State, present: set[str]) -> list[str]:
    """Card names of this edition (and Jack) that are not in `present`: texts naming them
    are refused because the card is not there (e.g. "no Villa in your hand")."""
    return [n for n in (*s.deck.type_of, "Jack") if n not in present]


# The same rules in the first edition's rulebook, for refusals in a first-edition game.
FIRST_EDITION_LINES = {
    "003:112": "000:125", "003:115": "000:125", "003:116": "000:127", "003:118": "000:127",
    "003:119-120": "000:129", "003:127": "000:149", "003:129": "000:153", "003:131": "000:153",
    "003:133": "000:498", "003:137-143": "000:159-169", "003:139": "000:161",
    "003:141": "000:163-167", "003:143": "000:169", "003:181": "000:179", "003:183": "000:183",
    "003:191": "000:201", "003:197": "000:205", "003:197-199": "000:205-209",
    "003:211": "000:213-215", "003:212": "000:215", "003:213-216": "000:219", "003:230": "000:231",
    "003:230-234": "000:231-235, 000:303-307", "003:232": "000:303", "003:238-240": "000:241-245",
    "003:256": "000:251", "003:256-260": "000:251", "003:260": "000:251", "003:261": "000:251",
    "003:261-262": "000:251", "003:262": "000:251", "003:269": "000:255", "003:269-271": "000:255",
    "003:271": "000:255", "003:277": "000:267", "003:281": "000:275", "003:295": "000:325",
    "003:349": "000:562", "003:499": "000:470", "003:519": "000:914", "003:625": "000:725",
}
_CITATION = re.compile(r"003:[0-9]+(?:-[0-9]+)?")


def cite(s: State, reason: str) -> str:
    """The reason as the rulebook being played numbers it: the first edition's lines."""
    if s.rules.edition != "first" or "003:" not in reason:
        return reason
    return _CITATION.sub(lambda c: FIRST_EDITION_LINES.get(c[0], c[0]), reason)

"""Finding the candidate a move names: the play step every candidate-driven game repeats.

A game whose `candidates` list every move it considers (legal ones without a reason) can start
its `play` with `chosen(self.candidates(state), move)`: the legal move, or `IllegalMove` with
the refusing rule's reason, before anything changes.
"""

from __future__ import annotations

from .errors import IllegalMove
from .moves import Move, normalise
from .protocol import Candidate


def chosen(candidates: list[Candidate], move: Move | str) -> Move:
    """The legal move written as `move` (its text, in any case or spacing, or the very Move).
    A refused candidate raises its reason; a move no candidate names, or a Move whose other
    fields differ from the legal one's (`Game.play` then says which), raises too."""
    key = normalise(move if isinstance(move, str) else move.text)
    found = next((c for c in candidates if c.move.text.lower() == key), None)
    if found is None:
        raise IllegalMove(f"{key!r} is not a move of this decision")
    if found.reason is not None:
        raise IllegalMove(found.reason)
    if isinstance(move, Move) and move != found.move:
        raise IllegalMove(f"{found.move.text!r} is legal, but not as given")
    return found.move

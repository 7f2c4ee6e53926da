"""Fair undo: taking a move back must not let a seat peek at a hidden order.

Undo restores a snapshot. If the move taken back showed someone a card of a hidden random
order (a draw), the restored position would deal that card again: draw Temple, undo, draw
again, Temple. So a fair undo past such a move deals the unseen cards again, from a fresh
random number, and records the number with the position it was dealt at. Saves carry the
records, and replays (`Game.from_json`, `Game.at_start`) deal again at the same points, so a
saved game is the game that was played. See docs/hidden-information.md.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .errors import IllegalMove, SaveFileError

if TYPE_CHECKING:
    from .game import Game

#: Salts are drawn below this bound (they are saved as JSON integers).
SALT_BOUND = 2**63


def deal_again(engine: Any, state: Any, salt: int) -> None:
    """Shuffle `state`'s unseen cards in place, the same way for the same salt."""
    engine.reshuffle_unseen(state, random.Random(salt))


class Reshuffles:
    """The fair reshuffles of the current line of play: (moves played, salt), in order."""

    __slots__ = ("records",)

    def __init__(self, records: list[tuple[int, int]] | None = None) -> None:
        self.records: list[tuple[int, int]] = list(records or [])

    def copy(self) -> Reshuffles:
        return Reshuffles(self.records)

    def add(self, at: int, salt: int) -> None:
        self.records.append((at, salt))

    def any_after(self, at: int) -> bool:
        """Whether a line beyond position `at` was dealt again: the cards it showed were
        then seen, so the position at `at` holds an order someone has glimpsed."""
        return any(a > at for a, _ in self.records)

    def forget_after(self, at: int) -> None:
        """Drop the records of positions beyond `at` (the line they belong to is undone)."""
        self.records = [r for r in self.records if r[0] <= at]

    def salts_at(self, at: int) -> list[int]:
        return [s for a, s in self.records if a == at]

    def to_json(self) -> list[list[int]]:
        return [[a, s] for a, s in self.records]

    @classmethod
    def from_json(cls, value: Any, moves: int) -> Reshuffles:
        """Records from a save; SaveFileError when they are not [[position, salt], ...]
        with positions in order and within the moves played."""
        if value is None:
            return cls()
        ok = isinstance(value, list) and all(
            isinstance(r, list) and len(r) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in r)
            and 0 <= r[0] <= moves and 0 <= r[1] < SALT_BOUND for r in value)
        if not ok or [r[0] for r in value] != sorted(r[0] for r in value):
            raise SaveFileError("corrupt save file: 'reshuffles' must list [position, salt] "
                                "pairs in order, each position within the moves played")
        return cls([(a, s) for a, s in value])


def replayable_redo(game: Game) -> list[str]:
    """The part of a redo list that still replays after a fair deal (what a save keeps: the
    rest would be dropped by the first redo anyway)."""
    from .timeline import play_forward  # timeline imports this module

    trial = game.clone()
    trial._redo_dealt = False
    kept = 0
    for move in reversed(game._redo):
        try:
            play_forward(trial, move)
        except IllegalMove:
            break
        kept += 1
    return game._redo[len(game._redo) - kept:]

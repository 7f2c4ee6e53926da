"""A guard against bot games that stop moving towards their end."""

from __future__ import annotations

from ..play import Move


class StallGuard:
    """Notices a game that has stopped moving towards its end, from the views a bot sees.

    Bots that only think for Jacks and lead them back can loop for ever: nothing draws from
    the deck, the only clock most games have. When the deck has not shrunk for `turns` turns,
    `pick` returns a move that draws (or None), and the bot plays it.
    """

    def __init__(self, turns: int = 8):
        self.turns = turns
        self.deck: int | None = None
        self.since = 0

    def stalled(self, turn: int, deck: int) -> bool:
        """Whether the deck (`deck` cards) has not shrunk for `turns` turns up to `turn`."""
        if self.deck is None or deck != self.deck or turn < self.since:
            self.deck, self.since = deck, turn
        return turn - self.since >= self.turns

    def pick(self, view: dict, moves: list[Move]) -> Move | None:
        return self.pick_at(view["turn"], view["deck"], moves)

    def pick_at(self, turn: int, deck: int, moves: list[Move]) -> Move | None:
        if not self.stalled(turn, deck):
            return None
        for kind in ("refill", "one"):
            for m in moves:
                if m.verb == "think" and m.data and m.data[0] == kind:
                    return m
        return None

"""Catacomb: completing it ends the game at once (003:393; 000:749; 004:503)."""

from __future__ import annotations

from ..powers import Power, power
from ..scoring import end_game


class Catacomb(Power):
    """Every edition: the completing player gains the Influence, then nobody acts again."""

    name = "Catacomb"

    def on_complete(self, state, seat, building):
        # complete() asks every active power; only this Catacomb's own completion counts.
        # A Prison that steals a Catacomb completes it again for the thief.
        if state.deck.name[building.foundation] == self.name:
            end_game(state, f"{state.players[seat].name} completed a Catacomb",
                     code="catacomb")


power(Catacomb)

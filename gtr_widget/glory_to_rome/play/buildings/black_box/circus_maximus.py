"""Circus Maximus, second edition: clients of the role you lead or follow act twice
(003:405; 004:515). The first-edition version (lead any card) is in first_*.py."""

from __future__ import annotations

from ...powers import Power, power
from ...stack import Actions


class CircusMaximus(Power):
    """Only when the seat itself led or followed this turn: a thinker gets the plain count
    (BB-CircusMaximus-1, 003:407)."""

    name = "Circus Maximus"
    editions = ("republic", "imperium")

    def client_multiplier(self, state, seat):
        return 2 if state.players[seat].played > 0 else 1

    def on_complete(self, state, seat, building):
        """Completed part-way through the seat's block: clients that already acted do not
        act again, unless `circus_maximus_acted="again"` (rulings: Circus Maximus)."""
        if state.deck.name[building.foundation] != self.name or \
                state.rules.circus_maximus_acted != "once":
            return
        p = state.players[seat]
        block = next((f for f in reversed(state.stack) if isinstance(f, Actions)
                      and f.seat == seat and f.left is None), None)
        if block is not None and p.played > 0 and block.role == state.role:
            # the block's first actions are the cards played; later ones were clients'
            block.clients_acted = max(0, p.used - p.played)


power(CircusMaximus)

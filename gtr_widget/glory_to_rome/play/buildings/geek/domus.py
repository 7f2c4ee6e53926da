"""Domus (Geek, 003:680-684): on completing it, one Patron action at once; a client hired by
it whose role is this turn's role may act this turn (BB-Geek-Domus-1: a Craftsman hired during
a Craftsman block adds one Craftsman action)."""

from __future__ import annotations

from ...powers import Power, power
from ...stack import Actions
from . import EDITIONS

MARK = "domus"  # on the Domus's own Patron action: a client it hires may act at once


class Domus(Power):
    name = "Domus"
    editions = EDITIONS

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name:
            return
        state.say(seat, "note", "{text}",
                  text=f"{state.players[seat].name} may take a Patron action (Domus)")
        state.stack.append(Actions(seat, "Patron", left=1, marks={MARK: True}))

    def on_hire(self, state, seat, card):
        hiring = next((f for f in reversed(state.stack)
                       if isinstance(f, Actions) and f.seat == seat), None)
        role = state.deck.role[card]
        if hiring is None or not hiring.mark(MARK) or role != state.role:
            return
        state.say(seat, "note", "{text}",
                  text=f"{state.players[seat].name}'s new {role} client may act now (Domus)")
        state.stack.append(Actions(seat, role, left=1, client_card=card))  # it is the one acting


power(Domus)

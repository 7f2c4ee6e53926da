"""Storeroom (first edition): once, on completing it, up to one Laborer action per point of
Influence you then have, its own included (000:703). The second-edition Storeroom (clients
as Laborers) differs."""

from __future__ import annotations

from ..powers import Power, power


@power
class FirstStoreroom(Power):
    name = "Storeroom"
    editions = ("first",)

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name:
            return
        p = state.players[seat]
        n = p.influence
        state.say(seat, f"{p.name} may take {n} Laborer actions (Storeroom)")
        state.stack.append({"kind": "actions", "seat": seat, "role": "Laborer", "left": n})

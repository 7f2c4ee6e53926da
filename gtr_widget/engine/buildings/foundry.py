"""Foundry (second edition): once, on completing it, one Laborer action per point of
Influence, its own included (003:463; 004:557). The first-edition Foundry differs."""

from __future__ import annotations

from ..powers import Power, power
from .amphitheatre import push_burst


@power
class Foundry(Power):
    name = "Foundry"
    editions = ("republic", "imperium")

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] == self.name:
            push_burst(state, seat, "Laborer", state.players[seat].influence, self.name)

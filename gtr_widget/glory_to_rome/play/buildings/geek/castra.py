"""Castra (Geek, 003:686-690): losing one or more hand cards to opponents' demands earns one
Think action once every Legionary action of the turn is done (BB-Geek-Castra-1). The think is
slipped in just above the turn's end, so it comes after the last demand and before the
end-of-turn powers; losing several cards still gives one think."""

from __future__ import annotations

from ...powers import Power, power
from ...stack import EndTurn, Think
from . import EDITIONS


class Castra(Power):
    name = "Castra"
    editions = EDITIONS

    def lost_to_demand(self, state, victim, attacker):
        stack = state.stack
        if any(isinstance(f, Think) and f.source == self.name and f.seat == victim
               for f in stack):
            return  # one think however many cards were lost (003:688 "Think once")
        ends = [i for i, f in enumerate(stack) if isinstance(f, EndTurn)]
        at = ends[-1] + 1 if ends else len(stack)
        stack.insert(at, Think(victim, optional=True, source=self.name))
        state.say(victim, "grant", "{who} may think once the demands are over (Castra)",
                  data={"role": "Thinker", "count": 1, "source": self.name})


power(Castra)

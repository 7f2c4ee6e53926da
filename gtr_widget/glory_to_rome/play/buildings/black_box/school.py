"""School (second edition): once, on completing it, one Thinker action per point of
Influence, its own included (003:549; 004:641). The first-edition School differs."""

from __future__ import annotations

from ...powers import Power, influence, power
from ...roles.thinker import push_think


class School(Power):
    name = "School"
    editions = ("republic", "imperium")

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name:
            return
        n = influence(state, seat)
        state.say(seat, "grant", "{who} may think {n} times (School)", n=n,
                  data={"role": "Thinker", "count": n, "source": "School"})
        push_think(state, seat, times=n)


power(School)

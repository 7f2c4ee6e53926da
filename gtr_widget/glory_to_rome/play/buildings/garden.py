"""Garden: on completion, one Patron action per point of Influence (003:475-477; 000:794)."""

from __future__ import annotations

from ..powers import Power, influence, power
from ..stack import Actions


class Garden(Power):
    """Every edition. The burst is a fixed block of Patron actions (each may be passed);
    new clients wait for the next turn unless a Bath lets them act (003:377-379), which the
    Bath does through its own on_hire hook."""

    name = "Garden"

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name:
            return
        n = influence(state, seat)  # the Garden's own Influence included
        state.stack.append(Actions(seat, "Patron", left=n, source="Garden"))
        state.say(seat, "grant", "{who} may take {n} Patron actions (Garden)", n=n,
                  data={"role": "Patron", "count": n, "source": "Garden"})


power(Garden)

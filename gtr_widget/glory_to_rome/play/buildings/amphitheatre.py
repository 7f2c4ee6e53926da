"""Amphitheatre: once, on completing it, one Craftsman action per point of Influence, its own
included; unused actions are lost (003:333; 004:443; 000:658). Every edition."""

from __future__ import annotations

from ..powers import Power, influence, power
from ..stack import Actions


def push_burst(state, seat: int, role: str, n: int, source: str) -> None:
    """A fixed block of `n` optional actions of `role`, taken now (on top of the stack)."""
    state.say(seat, "grant", "{who} may take {n} {role} action{s} ({source})", n=n, role=role,
              s="s" if n != 1 else "", source=source,
              data={"role": role, "count": n, "source": source})
    state.stack.append(Actions(seat, role, left=n, source=source))


class CompletionBurst(Power):
    """Once, on completing this building, one `role` action per point of Influence, its own
    included (the Amphitheatre; the second-edition Foundry; the first-edition Storeroom)."""

    role = ""

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] == self.name:
            push_burst(state, seat, self.role, influence(state, seat), self.name)


class Amphitheatre(CompletionBurst):
    name, role = "Amphitheatre", "Craftsman"


power(Amphitheatre)

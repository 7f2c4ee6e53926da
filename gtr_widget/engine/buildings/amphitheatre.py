"""Amphitheatre: once, on completing it, one Craftsman action per point of Influence, its own
included; unused actions are lost (003:333; 004:443; 000:658). Every edition."""

from __future__ import annotations

from ..powers import Power, power


def push_burst(state, seat: int, role: str, n: int, source: str) -> None:
    """A fixed block of `n` optional actions of `role`, taken now (on top of the stack)."""
    state.say(seat, f"{state.players[seat].name} may take {n} {role} action"
                    f"{'s' if n != 1 else ''} ({source})")
    state.stack.append({"kind": "actions", "seat": seat, "role": role, "left": n})


@power
class Amphitheatre(Power):
    name = "Amphitheatre"

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] == self.name:
            push_burst(state, seat, "Craftsman", state.players[seat].influence, self.name)

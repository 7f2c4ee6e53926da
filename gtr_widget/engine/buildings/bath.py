"""Bath (second edition): whenever you hire a client you may at once take one action of its
role, finished before the next hire (003:373; 004:487). Garden hires count too (003:377-379).
Influence gained by that action counts for later Patron actions; the limits are live.
The first-edition Bath differs (first_bath.py)."""

from __future__ import annotations

from ..powers import Power, power


@power
class Bath(Power):
    name = "Bath"
    editions = ("republic", "imperium")

    def on_hire(self, state, seat, card):
        role = state.deck.role[card]
        state.say(seat, f"{state.players[seat].name} may take a {role} action at once (Bath)")
        state.stack.append({"kind": "actions", "seat": seat, "role": role, "left": 1})

"""Watermill (Geek, 003:702-706): if you led or followed Laborer, your Architect clients may
act once your own Laborer actions are done, before the next player's (BB-Geek-Watermill-1).
Each acts once: a Circus Maximus doubles only clients of the role led or followed (003:405).
Every action of the burst is a client's (`clients`: a Triclinium may vault it)."""

from __future__ import annotations

from ...powers import Power, hooks, power
from ...stack import Actions
from . import EDITIONS


def _architects(state, seat: int) -> int:
    """Architect clients able to act this turn (a new client waits a turn, 003:191)."""
    p = state.players[seat]
    roles = state.deck.role
    widen = hooks(state, seat, "client_counts_as")
    return sum(1 for c in p.clientele if c not in p.hired and (roles[c] == "Architect" or any(
        pw.client_counts_as(state, seat, roles[c], "Architect") for pw in widen)))


class Watermill(Power):
    name = "Watermill"
    editions = EDITIONS

    def after_actions(self, state, seat):
        p = state.players[seat]
        if state.role != "Laborer" or not p.played or state.over:
            return  # a thinker gets no Watermill (003:704 "lead or follow")
        n = _architects(state, seat)
        if n:
            state.say(seat, "note", "{text}",
                      text=f"{p.name} may take {n} Architect actions (Watermill)")
            state.stack.append(Actions(seat, "Architect", left=n, clients=True))


power(Watermill)

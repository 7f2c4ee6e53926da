"""Plebian Council (Geek, 003:756-763): once complete, you win at once while all players
together hold more Laborer clients than Legionary clients and you alone hold the most Laborer
clients. Checked after every move, like the Forum. A client that counts as a Laborer (a
Storeroom) counts as a Laborer and as its own role here (A-43, as the example counts)."""

from __future__ import annotations

from ...powers import Power, hooks, power
from . import EDITIONS


def _count(state, seat: int, role: str) -> int:
    widen = hooks(state, seat, "client_counts_as")
    n = 0
    for c in state.players[seat].clientele:
        r = state.deck.role[c]
        if r == role or any(pw.client_counts_as(state, seat, r, role) for pw in widen):
            n += 1
    return n


class PlebianCouncil(Power):
    name = "Plebian Council"
    editions = EDITIONS

    def wins(self, state, seat):
        laborers = [_count(state, q, "Laborer") for q in range(state.n)]
        legionaries = sum(_count(state, q, "Legionary") for q in range(state.n))
        mine = laborers[seat]
        others = max(n for q, n in enumerate(laborers) if q != seat)
        if sum(laborers) > legionaries and mine > others:
            return (f"{state.players[seat].name} wins with the Plebian Council: "
                    f"{sum(laborers)} Laborer clients to {legionaries} Legionary, and the most "
                    "Laborers (003:758-761)")
        return None


power(PlebianCouncil)

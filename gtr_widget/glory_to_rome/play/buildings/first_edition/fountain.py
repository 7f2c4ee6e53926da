"""Fountain (first edition, a Stone building): every client also counts as a Craftsman
client, besides its own role; Craftsman clients are not doubled (000:780). A client still
gives at most one action a turn (A-14). With a Forum, a client may count as a Craftsman
instead of its own role, never as both (000:886-888): the Forum asks `client_counts_as`.
The second-edition (Marble) Fountain differs."""

from __future__ import annotations

from ...powers import Power, power


class FirstFountain(Power):
    name = "Fountain"
    editions = ("first",)

    def client_counts_as(self, state, seat, client_role, role):
        return role == "Craftsman"


power(FirstFountain)

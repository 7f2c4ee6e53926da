"""Storeroom (second edition): every client may act as a Laborer instead of its own role
(003:595; 004:687). A client still gives one action per turn at most (A-14)."""

from __future__ import annotations

from ...powers import Power, power


class Storeroom(Power):
    name = "Storeroom"
    editions = ("republic", "imperium")

    def client_counts_as(self, state, seat, client_role, role):
        return role == "Laborer"


power(Storeroom)

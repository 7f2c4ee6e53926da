"""Ludus Magna: each Merchant client counts as a client of every role (003:505; 000:900)."""

from __future__ import annotations

from ..powers import Power, power


class LudusMagna(Power):
    """Every edition. For actions a client still gives one action per turn (A-14); for a
    Forum it counts as exactly one role (003:449-451), which the Forum's matching decides."""

    name = "Ludus Magna"

    def client_counts_as(self, state, seat, client_role, role):
        return client_role == "Merchant"


power(LudusMagna)

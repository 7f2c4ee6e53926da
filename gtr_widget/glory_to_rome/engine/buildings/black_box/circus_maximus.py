"""Circus Maximus, second edition: clients of the role you lead or follow act twice
(003:405; 004:515). The first-edition version (lead any card) is in first_*.py."""

from __future__ import annotations

from ...powers import Power, power


@power
class CircusMaximus(Power):
    """Only when the seat itself led or followed this turn: a thinker gets the plain count
    (BB-CircusMaximus-1, 003:407)."""

    name = "Circus Maximus"
    editions = ("republic", "imperium")

    def client_multiplier(self, state, seat):
        return 2 if state.players[seat].played > 0 else 1

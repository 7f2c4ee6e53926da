"""Bridge (second edition): demands reach Palisade owners (not Wall owners), every opponent
in a 4- or 5-player game, and each victim also gives a matching material from the stockpile
(003:383-385; 004:493-495). With 2 or 3 players the neighbours are everyone already (A-36)."""

from __future__ import annotations

from ...powers import Power, power


class Bridge(Power):
    name = "Bridge"
    editions = ("republic", "imperium")

    def bypasses_palisade(self, state, seat):
        return True

    def demand_reach(self, state, seat):
        return state.n >= 4

    def gives_from_stockpile(self, state, attacker):
        return True


power(Bridge)

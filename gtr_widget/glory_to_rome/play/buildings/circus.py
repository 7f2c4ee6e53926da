"""Circus (Imperium and first edition): two Order cards of one role may be played as a Jack
(003:399; 004:509; 000:498). In Imperium this lowers the petition from 3 to 2 cards; the first
edition has no petition, so the Circus brings it in with 2."""

from __future__ import annotations

from ..powers import Power, power


class Circus(Power):
    name = "Circus"
    editions = ("imperium", "first")

    def petition_size(self, state, seat, size):
        return 2 if size is None else min(size, 2)


power(Circus)

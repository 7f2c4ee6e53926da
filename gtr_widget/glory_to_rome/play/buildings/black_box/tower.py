"""Tower (second edition): Rubble counts toward any structure, and a foundation goes on an
out-of-town Site with one action instead of two (003:607; 004:699)."""

from __future__ import annotations

from ...powers import Power, power


class Tower(Power):
    name = "Tower"
    editions = ("republic", "imperium")

    def material_fits(self, state, seat, building, material):
        return material == "Rubble"

    def out_of_town_cost(self, state, seat, cost):
        return min(cost, 1)


power(Tower)

"""Tower (first edition): Rubble may go into any structure, and any foundation may be laid
on a Rubble Site while one is left; it still needs its own value in materials and gives the
Site's 1 Influence (000:715; A-28, A-52). The second-edition Tower differs (out of town)."""

from __future__ import annotations

from ...powers import Power, power


class FirstTower(Power):
    name = "Tower"
    editions = ("first",)

    def material_fits(self, state, seat, building, material):
        return material == "Rubble"

    def site_materials(self, state, seat, card):
        return {"Rubble"}


power(FirstTower)

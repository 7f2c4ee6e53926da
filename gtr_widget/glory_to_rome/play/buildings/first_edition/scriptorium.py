"""Scriptorium (first edition, a Marble building): any foundation may be laid on any
available Site; a building on a Site of another material may be completed with material of
either the Site or the foundation; it needs the foundation's value in materials and gives
the Site's Influence (000:924; A-28). The second-edition Scriptorium (one Marble completes
any building) differs."""

from __future__ import annotations

from ...cards import MATERIALS
from ...powers import Power, power


class FirstScriptorium(Power):
    name = "Scriptorium"
    editions = ("first",)

    def site_materials(self, state, seat, card):
        return set(MATERIALS)

    def material_fits(self, state, seat, building, material):
        return material == building.site


power(FirstScriptorium)

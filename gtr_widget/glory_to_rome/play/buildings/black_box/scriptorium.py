"""Scriptorium, second edition: one Marble added by a Craftsman or Architect completes any
of your structures (003:555; 004:647). The first-edition Scriptorium is in first_*.py."""

from __future__ import annotations

from ...powers import Power, power

_BUILDERS = ("Craftsman", "Architect")


class Scriptorium(Power):
    """Marble may go into any structure, and it completes it outright, whatever is already
    there (A-30; BB-Scriptorium-1: a Wall with no materials, 003:557)."""

    name = "Scriptorium"
    editions = ("republic", "imperium")

    def material_fits(self, state, seat, building, material):
        return material == "Marble"

    def completes_on_add(self, state, seat, building, material, role):
        return material == "Marble" and role in _BUILDERS


power(Scriptorium)

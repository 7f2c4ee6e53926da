"""Stairway (first edition), as its text reads (000:938; A-38): whenever an Architect action
adds a material to one of your foundations, that building is completed. Active at once.

The 1E example (000:942) shows the 2007 function instead (making an opponent's building
public); docs/rulings.md records why the text wins here."""

from __future__ import annotations

from ...powers import Power, power


class FirstStairway(Power):
    name = "Stairway"
    editions = ("first",)

    def completes_on_add(self, state, seat, building, material, role):
        return role == "Architect"


power(FirstStairway)

"""Road: any material may go into a Stone structure (003:541-543; 000:480)."""

from __future__ import annotations

from ..powers import Power, power


class Road(Power):
    name = "Road"

    def material_fits(self, state, seat, building, material):
        return state.deck.material[building.foundation] == "Stone"


power(Road)

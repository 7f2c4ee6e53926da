"""Statue (first edition): its foundation may go on any Site; it is completed with three
materials, each matching the Site or Marble; it gives the Site's Influence; a completed
Statue is worth 3 VP more (000:948-950; A-23, A-28). The second-edition Statue needs as many
materials as the Site's value instead of three."""

from __future__ import annotations

from ...cards import MATERIALS
from ...powers import Power, power


class FirstStatue(Power):
    name = "Statue"
    editions = ("first",)

    # Rules the Statue sets for itself, in hand and as a foundation (own_* hooks).
    def own_site_materials(self, state, seat, card):
        return set(MATERIALS)

    def own_material_fits(self, state, seat, building, material):
        return material == building.site  # Marble, its own material, always fits

    def own_materials_needed(self, state, seat, building, needed):
        return 3  # "any combination of three" (000:948), whatever the Site

    def score_bonus(self, state, seat):
        """+3 VP for a completed Statue only, even with a Gate (A-23)."""
        names = state.deck.name
        done = any(b.complete and names[b.foundation] == self.name
                   for b in state.players[seat].buildings)
        return 3 if done else 0


power(FirstStatue)

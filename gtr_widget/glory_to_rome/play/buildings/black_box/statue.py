"""Statue, second edition: any Site; Site material or Marble; as many materials as the Site's
value; +3 VP if complete (003:589; 004:681). The first-edition Statue is in first_*.py."""

from __future__ import annotations

from ...cards import MATERIALS, VALUE
from ...powers import Power, power


class Statue(Power):
    """The Site rules are the Statue's own (asked even in hand or as a foundation); the
    Influence is the Site's value, since completion adds the Site (A-28)."""

    name = "Statue"
    editions = ("republic", "imperium")

    def own_site_materials(self, state, seat, card):
        return set(MATERIALS)

    def own_material_fits(self, state, seat, building, material):
        return material in (building.site, "Marble")

    def own_materials_needed(self, state, seat, building, needed):
        return VALUE[building.site]

    def score_bonus(self, state, seat):
        # "if your Statue has been completed" (003:589): a Gate-active foundation does not
        # score, nor does an opponent's Statue made public by a Stairway.
        names = state.deck.name
        done = any(b.complete and names[b.foundation] == self.name
                   for b in state.players[seat].buildings)
        return 3 if done else 0


power(Statue)

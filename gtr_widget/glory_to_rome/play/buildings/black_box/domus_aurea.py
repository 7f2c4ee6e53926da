"""Domus Aurea (Republic): a Legionary action may also tear down a victim's empty foundation of
the demanded material: the card to your Stockpile, its Site to your Influence (003:433)."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import power
from ...reasons import refuse
from .._victims import PerVictim


class DomusAurea(PerVictim):
    """Victims are the players the demand reached (Palisade and Wall protect); per victim at
    most one building per demanded card (A-20). The example's "Foundation card into your
    Influence" (003:435) is read as the Site, as the rule says (A-20)."""

    name = "Domus Aurea"
    editions = ("republic",)
    verb = "domus_aurea"

    def takings(self, state, frame, v, why=None):
        deck = state.deck
        victim = state.players[v]
        out = []
        for b in victim.buildings:
            mat = deck.material[b.foundation]
            cannot = ("only an empty foundation, not a completed structure (003:433)"
                      if b.complete else
                      "only an empty foundation, with no materials yet (003:433)" if b.materials
                      else None if mat in frame.data.mats else
                      "only a foundation of a material still demanded, one per demand "
                      "(003:433; rulings A-20)")
            if cannot is not None and why is None:
                continue
            move = Move("domus_aurea", f"domus aurea: tear down {victim.name}'s "
                                       f"{deck.name[b.foundation]}",
                        (b.foundation,), target=v, data=(mat,), target_kind="seat")
            if cannot is None:
                out.append(move)
            else:
                refuse(why, move, cannot)
        return out

    def take(self, state, seat, victim, card):
        p = state.players[seat]
        b = next(x for x in victim.buildings if x.foundation == card)
        victim.buildings.remove(b)
        p.stockpile.append(b.foundation)
        p.influence_sites.append(b.site)
        state.buildings_changed()
        state.say(seat, "tear_down", "{who} tears down {victim}'s {0}: the card goes to the "
                  "stockpile, the {site} Site to Influence ({influence}) (Domus Aurea)",
                  b.foundation, victim=victim.name, site=b.site, influence=p.influence,
                  data={"victim": state.players.index(victim), "site": b.site})

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame.seat].name}: Domus Aurea — tear down one of "
                f"{state.players[frame.data.victim].name}'s empty foundations?")


power(DomusAurea)

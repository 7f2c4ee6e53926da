"""Domus Aurea (Republic): a Legionary action may also tear down a victim's empty foundation of
the demanded material: the card to your Stockpile, its Site to your Influence (003:433)."""

from __future__ import annotations

from ..moves import Move
from ..powers import Power, power


@power
class DomusAurea(Power):
    """Victims are the players the demand reached (Palisade and Wall protect); per victim at
    most one building per demanded card (A-20). The example's "Foundation card into your
    Influence" (003:435) is read as the Site, as the rule says (A-20)."""

    name = "Domus Aurea"
    editions = ("republic",)

    def after_demand(self, state, seat, materials, victims):
        for v in reversed(victims):
            state.stack.append({"kind": "power", "power": self.name, "seat": seat,
                                "victim": v, "mats": list(materials)})

    def frame_moves(self, state, frame):
        v = frame["victim"]
        deck = state.deck
        victim = state.players[v]
        out = []
        for b in victim.buildings:
            mat = deck.material[b.foundation]
            if not b.complete and not b.materials and mat in frame["mats"]:
                out.append(Move("domus_aurea", f"domus aurea: tear down {victim.name}'s "
                                               f"{deck.name[b.foundation]}",
                                (b.foundation,), target=v, data=(mat,)))
        if out:
            out.append(Move("domus_aurea", f"domus aurea: spare {victim.name}",
                            data=("spare",)))
        return out

    def frame_apply(self, state, frame, move):
        if move.data == ("spare",):
            state.stack.pop()
            return
        mats = list(frame["mats"])
        mats.remove(move.data[0])
        frame["mats"] = mats  # a new list: frames are copied shallowly
        p = state.players[frame["seat"]]
        victim = state.players[move.target]
        b = next(x for x in victim.buildings if x.foundation == move.cards[0])
        victim.buildings.remove(b)
        p.stockpile.append(b.foundation)
        p.influence_sites.append(b.site)
        state.buildings_changed()
        state.say(frame["seat"], f"{p.name} tears down {victim.name}'s "
                                 f"{state.deck.name[b.foundation]}: the card goes to the "
                                 f"stockpile, the {b.site} Site to Influence "
                                 f"({p.influence}) (Domus Aurea)")

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame['seat']].name}: Domus Aurea — tear down one of "
                f"{state.players[frame['victim']].name}'s empty foundations?")

"""Solarium (Geek, 003:708-712): when an Architect action completes one of your buildings, you
may move one material from under it into your Stockpile; the building stays complete. The
Solarium's own completion by an Architect counts (its power is live once it is complete)."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, find_building, power
from ...stack import PowerData, PowerFrame, card_field
from .._data import power_data
from . import EDITIONS

KEEP = Move("solarium", "solarium: keep", data=("keep",))


@power_data
class Completed(PowerData):
    """The building an Architect action just completed."""

    building: int = card_field()


class Solarium(Power):
    name = "Solarium"
    editions = EDITIONS
    frame_data = Completed

    def completed_with(self, state, seat, building, role):
        if role != "Architect" or not building.materials:
            return  # a Craftsman's completion gives nothing back (003:710 "Architect action")
        state.stack.append(PowerFrame(seat, self.name, Completed(building.foundation)))

    def _building(self, state, frame):
        return find_building(state, frame.seat, frame.data.building)

    def frame_moves(self, state, frame, why=None):
        b = self._building(state, frame)
        if b is None or not b.materials:
            return []
        name = state.deck.name[b.foundation]
        by_material: dict[str, int] = {}
        for c in b.materials:  # materials alike are alike: one move per material
            by_material.setdefault(state.deck.material[c], c)
        return [Move("solarium", f"solarium: {m} from {name} to stockpile", (c,))
                for m, c in by_material.items()] + [KEEP]

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        if move.data == ("keep",):
            return
        p = state.players[frame.seat]
        b = self._building(state, frame)
        c = move.cards[0]
        b.materials.remove(c)
        p.stockpile.append(c)
        state.say(frame.seat, "note", "{text}",
                  text=f"{p.name} moves {state.deck.name[c]} "
                                 f"({state.deck.material[c]}) from the "
                                 f"{state.deck.name[b.foundation]} to the stockpile (Solarium)")

    def frame_prompt(self, state, frame):
        b = self._building(state, frame)
        where = state.deck.name[b.foundation] if b is not None else "the building"
        return (f"{state.players[frame.seat].name}: Solarium — move one material from "
                f"the {where} to your stockpile, or keep")


power(Solarium)

"""Castra Praetoria (Geek, 003:692-700). On completing it, any or all of its materials may
become clients, within the clientele limit (A-47); like hired clients they act from the next
turn (003:191). While you own it, a Legionary demand may show your incomplete buildings as
well as hand cards: each counts as its foundation's material (A-47), once per turn, and stays
where it is. Hand cards are shown before buildings of the same material."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, find_building, power
from ...reasons import article, refuse
from ...roles.patron_laborer import clientele_full
from ...stack import PowerData, PowerFrame, card_field
from .._data import power_data
from . import EDITIONS

DONE = Move("castra praetoria", "castra praetoria: done", data=("done",))


@power_data
class Materials(PowerData):
    """The completed Castra Praetoria whose materials may become clients."""

    building: int = card_field()


class CastraPraetoria(Power):
    name = "Castra Praetoria"
    editions = EDITIONS
    frame_data = Materials

    def demand_shows(self, state, seat):
        return [b.foundation for b in state.players[seat].buildings if not b.complete]

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name or not building.materials:
            return
        state.stack.append(PowerFrame(seat, self.name, Materials(building.foundation)))

    def frame_moves(self, state, frame, why=None):
        seat = frame.seat
        b = find_building(state, seat, frame.data.building)
        if b is None or not b.materials:
            return []
        by_material: dict[str, int] = {}
        for c in b.materials:
            by_material.setdefault(state.deck.material[c], c)
        moves = [Move("castra praetoria", f"castra praetoria: {m} as {state.deck.role[c]} "
                      "client", (c,)) for m, c in by_material.items()]
        full = clientele_full(state, seat, "003:183; rulings A-47")
        if full:
            for m in moves:
                refuse(why, m, full)
            return [DONE]
        return moves + [DONE]

    def frame_apply(self, state, frame, move):
        seat = frame.seat
        if move.data == ("done",):
            state.stack.pop()
            return
        p = state.players[seat]
        b = find_building(state, seat, frame.data.building)
        c = move.cards[0]
        b.materials.remove(c)
        p.clientele.append(c)
        p.hired.append(c)
        state.say(seat, "note", "{text}",
                  text=f"{p.name} takes {state.deck.name[c]} ({state.deck.material[c]}) from "
                        f"the Castra Praetoria as {article(state.deck.role[c])} client")

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame.seat].name}: Castra Praetoria — make its materials "
                "clients, or done")


power(CastraPraetoria)

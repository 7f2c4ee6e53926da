"""Sewer, second edition: at the end of the turn, the Order cards you led or followed with may
go into your Stockpile instead of the Pool (003:567; 004:661). The first-edition text is the
first-edition engineer's (A-39)."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...reasons import refuse
from ...stack import PowerFrame
from ...zones import distinct


class Sewer(Power):
    """Every card played to lead or follow counts, petition and Palace cards included; Jacks
    never do (A-27). The owner picks which cards go (003:567 "may"), one at a time or all."""

    name = "Sewer"
    editions = ("republic", "imperium")

    def end_of_turn(self, state, seat):
        if any(not state.deck.is_jack(c) for c in state.players[seat].camp):
            state.stack.append(PowerFrame(seat, self.name))

    def frame_moves(self, state, frame, why=None):
        camp = state.players[frame.seat].camp
        cards = distinct(state, camp)
        if not cards:
            return []
        out = [Move("sewer", f"sewer: {name} to stockpile", (c,))
               for name, c in cards.items()]
        if why is not None:
            for c in camp:
                if state.deck.is_jack(c):
                    refuse(why, Move("sewer", "sewer: Jack to stockpile", (c,)),
                           "played Jacks go back to their pile, never to the stockpile "
                           "(003:567; rulings A-27)")
        orders = tuple(c for c in camp if not state.deck.is_jack(c))
        if len(orders) > 1:
            out.append(Move("sewer", "sewer: all to stockpile", orders))
        return out + [Move("sewer", "sewer: done", data=("done",))]

    def frame_apply(self, state, frame, move):
        p = state.players[frame.seat]
        if move.data == ("done",):
            state.stack.pop()
            return
        for c in move.cards:
            p.camp.remove(c)
            p.stockpile.append(c)
            state.say(frame.seat, "stockpile", "{who} puts {0:m} into the stockpile (Sewer)",
                      c, data={"source": "Sewer", "zone": "camp"})

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame.seat].name}: Sewer — move played cards to your "
                "stockpile, or done")


power(Sewer)

"""Latrine: just before a Thinker action, discard one Order card from hand to the Pool
(003:499; 004:593; 000:470). The same in every edition."""

from __future__ import annotations

from ....core.moves import Move
from ..powers import Power, power
from ..turn import think_instead
from ..zones import distinct


@power
class Latrine(Power):
    name = "Latrine"
    verbs = ("latrine",)

    def think_moves(self, state, seat):
        hand = state.players[seat].hand
        return [Move("latrine", f"latrine: discard {name}, then think", (c,))
                for name, c in distinct(state, hand).items()]

    def apply(self, state, frame, move):
        p = state.players[frame["seat"]]
        card = move.cards[0]
        p.hand.remove(card)
        state.pool.append(card)
        state.say(frame["seat"], f"{p.name} discards {state.deck.name[card]} to the Pool "
                                 "(Latrine)")
        think_instead(state, frame)

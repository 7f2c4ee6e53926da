"""Latrine: just before a Thinker action, discard one Order card from hand to the Pool
(003:499; 004:593; 000:470). The same in every edition."""

from __future__ import annotations

from ....core.moves import Move
from ..hand_offers import hand_cards
from ..powers import Power, power
from ..turn import think_instead


class Latrine(Power):
    name = "Latrine"
    verbs = ("latrine",)
    without = "you think without discarding (003:137-143)"

    def think_moves(self, state, seat, why=None):
        return hand_cards(state, seat, why, lambda name, c: Move(
            "latrine", f"latrine: discard {name}, then think", (c,)),
            "the Latrine discards an Order card, never a Jack (003:499)", "latrine")

    def apply(self, state, frame, move):
        p = state.players[frame.seat]
        card = move.cards[0]
        p.hand.remove(card)
        state.pool.append(card)
        state.say(frame.seat, "discard", "{who} discards {0} to the Pool (Latrine)", card,
                  data={"source": "Latrine"})
        think_instead(state, frame)


power(Latrine)

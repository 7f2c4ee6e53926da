"""Sewer (first edition), as printed: just before a Thinker action you may discard every card
in your hand, Order cards to the Pool and Jacks to the Jack pile (000:836, 000:840). The text
is word for word the Vomitorium's (000:725) and is probably an error (A-39), but no errata
exists in the seeds: we implement what is printed (docs/rulings.md). The 2007 Sewer (played
role cards into your stockpile at end of turn) is a separate, second-edition power."""

from __future__ import annotations

from ..moves import Move
from ..powers import Power, power
from ..thinking import think_instead


@power
class FirstSewer(Power):
    name = "Sewer"
    editions = ("first",)
    verbs = ("first_sewer",)

    def think_moves(self, state, seat):
        hand = state.players[seat].hand
        if not hand:
            return []
        return [Move("first_sewer", "sewer: discard hand, then think", tuple(hand))]

    def apply(self, state, frame, move):
        seat = frame["seat"]
        p = state.players[seat]
        deck = state.deck
        orders = [c for c in p.hand if not deck.is_jack(c)]
        jacks = [c for c in p.hand if deck.is_jack(c)]
        state.pool.extend(orders)
        state.jacks.extend(jacks)
        p.hand = []
        shown = ", ".join(deck.name[c] for c in orders) or "no Order cards"
        state.say(seat, f"{p.name} discards the whole hand (Sewer): {shown} to the Pool, "
                        f"{len(jacks)} Jack{'s' if len(jacks) != 1 else ''} to the Jack pile")
        think_instead(state, frame)

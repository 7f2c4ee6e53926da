"""Vomitorium: just before a Thinker action, discard the whole hand: Order cards to the Pool,
Jacks to the Jack pile (003:625; 004:713; 000:725). The same in every edition. The
first-edition Sewer is printed with the same words (000:836) and reuses this class
(first_sewer.py)."""

from __future__ import annotations

from ....core.moves import Move
from ..events import slots
from ..powers import Power, power
from ..reasons import offer
from ..turn import think_instead


class Vomitorium(Power):
    """The move text and log name the building, so a subclass that only changes `name`,
    `editions` and `verbs` is the same power under another card."""

    name = "Vomitorium"
    verbs = ("vomitorium",)
    without = "you think without discarding (003:137-143)"
    cite = "003:625"

    def think_moves(self, state, seat, why=None):
        hand = state.players[seat].hand
        move = Move(self.verbs[0], f"{self.name.lower()}: discard hand, then think",
                    tuple(hand))
        return offer([move], None if hand else "your hand is empty: there is nothing to "
                     f"discard ({self.cite})", why)

    def apply(self, state, frame, move):
        seat = frame.seat
        p = state.players[seat]
        deck = state.deck
        orders = [c for c in p.hand if not deck.is_jack(c)]
        jacks = [c for c in p.hand if deck.is_jack(c)]
        state.pool.extend(orders)
        state.jacks.extend(jacks)
        p.hand = []
        shown = slots(len(orders)) or "no Order cards"
        state.say(seat, "discard", "{who} discards the whole hand ({source}): " + shown
                  + " to the Pool, {jacks} Jack{s} to the Jack pile", *orders, source=self.name,
                  jacks=len(jacks), s="s" if len(jacks) != 1 else "",
                  data={"source": self.name, "jacks": len(jacks)})
        think_instead(state, frame)


power(Vomitorium)

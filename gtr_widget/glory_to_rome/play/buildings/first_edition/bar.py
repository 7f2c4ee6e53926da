"""Bar (first edition): Patron actions come early, as you lead, follow or think, and a Patron
action may hire from your hand instead of the Pool (000:438-448). The second-edition Bar
(the deck's top card) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...hand_offers import hand_cards
from ...powers import power
from ...reasons import offer
from ...roles.patron_laborer import clientele_full, hire
from ._early import FromHand


class FirstBar(FromHand):
    name, role, verb, cite = "Bar", "Patron", "first_bar", "000:438"
    verbs = ("first_bar",)
    without = "a Patron takes clients from the Pool (000:179)"
    take = staticmethod(hire)

    def own_moves(self, state, seat, frame, why=None):
        full = clientele_full(state, seat, "000:183")
        if full is not None and why is None:
            return []
        moves = hand_cards(state, seat, why, lambda name, c: Move(
            self.verb, f"bar: hire {name} from hand", (c,), state.deck.role[c],
            data=("hire",)),
            "only an Order card in your hand can be hired, never a Jack (000:153, 000:448)",
            self.verb)
        return offer(moves, full, why)


power(FirstBar)

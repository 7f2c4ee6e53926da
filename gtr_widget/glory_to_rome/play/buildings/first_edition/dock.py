"""Dock (first edition): Laborer actions come early, as you lead, follow or think, and a
Laborer action may take a card from your hand instead of the Pool (000:508-516). The
second-edition Dock (an extra card from hand) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...hand_offers import hand_cards
from ...powers import power
from ...roles.patron_laborer import gather
from ._early import FromHand


class FirstDock(FromHand):
    name, role, verb, cite = "Dock", "Laborer", "first_dock", "000:508"
    verbs = ("first_dock",)
    without = "a Laborer takes from the Pool (000:205)"
    take = staticmethod(gather)

    def own_moves(self, state, seat, frame, why=None):
        return hand_cards(state, seat, why, lambda name, c: Move(
            self.verb, f"dock: {name} from hand", (c,), data=("take",)),
            "only an Order card in your hand can be a material, never a Jack (000:153, 000:516)",
            self.verb)


power(FirstDock)

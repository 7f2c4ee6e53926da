"""Dock (second edition): each Laborer action may also move one card from hand to your
stockpile, with or without a Pool material (003:425; 004:531). The first-edition Dock differs.
"""

from __future__ import annotations

from .....core.moves import Move
from ...hand_offers import hand_cards
from ...powers import Power, power
from ...reasons import offer
from ...roles.patron_laborer import gather
from .._extras import start_extra, used_now

KEY = "dock_at"


class Dock(Power):
    name = "Dock"
    editions = ("republic", "imperium")
    verbs = ("dock",)
    without = "a Laborer takes from the Pool only (003:197)"
    action_roles = ("Laborer",)

    def action_moves(self, state, seat, role, frame, why=None):
        blocked = "one card from hand per Laborer action (003:425)" if used_now(
            state, frame, KEY) else None
        if blocked is not None and why is None:
            return []
        moves = hand_cards(state, seat, why, lambda name, c: Move(
            "dock", f"dock: {name} from hand", (c,)),
            "only an Order card in your hand can become a material, never a Jack (003:425)", "dock")
        return offer(moves, blocked, why)

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        gather(state, frame.seat, move.cards[0], state.players[frame.seat].hand,
               "from hand (Dock)")


power(Dock)

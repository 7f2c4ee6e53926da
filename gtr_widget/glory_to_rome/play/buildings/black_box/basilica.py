"""Basilica, second edition: each Merchant action may also put one card from your hand into
the Vault, unseen by the others (003:367; 004:481). The first-edition Basilica (Vault x2)
is in first_capacity.py."""

from __future__ import annotations

from .....core.moves import Move
from ...hand_offers import hand_cards
from ...powers import Power, power
from ...reasons import offer
from ...roles.merchant import sell, vault_full
from .._extras import start_extra, used_now

_KEY = "basilica"


class Basilica(Power):
    """Once per Merchant action: with the Stockpile material (take that first) or as the
    whole action (003:367 "you do not need to move a Material from your Stockpile"). Jacks
    are never materials (003:131). The card is seen by its owner only (A-32)."""

    name = "Basilica"
    editions = ("republic", "imperium")
    verbs = ("basilica",)
    without = "a Merchant sells from your stockpile only (003:277)"
    action_roles = ("Merchant",)

    def action_moves(self, state, seat, role, frame, why=None):
        blocked = ("one hand card per Merchant action (003:367)" if used_now(state, frame, _KEY)
                   else vault_full(state, seat))
        if blocked is not None and why is None:
            return []
        moves = hand_cards(state, seat, why, lambda name, c: Move(
            "basilica", f"basilica: {name} from hand into the vault", (c,)),
            "a Jack never goes into the vault: it is no material (003:129)", "basilica")
        return offer(moves, blocked, why)

    def apply(self, state, frame, move):
        seat = frame.seat
        start_extra(state, frame, _KEY)
        sell(state, seat, move.cards[0], state.players[seat].hand, "owner",
             "from the hand (Basilica)")


power(Basilica)

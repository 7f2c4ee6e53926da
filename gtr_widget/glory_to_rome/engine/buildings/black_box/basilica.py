"""Basilica, second edition: each Merchant action may also put one card from your hand into
the Vault, unseen by the others (003:367; 004:481). The first-edition Basilica (Vault x2)
is in first_capacity.py."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...roles.merchant import has_vault_room, sell
from ...zones import distinct
from .._extras import start_extra, used_now

_KEY = "basilica"


@power
class Basilica(Power):
    """Once per Merchant action: with the Stockpile material (take that first) or as the
    whole action (003:367 "you do not need to move a Material from your Stockpile"). Jacks
    are never materials (003:131). The card is seen by its owner only (A-32)."""

    name = "Basilica"
    editions = ("republic", "imperium")
    verbs = ("basilica",)

    def action_moves(self, state, seat, role, frame):
        if role != "Merchant" or used_now(state, frame, _KEY):
            return []
        if not has_vault_room(state, seat):
            return []
        hand = distinct(state, state.players[seat].hand)
        return [Move("basilica", f"basilica: {name} from hand into the vault", (c,))
                for name, c in hand.items()]

    def apply(self, state, frame, move):
        seat = frame["seat"]
        start_extra(state, frame, _KEY)
        sell(state, seat, move.cards[0], state.players[seat].hand, "owner",
             "from the hand (Basilica)")

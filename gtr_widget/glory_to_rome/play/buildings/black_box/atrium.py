"""Atrium (second edition): a Merchant action may put the top card of the draw deck into your
Vault instead of a stockpile material, unseen by anyone, the owner included (003:355;
004:467; A-32). The first-edition Atrium (from hand) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...reasons import offer
from ...roles.merchant import sell, vault_full
from ...zones import end_if_deck_empty
from .._extras import start_extra

KEY = "atrium_at"
DRAW = Move("atrium", "atrium: top card of the deck into vault")
INSTEAD = ("the deck card is instead of the stockpile material: one card per Merchant "
           "action (003:355)")


class Atrium(Power):
    name = "Atrium"
    editions = ("republic", "imperium")
    verbs = ("atrium",)
    without = "a Merchant sells from your stockpile only (003:277)"
    action_roles = ("Merchant",)

    def action_moves(self, state, seat, role, frame, why=None):
        # "instead of" the stockpile material: it is the action itself, never an extra
        blocked = (INSTEAD if frame.open
                   else "the draw deck is empty (003:295)" if not state.draw
                   else vault_full(state, seat))
        return offer([DRAW], blocked, why)

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        sell(state, frame.seat, state.draw[-1], state.draw, None, "from the deck (Atrium)")
        end_if_deck_empty(state)


power(Atrium)

"""Atrium (second edition): a Merchant action may put the top card of the draw deck into your
Vault instead of a stockpile material, unseen by anyone, the owner included (003:355;
004:467; A-32). The first-edition Atrium (from hand) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...roles.merchant import has_vault_room, sell
from ...zones import end_if_deck_empty
from .._extras import start_extra

KEY = "atrium_at"
DRAW = Move("atrium", "atrium: top card of the deck into vault")


@power
class Atrium(Power):
    name = "Atrium"
    editions = ("republic", "imperium")
    verbs = ("atrium",)

    def action_moves(self, state, seat, role, frame):
        # "instead of" the stockpile material: it is the action itself, never an extra
        if role != "Merchant" or frame.get("open") or not state.draw:
            return []
        return [DRAW] if has_vault_room(state, seat) else []

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        sell(state, frame["seat"], state.draw[-1], state.draw, None, "from the deck (Atrium)")
        end_if_deck_empty(state)

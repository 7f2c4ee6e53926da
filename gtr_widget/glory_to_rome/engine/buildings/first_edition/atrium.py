"""Atrium (first edition): a Merchant action may put an Order card from your hand into your
Vault instead of a stockpile material, without showing it to the others (000:576-580; the
named exception of 000:271). The second-edition Atrium (from the deck) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...actions import start_action
from ...powers import Power, power
from ...roles.merchant import has_vault_room, sell
from ...zones import distinct


@power
class FirstAtrium(Power):
    name = "Atrium"
    editions = ("first",)
    verbs = ("first_atrium",)

    def action_moves(self, state, seat, role, frame):
        # "instead of your Stockpile": the whole action, never an extra to an open one
        if role != "Merchant" or frame.get("open") or not has_vault_room(state, seat):
            return []
        return [Move("first_atrium", f"atrium: {name} from hand into vault", (c,))
                for name, c in distinct(state, state.players[seat].hand).items()]

    def apply(self, state, frame, move):
        seat = frame["seat"]
        start_action(state, frame)
        # the owner saw it, the others did not (000:576): the log says only "a card"
        sell(state, seat, move.cards[0], state.players[seat].hand, "owner", "from hand")

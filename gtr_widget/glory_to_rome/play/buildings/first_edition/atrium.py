"""Atrium (first edition): a Merchant action may put an Order card from your hand into your
Vault instead of a stockpile material, without showing it to the others (000:576-580; the
named exception of 000:271). The second-edition Atrium (from the deck) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...actions import start_action
from ...hand_offers import hand_cards
from ...powers import Power, power
from ...reasons import offer
from ...roles.merchant import sell, vault_full


class FirstAtrium(Power):
    name = "Atrium"
    editions = ("first",)
    verbs = ("first_atrium",)
    without = "a Merchant sells from your stockpile (000:267)"
    action_roles = ("Merchant",)

    def action_moves(self, state, seat, role, frame, why=None):
        # "instead of your Stockpile": the whole action, never an extra to an open one
        blocked = ("the hand card is instead of the stockpile material: one card per Merchant "
                   "action (000:576)" if frame.open else vault_full(state, seat))
        if blocked is not None and why is None:
            return []
        moves = hand_cards(state, seat, why, lambda name, c: Move(
            "first_atrium", f"atrium: {name} from hand into vault", (c,)),
            "only an Order card in your hand can go into the Vault, never a Jack (000:153)",
            "first_atrium")
        return offer(moves, blocked, why)

    def apply(self, state, frame, move):
        seat = frame.seat
        start_action(state, frame)
        # the owner saw it, the others did not (000:576): the log says only "a card"
        sell(state, seat, move.cards[0], state.players[seat].hand, "owner", "from hand")


power(FirstAtrium)

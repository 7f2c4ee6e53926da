"""Aqueduct (second edition): maximum clientele doubled after every bonus, and each Patron
action may also hire one card from your hand, with or without a Pool client (003:339-343;
004:449-453). The first-edition Aqueduct (+4) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...hand_offers import hand_cards
from ...powers import Power, power
from ...reasons import offer
from ...roles.patron_laborer import clientele_full, hire
from .._extras import start_extra, used_now

KEY = "aqueduct_at"


class Aqueduct(Power):
    name = "Aqueduct"
    editions = ("republic", "imperium")
    verbs = ("aqueduct",)
    without = "a Patron hires from the Pool only (003:181)"
    action_roles = ("Patron",)

    def limit_factor(self, state, seat, kind):
        return 2 if kind == "clientele" else 1

    def action_moves(self, state, seat, role, frame, why=None):
        blocked = ("one client from hand per Patron action (003:343)"
                   if used_now(state, frame, KEY)
                   else clientele_full(state, seat, "003:339-343; rulings A-15"))
        if blocked is not None and why is None:
            return []
        moves = hand_cards(state, seat, why, lambda name, c: Move(
            "aqueduct", f"aqueduct: hire {name} from hand", (c,), state.deck.role[c]),
            "only an Order card in your hand can be hired, never a Jack (003:343)", "aqueduct")
        return offer(moves, blocked, why)

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        hire(state, frame.seat, move.cards[0], state.players[frame.seat].hand,
             "from hand (Aqueduct)")


power(Aqueduct)

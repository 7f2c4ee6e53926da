"""Aqueduct (second edition): maximum clientele doubled after every bonus, and each Patron
action may also hire one card from your hand, with or without a Pool client (003:339-343;
004:449-453). The first-edition Aqueduct (+4) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...roles.patron_laborer import has_client_room, hire
from ...zones import distinct
from .._extras import start_extra, used_now

KEY = "aqueduct_at"


@power
class Aqueduct(Power):
    name = "Aqueduct"
    editions = ("republic", "imperium")
    verbs = ("aqueduct",)

    def limit_factor(self, state, seat, kind):
        return 2 if kind == "clientele" else 1

    def action_moves(self, state, seat, role, frame):
        if role != "Patron" or used_now(state, frame, KEY) or not has_client_room(state, seat):
            return []
        return [Move("aqueduct", f"aqueduct: hire {name} from hand", (c,), state.deck.role[c])
                for name, c in distinct(state, state.players[seat].hand).items()]

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        hire(state, frame["seat"], move.cards[0], state.players[frame["seat"]].hand,
             "from hand (Aqueduct)")

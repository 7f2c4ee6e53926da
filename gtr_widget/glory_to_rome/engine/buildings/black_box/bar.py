"""Bar (second edition): each Patron action may also hire the top card of the draw deck, with
or without a Pool client; after the deck card that action can take no Pool client (A-17), and
the clientele limit holds (003:361; 004:473). The first-edition Bar differs."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...roles.patron_laborer import has_client_room, hire
from ...zones import end_if_deck_empty
from .._extras import start_extra, used_now

KEY = "bar_at"
DRAW = Move("bar", "bar: hire the top card of the deck")


@power
class Bar(Power):
    name = "Bar"
    editions = ("republic", "imperium")
    verbs = ("bar",)

    def action_moves(self, state, seat, role, frame):
        if (role != "Patron" or not state.draw or used_now(state, frame, KEY)
                or not has_client_room(state, seat)):
            return []
        return [DRAW]

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        hire(state, frame["seat"], state.draw[-1], state.draw, "from the deck (Bar)")
        end_if_deck_empty(state)

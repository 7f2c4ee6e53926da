"""Bar (second edition): each Patron action may also hire the top card of the draw deck, with
or without a Pool client; after the deck card that action can take no Pool client (A-17), and
the clientele limit holds (003:361; 004:473). The first-edition Bar differs."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...reasons import offer
from ...roles.patron_laborer import clientele_full, hire
from ...zones import end_if_deck_empty
from .._extras import start_extra, used_now

KEY = "bar_at"
DRAW = Move("bar", "bar: hire the top card of the deck")


class Bar(Power):
    name = "Bar"
    editions = ("republic", "imperium")
    verbs = ("bar",)
    without = "a Patron hires from the Pool only (003:181)"
    action_roles = ("Patron",)

    def action_moves(self, state, seat, role, frame, why=None):
        blocked = ("one deck client per Patron action (003:361)" if used_now(state, frame, KEY)
                   else clientele_full(state, seat, "003:361")
                   or (None if state.draw else "the draw deck is empty (003:295)"))
        return offer([DRAW], blocked, why)

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        hire(state, frame.seat, state.draw[-1], state.draw, "from the deck (Bar)")
        end_if_deck_empty(state)


power(Bar)

"""Dock (second edition): each Laborer action may also move one card from hand to your
stockpile, with or without a Pool material (003:425; 004:531). The first-edition Dock differs.
"""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...roles.patron_laborer import gather
from ...zones import distinct
from .._extras import start_extra, used_now

KEY = "dock_at"


@power
class Dock(Power):
    name = "Dock"
    editions = ("republic", "imperium")
    verbs = ("dock",)

    def action_moves(self, state, seat, role, frame):
        if role != "Laborer" or used_now(state, frame, KEY):
            return []
        return [Move("dock", f"dock: {name} from hand", (c,))
                for name, c in distinct(state, state.players[seat].hand).items()]

    def apply(self, state, frame, move):
        start_extra(state, frame, KEY)
        gather(state, frame["seat"], move.cards[0], state.players[frame["seat"]].hand,
               "from hand (Dock)")

"""Circus Maximus (first edition): as Leader you may play any card as a Jack (000:760), i.e.
lead any role but Thinker with any Order card of your hand. It does not help to follow. The
second-edition Circus Maximus (clients act twice) differs."""

from __future__ import annotations

from .....core.moves import Move
from ...cards import ROLES
from ...powers import Power, power
from ...reasons import offer
from ...zones import distinct


class FirstCircusMaximus(Power):
    name = "Circus Maximus"
    editions = ("first",)
    without = "a card leads its own role; a Jack leads any (000:149)"

    def lead_moves(self, state, seat, leading, why=None):
        if not leading and why is None:
            return []
        out = []
        for name, c in distinct(state, state.players[seat].hand).items():
            for r in ROLES:
                if r != state.deck.role[c]:  # its own role is an ordinary lead
                    # verb "lead": the turn flow carries it out like any lead
                    out.append(Move("lead", f"lead {r}: {name} as a Jack", (c,), r,
                                    data=("circus_maximus",)))
        return offer(out, None if leading else "only the Leader may play any card as a Jack, "
                     "with a Circus Maximus (000:760)", why)


power(FirstCircusMaximus)

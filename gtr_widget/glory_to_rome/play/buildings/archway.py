"""Archway: an Architect action may take its material from the Pool instead of the
stockpile; Pool cards never become foundations (003:349; 004:461; 000:562). Every edition."""

from __future__ import annotations

from ....core.moves import Move
from ..powers import Power, power
from ..reasons import mark, refuse, withhold
from ..roles.building import add_moves, apply_build
from ..zones import distinct

INSTEAD = ("a Pool material is instead of the stockpile one: one material per Architect "
           "action (003:349)")


class Archway(Power):
    name = "Archway"
    verbs = ("archway",)
    without = "an Architect takes materials from your stockpile only (003:232)"
    action_roles = ("Architect",)

    def action_moves(self, state, seat, role, frame, why=None):
        if frame.open and why is None:
            return []
        since = mark(why)
        out = add_moves(state, seat, "archway", state.pool, False, " from pool", why,
                        "the Pool")
        if why is not None:
            for name, c in distinct(state, state.pool).items():
                refuse(why, Move("archway", f"archway: lay {name} from pool", (c,)),
                       "you cannot use cards from the Pool as foundations (003:349)")
        if frame.open:
            return withhold(why, INSTEAD, out, since)
        return out

    def apply(self, state, frame, move):
        apply_build(state, frame.seat, frame, move, "Architect", state.pool)


power(Archway)

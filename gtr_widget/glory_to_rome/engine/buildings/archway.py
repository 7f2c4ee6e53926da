"""Archway: an Architect action may take its material from the Pool instead of the
stockpile; Pool cards never become foundations (003:349; 004:461; 000:562). Every edition."""

from __future__ import annotations

from ..powers import Power, power
from ..roles.building import add_moves, apply_build


@power
class Archway(Power):
    name = "Archway"
    verbs = ("archway",)

    def action_moves(self, state, seat, role, frame):
        if role != "Architect" or frame.get("open"):
            return []
        return add_moves(state, seat, "archway", state.pool, False, " from pool")

    def apply(self, state, frame, move):
        apply_build(state, frame["seat"], frame, move, "Architect", state.pool)

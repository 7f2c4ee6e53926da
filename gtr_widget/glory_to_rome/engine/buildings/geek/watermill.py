"""Watermill (Geek, 003:702-706): if you led or followed Laborer, your Architect clients may
act once your own Laborer actions are done, before the next player's (BB-Geek-Watermill-1)."""

from __future__ import annotations

from ...frames import Actions
from ...limits import client_actions
from ...powers import Power, power
from . import EDITIONS


@power
class Watermill(Power):
    name = "Watermill"
    editions = EDITIONS

    def after_actions(self, state, seat):
        p = state.players[seat]
        if state.role != "Laborer" or not p.played or state.over:
            return  # a thinker gets no Watermill (003:704 "lead or follow")
        n = client_actions(state, seat, "Architect")
        if n:
            state.say(seat, "note", "{text}",
                      text=f"{p.name} may take {n} Architect actions (Watermill)")
            state.stack.append(Actions(seat, "Architect", left=n))

"""Tribunal (Republic only): whenever you think, you may also take a Jack after the normal
Thinker action (003:611-615)."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...stack import PowerFrame

TAKE = Move("tribunal", "tribunal: take Jack", data=("jack",))
PASS = Move("tribunal", "pass", data=("pass",))


class Tribunal(Power):
    name = "Tribunal"
    editions = ("republic",)

    def after_think(self, state, seat):
        if state.jacks:
            state.stack.append(PowerFrame(seat, self.name))

    def frame_moves(self, state, frame, why=None):
        return [TAKE, PASS] if state.jacks else []

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        if move.data[0] == "jack":
            p = state.players[frame.seat]
            p.hand.append(state.jacks.pop())
            state.say(frame.seat, "jack", "{who} also takes a Jack (Tribunal)",
                      data={"source": "Tribunal"})

    def frame_prompt(self, state, frame):
        return f"{state.players[frame.seat].name}: Tribunal — also take a Jack?"


power(Tribunal)

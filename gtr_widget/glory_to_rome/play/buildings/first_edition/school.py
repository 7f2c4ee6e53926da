"""School (first edition): whenever you take a Thinker action, you take it twice; "this
effect is not circular" (000:632): the second think is not doubled again. The
second-edition School (thinks on completion) differs.

The second think is a think frame pushed over a marker frame of this power; a think that
ends with the marker on top was the School's own, and is not doubled. The marker has no
moves, so the decision machine drops it at once afterwards.
"""

from __future__ import annotations

from ...powers import Power, power
from ...roles.thinker import push_think
from ...stack import PowerFrame


class FirstSchool(Power):
    name = "School"
    editions = ("first",)

    def after_think(self, state, seat):
        top = state.stack[-1] if state.stack else None
        if isinstance(top, PowerFrame) and top.power == self.name and top.seat == seat:
            return  # this was the School's second think: not circular (000:632)
        state.stack.append(PowerFrame(seat, self.name))
        push_think(state, seat)

    def frame_moves(self, state, frame, why=None):
        return []  # the marker: dropped as soon as it is on top


power(FirstSchool)

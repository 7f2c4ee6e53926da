"""Academy: after a turn in which you performed at least one Craftsman action (a client's
counts), you may take one Thinker action (003:327; 004:437; 000:548). Every edition.

When (A-11, rule option `academy_timing`): "end_of_turn" (default) after everybody's actions,
before the cleanup, in order from the Leader; or "after_actions", right after your own block.
"""

from __future__ import annotations

from ..powers import Power, power
from ..roles.thinker import push_think


class Academy(Power):
    name = "Academy"

    def _earned(self, state, seat) -> bool:
        return "Craftsman" in state.players[seat].did

    def end_of_turn(self, state, seat):
        if state.rules.academy_timing == "end_of_turn" and self._earned(state, seat):
            state.say(seat, "grant", "{who} may think (Academy)",
                      data={"role": "Thinker", "count": 1, "source": "Academy"})
            push_think(state, seat)

    def after_actions(self, state, seat):
        if state.rules.academy_timing == "after_actions" and self._earned(state, seat):
            state.say(seat, "grant", "{who} may think (Academy)",
                      data={"role": "Thinker", "count": 1, "source": "Academy"})
            push_think(state, seat)


power(Academy)

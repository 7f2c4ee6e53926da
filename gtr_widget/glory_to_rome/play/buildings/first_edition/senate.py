"""Senate (first edition): on a turn you led, you may take a Thinker action after all your
actions; usable on the turn you complete it as Leader (000:693). The think comes right after
the Leader's own actions, before the others act (000:697; A-12). The second-edition Senate
(opponents' Jacks) differs."""

from __future__ import annotations

from ...powers import Power, power
from ...roles.thinker import push_think


class FirstSenate(Power):
    name = "Senate"
    editions = ("first",)

    def after_actions(self, state, seat):
        if seat != state.leader or state.role is None:
            return
        state.say(seat, "grant", "{who} may think (Senate)",
                  data={"role": "Thinker", "count": 1, "source": "Senate"})
        push_think(state, seat)


power(FirstSenate)

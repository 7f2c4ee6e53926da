"""Wall (first edition): at game end, 1 VP per two stockpile materials, rounded down
(000:735). The second-edition Wall adds a protection against Legionaries."""

from __future__ import annotations

from ...powers import Power, power


class FirstWall(Power):
    name = "Wall"
    editions = ("first",)

    def score_bonus(self, state, seat):
        return len(state.players[seat].stockpile) // 2


power(FirstWall)

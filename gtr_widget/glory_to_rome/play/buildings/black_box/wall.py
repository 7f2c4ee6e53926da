"""Wall (second edition): 1 VP per two stockpile materials at the end, and immunity to
Legionary demands that even a Bridge cannot get round (003:631-635; 004:719-723). The
first-edition Wall (VP only) lives in first_wall.py."""

from __future__ import annotations

from ...powers import Power, power


class Wall(Power):
    name = "Wall"
    editions = ("republic", "imperium")

    def score_bonus(self, state, seat):
        return len(state.players[seat].stockpile) // 2

    def immune(self, state, victim, attacker):
        return "Wall (003:631-635)"


power(Wall)

"""What each build open to the acting player would add to their score now, so the table can
show it on the cells while they choose (issue 27). Each build is played on a copy of the
state and the score pad counted again, so a replaced building, a School's neighbours or an
area joined all count exactly as the engine would. Built from the actor's hand: only the
actor's own view (or the teaching view) carries it."""

from __future__ import annotations

from .machine import current
from .scoring import score_player
from .state import State


def build_gains(s: State) -> dict[str, dict[str, int]]:
    """{card id: {cell index: points gained}} for the acting player's legal builds."""
    phase = current(s)
    if s.phase != "act" or phase is None:
        return {}
    actor = s.actor
    before = score_player(s.players[actor], s.rules)["total"]
    out: dict[str, dict[str, int]] = {}
    for m in phase.moves(s):
        if m.verb != "build" or m.target is None:
            continue
        after = s.copy()
        phase.apply(after, m)
        gain = score_player(after.players[actor], after.rules)["total"] - before
        out.setdefault(str(m.cards[0]), {})[str(m.target)] = gain
    return out

"""Whether a position is one the rules could reach: one set of checks for every way a position
is made without being played to (the scenario builder; a save's built position, as
`Game.from_state` writes one, even with its checksum recomputed).

Each check returns the first problem as a short text naming the rule and its line in the
rulebook (seed 001) or the ruling, or None. The builder raises it as a `PositionError`, the
loader as a `SaveFileError`. The order matters: later checks may rely on earlier ones (the
cards' zones on the rules, the cities on the cards, the turn on the seats).
"""

from __future__ import annotations

from ...play.state import State
from .cities import city_problem
from .flow import flow_problem, round_problem
from .records import records_problem
from .zones import zones_problem


def position_problem(s: State) -> str | None:
    """The first thing about `s` (well typed) that no game played by the rules can show."""
    if s.n != len(s.players) or s.n != s.rules.players:
        return (f"{len(s.players)} players and n={s.n} for rules of {s.rules.players}: the "
                "game has one seat per player (001:2)")
    problem = s.rules.problem() or round_problem(s) or zones_problem(s)
    if problem:
        return problem
    for seat in range(s.n):
        problem = city_problem(s, seat)
        if problem:
            return problem
    return flow_problem(s) or records_problem(s)


__all__ = ["position_problem"]

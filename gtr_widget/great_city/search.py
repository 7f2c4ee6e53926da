"""How search (IS-MCTS, what-if playouts) plays The Great City of Rome.

"random" is the core's uniform policy. "heuristic" orders a node's moves by a cheap reading of
the move (a build first, dearer buildings before cheaper ones, then producing, buying, passing
last) and plays rollouts the same way with some randomness, so playouts build cities instead of
passing; positions are valued by the core's share of points.
"""

from __future__ import annotations

import random

from ..core.moves import Move
from ..core.search import SearchPolicy
from .cards import COST, STARS
from .state import State

POLICIES = ("heuristic", "random")


def move_value(m: Move) -> float:
    """A cheap guess at a move's worth, from the move alone."""
    v = m.verb
    if v == "build":
        c = m.cards[0]
        return 3.0 + COST[c] + 0.5 * STARS[c]
    if v == "produce":
        return 2.5
    if v in ("take", "draft", "school"):
        c = m.cards[0] if m.cards else -1
        return 1.0 + (COST[c] + STARS[c] if c >= 0 else 0)
    if v == "emissary":
        return 1.0 + 0.2 * m.target
    if v == "buy":
        return 0.5
    return 0.0  # pass


class GreatCitySearch(SearchPolicy):
    def __init__(self, engine, kind: str = "heuristic") -> None:
        super().__init__(engine)
        self.kind = kind

    def priors(self, s: State, seat: int, legal: list[Move]) -> list[tuple[Move, float]]:
        if self.kind == "random":
            return super().priors(s, seat, legal)
        scored = sorted(((move_value(m), i, m) for i, m in enumerate(legal)),
                        key=lambda t: (-t[0], t[1]))
        hi, lo = scored[0][0], scored[-1][0]
        span = (hi - lo) or 1.0
        return [(m, (v - lo) / span) for v, _, m in scored]

    def rollout(self, s: State, legal: list[Move], rng: random.Random, memory: dict) -> Move:
        if self.kind == "random" or rng.random() < 0.25:
            return rng.choice(legal)
        best, picks = -1.0, []
        for m in legal:  # the best-valued moves, in one pass
            v = move_value(m)
            if v > best:
                best, picks = v, [m]
            elif v == best:
                picks.append(m)
        return rng.choice(picks)

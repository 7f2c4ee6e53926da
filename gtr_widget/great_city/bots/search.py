"""How search (IS-MCTS, what-if playouts) plays The Great City of Rome.

"random" is the core's uniform policy. "heuristic" orders a node's moves by a cheap reading of
the move (a build first, dearer buildings before cheaper ones, then producing, buying, passing
last) and plays rollouts the same way with some randomness, so playouts build cities instead of
passing; positions are valued by the core's share of points.
"""

from __future__ import annotations

import random
from typing import Final

from ...core.moves import Move
from ...core.search import SearchPolicy
from ..play.cards import COST, STARS
from ..play.state import State

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
        return 1.0 + 0.2 * (m.target or 0)
    if v == "buy":
        return 0.5
    return 0.0  # pass


#: move_value by move text: a value depends only on the building's name, which the text
#: carries, and search asks for the same moves again and again.
_VALUES: Final[dict[str, float]] = {}


def values(legal: list[Move]) -> list[float]:
    """move_value of each move, memoised by text."""
    memo = _VALUES
    out = []
    for m in legal:
        v = memo.get(m.text)
        if v is None:
            v = memo[m.text] = move_value(m)
        out.append(v)
    return out


class GreatCitySearch(SearchPolicy):
    def __init__(self, engine, kind: str = "heuristic") -> None:
        super().__init__(engine)
        self.kind = kind

    def priors(self, s: State, seat: int, legal: list[Move]) -> list[tuple[Move, float]]:
        if self.kind == "random":
            return super().priors(s, seat, legal)
        vals = values(legal)
        order = sorted(range(len(legal)), key=lambda i: -vals[i])  # stable: ties keep order
        hi, lo = vals[order[0]], vals[order[-1]]
        span = (hi - lo) or 1.0
        return [(legal[i], (vals[i] - lo) / span) for i in order]

    def rollout(self, s: State, legal: list[Move], rng: random.Random, memory: dict) -> Move:
        if self.kind == "random" or rng.random() < 0.25:
            return rng.choice(legal)
        vals = values(legal)
        best = max(vals)
        return rng.choice([m for m, v in zip(legal, vals, strict=True) if v == best])

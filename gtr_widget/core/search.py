"""How search (IS-MCTS, what-if playouts) plays a game it knows nothing about.

A game may give its own `SearchPolicy` (through `Engine.search_policy(name)`) to make search
stronger: priors that order a node's moves, a rollout policy, a static evaluation of unfinished
games, and a way out of loops the rules allow. The defaults here are uniform and random, so a
new game is searchable from its first day.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .moves import Move

if TYPE_CHECKING:
    from .protocol import Engine


class SearchPolicy:
    """Uniform priors, random rollouts, evaluation by the share of points."""

    def __init__(self, engine: Engine[Any, Any]) -> None:
        self.engine = engine

    def priors(self, state: Any, seat: int, legal: list[Move]) -> list[tuple[Move, float]]:
        """A node's moves, best first, each with a prior in [0, 1]."""
        return [(m, 0.5) for m in legal]

    def rollout(self, state: Any, legal: list[Move], rng: random.Random,
                memory: dict[str, Any]) -> Move:
        """The move a playout makes; `memory` lives for one playout (e.g. to notice a loop)."""
        return rng.choice(legal)

    def evaluate(self, state: Any) -> list[float]:
        """A value per seat in [0, 1]: the win share when over, else the share of points."""
        engine = self.engine
        n = len(engine.seats(state))
        if engine.is_over(state):
            won = engine.winners(state)
            return [1.0 / len(won) if i in won else 0.0 for i in range(n)]
        totals = [max(float(s["total"]), 0.0) for s in engine.scores(state)]
        whole = sum(totals)
        return [t / whole if whole else 1.0 / n for t in totals]

    def unstick(self, view: dict[str, Any], legal: list[Move],
                memory: dict[str, Any]) -> Move | None:
        """A move that makes progress when a bot's game has stopped moving (None: no need)."""
        return None


class Position:
    """A bare state and its legal moves, for playouts: no history, no undo, no copies."""

    __slots__ = ("engine", "state", "legal")

    def __init__(self, engine: Engine[Any, Any], state: Any) -> None:
        self.engine = engine
        self.state = state
        self.legal: list[Move] = engine.start(state)

    def play(self, move: Move | str) -> None:
        _, self.legal = self.engine.play(self.state, self.legal, move)

    @property
    def is_over(self) -> bool:
        return self.engine.is_over(self.state)

    @property
    def player(self) -> int | None:
        """The seat deciding now (None when over), without a Decision (prompt, fields)."""
        return self.engine.player(self.state)

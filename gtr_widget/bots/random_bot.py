"""The random bot: a uniform pick among the legal moves (the floor of the strength ladder)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")  # a Move, or whatever a caller offers: the pick never looks inside


class RandomBot:
    """Uniform among legal moves; seeded so that a bot game replays exactly."""

    name = "random"
    needs_view = False  # it reads only the moves

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any] | None, moves: Sequence[T]) -> T:
        return self.rng.choice(moves)

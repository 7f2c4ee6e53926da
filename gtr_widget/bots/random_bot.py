"""The random bot: a uniform pick among the legal moves (the floor of the strength ladder)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from .bad_input import refuse_or_reraise

T = TypeVar("T")  # a Move, or whatever a caller offers: the pick never looks inside


class RandomBot:
    """Uniform among legal moves; seeded so that a bot game replays exactly."""

    name = "random"
    needs_view = False  # it reads only the moves

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: object, moves: Sequence[T]) -> T:
        try:
            return self.rng.choice(moves)
        except Exception as e:  # moves that are empty or not a list
            refuse_or_reraise(view, moves, e)

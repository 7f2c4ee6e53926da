"""Deal what a seat cannot see: full positions consistent with that seat's knowledge."""

from __future__ import annotations

import random
from typing import Any

from ..core.game import Game


def determinize(game: Game, seat: int, rng: random.Random | int | None = None) -> Game:
    """A new game at a position `seat` cannot tell from this one: everything the seat knows
    is as it is, every card it cannot see is dealt at random (other hands, the deck order,
    face-down cards). For search and what-if questions asked from one seat's chair."""
    game.view(seat)  # refuses a seat the game does not have (None sees everything)
    if seat is None:
        raise ValueError("determinize deals from one seat's information: seat is an int")
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    engine = game.engine
    state: Any = engine.sampler(engine.information_state(game.state, seat))(rng)
    return type(game)(state)

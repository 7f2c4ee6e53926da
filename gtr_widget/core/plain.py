"""An engine whose state is plain JSON data (dicts, lists, ints, strings): its copy, its save
and its load are the same deep copy, so a small game writes none of the three."""

from __future__ import annotations

from copy import deepcopy
from typing import Any, TypeVar

from .protocol import Engine

I = TypeVar("I")  # noqa: E741 - a game's information state for one seat
State = dict[str, Any]


class PlainStateEngine(Engine[State, I]):
    """`Engine` for a state that is a JSON object. `from_dict` checks nothing of its own: a
    save is checksummed, and `Game.from_json` refuses a position that cannot be played (or
    whose moves do not replay) with a `SaveFileError`. A game with a richer state checks its
    shape and meaning in its own `from_dict`."""

    def copy(self, state: State, /) -> State:
        return deepcopy(state)

    def to_dict(self, state: State, /) -> dict[str, Any]:
        return deepcopy(state)

    def from_dict(self, data: dict[str, Any], /) -> State:
        return deepcopy(data)

"""How a timeline plays a move on a game's state, as one compiled call.

A timeline plays every move through its game's `Engine.play`. Stored in an attribute and
called through Python, that function parses its arguments and boxes the pair it returns at
every move. A compiled game instead gives its timeline a `MoveMaker` of its own: the compiled
timeline calls that object's method directly, and the pair comes back unboxed. Any other game
gets `PlayByCall`, which calls `Engine.play` as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .moves import Move


class MoveMaker:
    """`Engine.play` as a method: apply `move` to `state` if it is in `legal`, and return the
    move as played and the next decision's legal moves (or raise IllegalMove)."""

    def play(self, state: Any, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
        raise NotImplementedError


class PlayByCall(MoveMaker):
    """A game's `play` function, called as it is."""

    def __init__(self, play: Callable[[Any, list[Move], Move | str], tuple[Move, list[Move]]]
                 ) -> None:
        self._play = play

    def play(self, state: Any, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
        return self._play(state, legal, move)

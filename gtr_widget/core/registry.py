"""The games this installation knows, by name.

A game package calls `register(engine, GameClass)` when imported. The shared parts find games
they were not handed through the `gtr_widget.games` entry points (pyproject.toml), so a fresh
worker process, or a game installed as its own package, is found without the shared parts
importing any game.
"""

from __future__ import annotations

from importlib import import_module
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any

from .protocol import Engine

if TYPE_CHECKING:
    from .game import Game

_ENGINES: dict[str, Engine[Any, Any]] = {}
_GAMES: dict[str, type[Game]] = {}
ENTRY_POINTS = "gtr_widget.games"


def register(engine: Engine[Any, Any], game_class: type[Game]) -> None:
    """Make a game known to the shared parts (scenarios, simulate, bots, the table)."""
    _ENGINES[engine.name] = engine
    _GAMES[engine.name] = game_class


def _discover(name: str | None = None) -> None:
    """Import the installed games (or just `name`) that have not registered yet."""
    for ep in entry_points(group=ENTRY_POINTS):
        if ep.name not in _ENGINES and (name is None or ep.name == name):
            import_module(ep.value)


def engine_named(name: str) -> Engine[Any, Any]:
    if name not in _ENGINES:
        _discover(name)
    try:
        return _ENGINES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(games())}") from None


def game_class(name: str) -> type[Game]:
    engine_named(name)
    return _GAMES[name]


def games() -> list[str]:
    """The names of every installed game."""
    _discover()
    return sorted(_ENGINES)

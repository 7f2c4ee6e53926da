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
from .saves import short

if TYPE_CHECKING:
    from .game import Game

_ENGINES: dict[str, Engine[Any, Any]] = {}
_GAMES: dict[str, type[Game]] = {}
ENTRY_POINTS = "gtr_widget.games"
#: The game a call that names none plays (the package's public face chooses it; the shared
#: parts never do): `[name]`, or empty while none is chosen.
_DEFAULT: list[str] = []


def register(engine: Engine[Any, Any], game_class: type[Game]) -> None:
    """Make a game known to the shared parts (scenarios, simulate, bots, the table)."""
    _ENGINES[engine.name] = engine
    _GAMES[engine.name] = game_class


def _discover(name: str | None = None) -> None:
    """Import the installed games (or just `name`) that have not registered yet."""
    for ep in entry_points(group=ENTRY_POINTS):
        if ep.name not in _ENGINES and (name is None or ep.name == name):
            import_module(ep.value)


def set_default_game(name: str) -> None:
    """Choose the game that `Table.new`, `simulate`, `make_bot`, `play_game` and
    `scenarios.build` deal when they are not told one (`gtr_widget/__init__.py` chooses)."""
    _DEFAULT[:] = [name]


def default_game(name: str | None = None) -> str:
    """`name`, or the default game when it is None."""
    if name is not None:
        return name
    if not _DEFAULT:
        raise ValueError(f"no game named and no default game chosen; name one of: "
                         f"{', '.join(games())}")
    return _DEFAULT[0]


def engine_named(name: str) -> Engine[Any, Any]:
    if not isinstance(name, str):
        raise ValueError(f"unknown game {short(name)}; known: {', '.join(games())}")
    if name not in _ENGINES:
        _discover(name)
    try:
        return _ENGINES[name]
    except KeyError:
        raise ValueError(f"unknown game {short(name)}; known: {', '.join(games())}") from None


def game_class(name: str) -> type[Game]:
    engine_named(name)
    return _GAMES[name]


def games() -> list[str]:
    """The names of every installed game."""
    _discover()
    return sorted(_ENGINES)

"""The games this installation knows, by name; each game package registers its engine."""

from __future__ import annotations

from typing import Any

_ENGINES: dict[str, Any] = {}
_GAMES: dict[str, type] = {}


def register(engine: Any, game_class: type) -> None:
    """Make a game known to the shared parts (scenarios, simulate, the table)."""
    _ENGINES[engine.name] = engine
    _GAMES[engine.name] = game_class


def engine_named(name: str) -> Any:
    try:
        return _ENGINES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(sorted(_ENGINES))}") from None


def game_class(name: str) -> type:
    engine_named(name)
    return _GAMES[name]


def games() -> list[str]:
    return sorted(_ENGINES)

"""Rulebook examples on a table: load one at its starting position, step through its script.

Everything goes through the shared `gtr_widget.scenarios` library, which finds each game's
scenarios: a scenario is a Game carrying its data (title, story, moves in notation) as
`game.scenario`. These functions take and return plain values; the table applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Loaded:
    """A scenario ready for the table: its game, its scripted moves, what the page shows."""

    game: Any
    script: list[str]
    info: dict[str, Any]


def choices(game: str | None = None) -> list[list[str]]:
    """[[id, title], ...] for the menu (only `game`'s scenarios, when given); empty when no
    scenario library is installed."""
    try:
        from ..scenarios import ids, scenario  # noqa: PLC0415 - optional, loads data

        found = [scenario(i) for i in ids()]
        return [[d["id"], d.get("title", "")] for d in found
                if game is None or d.get("game", game) == game]
    except Exception:  # noqa: BLE001 - no scenarios: the menu stays empty
        return []


def load(scenario_id: str) -> Loaded:
    """The scenario's starting position; KeyError (with a short text) when unknown."""
    from ..scenarios import load_scenario  # noqa: PLC0415

    game = load_scenario(scenario_id)
    data = game.scenario or {}
    script = [m for m in data.get("moves", []) if isinstance(m, str)]
    info = {"id": scenario_id, "title": data.get("title", ""), "story": data.get("story", ""),
            "source": data.get("source", ""), "total": len(script), "step": 0}
    return Loaded(game, script, info)


def step(game: Any, script: list[str], delta: int) -> str:
    """Play the next scripted move (+1) or undo the last one (-1) on `game`; returns a notice
    for the page ("" when a step was taken)."""
    history = game.history[:game.ply]
    done = len(history)
    if history != script[:done]:
        return "The game has left the scenario's script; undo to return to it."
    if delta > 0 and done < len(script):
        game.play(script[done])
        return ""
    if delta < 0 and done > 0:
        game.undo(exact=True)  # a rulebook example steps back to its own deal
        return ""
    return "The scenario is at its " + ("end." if delta > 0 else "start.")

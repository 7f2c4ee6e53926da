"""Rulebook examples on a Table: load one at its starting position, step its script.

A scenario is a Game built by `gtr_widget.scenarios.load_scenario(id)`, carrying its data
(title, story, moves in notation) as `game.scenario`. Stepping plays the next scripted move or
undoes the last one, as long as the game still follows the script.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import Table


def choices() -> list[list[str]]:
    """[[id, title], ...] for the menu; empty when the scenarios package is missing."""
    try:
        from ..scenarios import ids, scenario  # noqa: PLC0415

        return [[i, scenario(i).get("title", "")] for i in ids()]
    except Exception:  # noqa: BLE001 - no scenarios: the menu stays empty
        return []


def load(table: Table, scenario_id: str) -> None:
    try:
        from ..scenarios import load_scenario  # noqa: PLC0415
    except ImportError:
        table.notice = "Scenarios are not available (gtr_widget.scenarios is missing)."
        return
    game = load_scenario(scenario_id)
    info = getattr(game, "scenario", None) or {}
    table.game = game
    table._script = [m for m in info.get("moves", []) if isinstance(m, str)]
    table.scenario = {"id": scenario_id, "title": info.get("title", ""),
                      "story": info.get("story", ""), "source": info.get("source", ""),
                      "total": len(table._script), "step": 0}
    table.notice = ""


def step(table: Table, delta: int) -> None:
    if not table.scenario:
        table.notice = "No scenario is loaded, so stepping does nothing (see load_scenario)."
        return
    game = table.game
    history = list(getattr(game, "history", []))
    done = len(history)
    if history != table._script[:done]:
        table.notice = "The game has left the scenario's script; undo to return to it."
    elif delta > 0 and done < len(table._script):
        game.play(table._script[done])
        table._changed(played=False)
    elif delta < 0 and done > 0:
        game.undo()
        table._changed(played=False)
    else:
        table.notice = "The scenario is at its " + ("end." if delta > 0 else "start.")

"""The exercise picker's list: the table's game's exercises as [id, level, title], from the
basics up. Synced once per game put on the table (like the scenario list), never per move."""

from __future__ import annotations

from typing import Any


def choices(game: str) -> list[list[Any]]:
    """[[id, level, title], ...] of `game`'s exercises ordered by level (the book's order
    within a level); empty when no exercise book is installed."""
    try:
        from ..scenarios.exercise_book import exercise, exercise_ids  # noqa: PLC0415 - loads data

        found = [exercise(i) for i in exercise_ids()]
    except Exception:  # noqa: BLE001 - no exercises: the picker stays hidden
        return []
    mine = [e for e in found if e["game"] == game]
    mine.sort(key=lambda e: e["level"])  # stable: the book's order within a level
    return [[e["id"], e["level"], e["title"]] for e in mine]

"""Rulebook scenarios of every game, their checker, and the position builders.

    scenarios.list()                     # DataFrame of every scenario
    g = scenarios.load_scenario("BB-Garden-1")
    scenarios.build(players=2, hands={0: ["Tower", "Jack"]})   # any Glory to Rome position
    scenarios.exercises()                # DataFrame of the rulebook examples as exercises
"""

from ..core.errors import PositionError
from .exercise_book import exercise, exercise_ids
from .exercise_book import exercise_table as exercises
from .library import build, ids, load_scenario, moves, run, scenario
from .library import scenario_table as list  # noqa: A004 - `scenarios.list()` reads naturally

__all__ = ["PositionError", "build", "exercise", "exercise_ids", "exercises", "ids", "list",
           "load_scenario", "moves", "run", "scenario"]

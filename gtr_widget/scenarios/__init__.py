"""Rulebook scenarios and the position builder."""

from ..glory_to_rome.scenarios.builder import PositionError, build
from .library import ids, load_scenario, moves, run, scenario
from .library import scenario_table as list  # noqa: A004 - `scenarios.list()` reads naturally

__all__ = ["PositionError", "build", "ids", "list", "load_scenario", "moves", "run", "scenario"]

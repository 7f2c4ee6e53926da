"""Glory to Rome: the rules engine, its Game, frames, heuristic bot and scenarios.

    from gtr_widget.glory_to_rome import Game, HeuristicBot, Rules
"""

from .engine import EDITIONS, Rules
from .game import Game
from .heuristic import HeuristicBot

__all__ = ["EDITIONS", "Game", "HeuristicBot", "Rules"]

"""Glory to Rome: the rules engine, its Game, frames, heuristic bot and scenarios.

    from gtr_widget.glory_to_rome import Game, HeuristicBot, Rules
"""

from .bots.heuristic import HeuristicBot
from .game import Game
from .play import EDITIONS, Rules

__all__ = ["EDITIONS", "Game", "HeuristicBot", "Rules"]

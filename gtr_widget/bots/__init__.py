"""Bots: objects with `choose(view, moves) -> Move` that see one seat's view, never the state.

    from gtr_widget.bots import HeuristicBot, ISMCTSBot, RandomBot, play_game
    g = play_game([HeuristicBot(1), RandomBot(2)], seed=3)
"""

from ..glory_to_rome.heuristic import HeuristicBot
from .base import Bot, bot_move, make_bot, play_game
from .ismcts import ISMCTSBot
from .random_bot import RandomBot

get_bot = make_bot

__all__ = ["Bot", "HeuristicBot", "ISMCTSBot", "RandomBot", "bot_move", "get_bot", "make_bot",
           "play_game"]

"""Bots for any game: objects with `choose(view, moves) -> Move` that see one seat's view.

    from gtr_widget.bots import ISMCTSBot, RandomBot, make_bot, play_game
    g = play_game(["heuristic", RandomBot(2)], seed=3)   # a game's own bots by name
"""

from .base import Bot, bot_move, make_bot, play_game
from .ismcts import ISMCTSBot
from .random_bot import RandomBot

__all__ = ["Bot", "ISMCTSBot", "RandomBot", "bot_move", "make_bot", "play_game"]

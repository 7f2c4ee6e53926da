"""The Great City of Rome (001), the second game: engine, Game, view, bots and scenarios.

    from gtr_widget.great_city import Game
    g = Game.new(players=3, seed=1)
"""

from .engine import ENGINE
from .game import Game
from .play.rules import Rules


def load_scenario(id: str) -> Game:
    """A Game at a scenario's starting position (see great_city.scenarios)."""
    from .scenarios import load_scenario as load

    return load(id)


__all__ = ["ENGINE", "Game", "Rules", "load_scenario"]

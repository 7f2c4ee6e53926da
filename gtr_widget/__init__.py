"""gtr_widget: Glory to Rome, exact to its rulebooks, playable and explorable in Jupyter."""

from .engine import EDITIONS, IllegalMove, Move, Rules
from .engine.record import SaveFileError
from .game import Decision, Game

__all__ = ["EDITIONS", "Decision", "Game", "IllegalMove", "Move", "Rules", "SaveFileError"]
from .widget import Table  # noqa: E402, F401 - the Jupyter table (anywidget)

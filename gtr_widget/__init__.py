"""gtr_widget: Glory to Rome, exact to its rulebooks, playable and explorable in Jupyter."""

from .core import Decision
from .core.errors import SaveFileError
from .glory_to_rome.engine import EDITIONS, IllegalMove, Move, Rules
from .glory_to_rome.game import Game

__all__ = ["EDITIONS", "Decision", "Game", "IllegalMove", "Move", "Rules", "SaveFileError"]
from .widget.table import Table  # noqa: E402, F401 - the Jupyter table (anywidget)

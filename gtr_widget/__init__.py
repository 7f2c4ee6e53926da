"""gtr_widget: Glory to Rome, exact to its rulebooks, playable and explorable in Jupyter."""

from importlib.metadata import PackageNotFoundError, version

from .core import Decision
from .core.errors import SaveFileError
from .glory_to_rome.engine import EDITIONS, IllegalMove, Move, Rules
from .glory_to_rome.game import Game
from .widget.table import Table

try:  # pyproject.toml holds the one version number; the installed metadata carries it here
    __version__ = version("gtr_widget")
except PackageNotFoundError:  # imported from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = ["EDITIONS", "Decision", "Game", "IllegalMove", "Move", "Rules", "SaveFileError", "Table"]

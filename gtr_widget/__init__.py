"""gtr_widget: Glory to Rome, exact to its rulebooks, playable and explorable in Jupyter."""

from importlib.metadata import PackageNotFoundError, version

from .core import Decision
from .core.build import describe as _describe_build
from .core.build import is_compiled as _is_compiled
from .core.errors import SaveFileError
from .core.registry import set_default_game
from .glory_to_rome.game import Game
from .glory_to_rome.play import EDITIONS, IllegalMove, Move, Rules

#: The game a call that names none plays (Table.new, simulate, play_game, make_bot, ...):
#: chosen here, by the package's public face, so that no shared part names a game.
set_default_game(Game.engine.name)

#: True when the engines run compiled (mypyc: what `pip install .` builds where there is a C
#: compiler), False for plain Python; `engine_build` says the same in words, for benchmarks.
compiled: bool = _is_compiled()
engine_build: str = _describe_build()

try:  # pyproject.toml holds the one version number; the installed metadata carries it here
    __version__ = version("gtr_widget")
except PackageNotFoundError:  # imported from a source tree that was never installed
    __version__ = "0+unknown"


def __getattr__(name: str) -> type:
    """`Table` loads the widget layer (ipywidgets, IPython) when first asked for, so that
    scripts, simulations and their workers that never draw a table start several times faster."""
    if name == "Table":
        from .widget.table import Table

        return Table
    raise AttributeError(f"module 'gtr_widget' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), "Table"})


__all__ = ["EDITIONS", "Decision", "Game", "IllegalMove", "Move", "Rules", "SaveFileError", "Table",
           "compiled", "engine_build"]

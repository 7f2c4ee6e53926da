"""The core every game shares: moves and refusals, the engine protocol, `Game`, the registry.

Nothing here knows any game: a game is a package that answers `Engine` (see protocol.py and
docs/design.md, "How to add a game") and registers itself with `register`.
"""

from .chosen import chosen
from .errors import IllegalMove, SaveFileError
from .events import Event
from .game import Game
from .moves import Move, normalise
from .protocol import Candidate, Decision, Engine
from .registry import engine_named, games, register

__all__ = ["Candidate", "Decision", "Engine", "Event", "Game", "IllegalMove", "Move",
           "SaveFileError", "chosen", "engine_named", "games", "normalise", "register"]

"""pandas DataFrames of one viewer's view of any game.

    g.frames.scores              # the all-seeing teaching view
    g.frames_for(1).legal_moves  # only what seat 1 may know

`Frames` holds the tables every game has (log, scores, legal moves, players); a game's own
frames (Glory to Rome's cards and buildings, a city grid ...) subclass it.
"""

from .base import Frames

__all__ = ["Frames"]

"""What a bot says when its `choose(view, moves)` was handed something that is not a decision.

`choose` runs at every move of a simulation, so a bot checks nothing on the way in. Only when
it fails does it ask `choice_problem` whether what it was handed was at fault: moves that are
not a non-empty list of `Move`s, or a view that is not `Game.view(seat)`. The bot then raises
a short ValueError naming that, instead of its own IndexError or KeyError; a failure with
sound arguments is the bot's own, and it re-raises it as it was.
"""

from __future__ import annotations

from typing import NoReturn

from ..core.moves import Move, malformed
from ..core.saves import short

_VIEW = "pass Game.view(seat) of the deciding seat"
_MOVES = "a bot chooses among a decision's legal moves (Game.legal_moves())"


def choice_problem(view: object, moves: object, error: BaseException,
                   views: tuple[type, ...] = ()) -> str | None:
    """Why `choose(view, moves)` could not choose, when its arguments are at fault: `views`
    are the kinds of view the bot reads besides a view dict (an observation); `error` is what
    the bot raised. None when both look sound."""
    if not isinstance(moves, (list, tuple)):
        return f"moves={short(moves)}: {_MOVES}"
    if not moves:
        return f"moves is empty: {_MOVES}, and a decision has at least one"
    for m in moves:
        if not isinstance(m, Move) or malformed(m) is not None:
            return f"moves holds {short(m)}, not a Move: {_MOVES}"
    if isinstance(view, dict):
        key = error.args[0] if isinstance(error, KeyError) and error.args else None
        if key is not None and key not in view:
            return f"the view has no {short(key)}: {_VIEW}"
        return None
    if not isinstance(view, views):
        return f"view={short(view)}: {_VIEW}"
    return None


def refuse_or_reraise(view: object, moves: object, error: Exception,
                      views: tuple[type, ...] = ()) -> NoReturn:
    """What a failed `choose` raises: a short ValueError when its arguments are at fault
    (`choice_problem`), else `error` as it was."""
    problem = choice_problem(view, moves, error, views)
    if problem is None:
        raise error
    raise ValueError(problem) from None

"""What a saved Great City position must be: well formed (saves/schema), one the rules could
reach (checks: the same checks the scenario builder makes), and true to where it came from.

`mark` labels a position "dealt" when it is exactly what its seed and rules deal (after the
engine's automatic first steps), else "built" (a scenario, `Game.from_state`) with the checksum
of its content. `unmark` refuses a dealt position that differs from its seed's deal (no deck
can be stacked by editing a save) and a built one whose checksum does not match.
"""

from __future__ import annotations

import json

from ...core.errors import SaveFileError
from ...core.saves import checksum
from ..play.machine import advance
from ..play.setup import new_state
from ..play.state import State
from .checks import position_problem
from .schema import shape_problem


def _canon(d: dict) -> str:
    return json.dumps(d, sort_keys=True)


def _deal(s: State) -> str:
    """The canonical text of what `s`'s seed and rules deal."""
    d = new_state(s.rules, [p.name for p in s.players], s.seed)
    advance(d)
    return _canon(d.to_dict())


def mark(s: State) -> dict:
    d = s.to_dict()
    if s.seed is not None and _canon(d) == _deal(s):
        return {**d, "origin": "dealt"}
    return {**d, "origin": "built", "checksum": checksum(d)}


def unmark(data: dict) -> State:
    """The saved position: its shape (saves/schema), where it came from (seed or checksum),
    then the checks of a position the rules could reach (checks/, the builder's own).
    SaveFileError names the first thing wrong."""
    if not isinstance(data, dict):
        raise SaveFileError("corrupt save file: the position is not an object")
    d = dict(data)
    origin, digest = d.pop("origin", None), d.pop("checksum", None)
    if origin not in ("dealt", "built"):
        raise SaveFileError("corrupt save file: the position says neither 'dealt' nor 'built' "
                            "in 'origin'")
    if origin == "dealt" and "checksum" in data:
        raise SaveFileError("corrupt save file: a dealt position carries no checksum (it is "
                            "checked against its seed)")
    problem = shape_problem(d, "initial")
    if problem:
        raise SaveFileError(f"corrupt save file: {problem}")
    try:
        s = State.from_dict(d)
    except ValueError as e:  # the strips (Rules.from_dict) or the cards' zones (misplaced)
        raise SaveFileError(f"corrupt save file: {e}") from None
    except Exception as e:  # noqa: BLE001 - any fault in a position is a corrupt save
        raise SaveFileError(f"corrupt save file: {type(e).__name__}: {e}") from None
    if origin == "built" and digest != checksum(d):
        raise SaveFileError("corrupt save file: the built position was changed after it was "
                            "written (its checksum does not match)")
    if origin == "dealt" and _deal(s) != _canon(s.to_dict()):
        raise SaveFileError("corrupt save file: the position is not what its seed deals "
                            "(decks or hands differ)")
    problem = position_problem(s)
    if problem:
        raise SaveFileError(f"corrupt save file: {problem}")
    return s

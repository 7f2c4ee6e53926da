"""The rules engine: a pure, resumable state machine (see docs/design.md).

Importing this package registers the turn steps, the six roles and every building power.
"""


from ...core.errors import IllegalMove
from ...core.moves import Move
from . import actions, buildings, roles, turn  # noqa: F401
from .roles import thinker  # noqa: F401
from .rules import EDITIONS, Rules

__all__ = ["EDITIONS", "IllegalMove", "Move", "Rules"]

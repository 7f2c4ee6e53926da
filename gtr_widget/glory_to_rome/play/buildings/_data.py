"""How a building declares its own data on its decision frame: a frozen dataclass.

It lives with the buildings, which stay plain Python: the compiled build cannot mark a
function of its own as making dataclasses (`dataclass_transform`), and the mark is what
tells a type checker that `Slots(slots=...)` is a constructor.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar, dataclass_transform

from ..stack import card_field, kept, layout

F = TypeVar("F", bound=type)


@dataclass_transform(frozen_default=True, field_specifiers=(card_field, kept))
def power_data(cls: F) -> F:
    """Class decorator: a power's own data on its decision frame (frozen: replace to change)."""
    made: Any = dataclass(slots=True, frozen=True)(cls)
    layout(made)
    return made

"""Trait types whose refusals stay short: traitlets quotes a refused value whole, and a value
may be huge (a 5,000-character text given to `pace` came back in a 5,070-character error)."""

from __future__ import annotations

from typing import Any, NoReturn

import traitlets

from ..core.errors import clip


class ShortErrors(traitlets.TraitType[Any, Any]):
    """A trait whose TraitError is cut to the project's error length (core.errors.clip)."""

    def error(self, obj: traitlets.HasTraits | None, value: Any,
              error: Exception | None = None, info: str | None = None) -> NoReturn:
        try:
            super().error(obj, value, error, info)
        except traitlets.TraitError as e:
            raise traitlets.TraitError(clip(str(e))) from None


class ShortFloat(ShortErrors, traitlets.Float):  # type: ignore[type-arg]
    """A float trait with short refusals."""


class ShortBool(ShortErrors, traitlets.Bool):  # type: ignore[type-arg]
    """A True-or-False trait with short refusals."""


class ShortEnum(ShortErrors, traitlets.Enum):  # type: ignore[type-arg]
    """A one-of-these trait with short refusals."""


class ShortUnion(ShortErrors, traitlets.Union):
    """A trait of one of several types, with short refusals."""

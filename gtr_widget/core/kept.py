"""Values a memo keeps for good, taken off the garbage collector's lists.

Move memos (a deck's petitions, each card's build and take moves) hold tens of thousands of
`Move`s after a few hundred games, and every full collection walks each one: in random games
that was a fifth of the time (docs/performance.md). CPython takes a plain tuple of plain values
off its lists by itself, but never a tuple subclass such as `Move`, nor a tuple holding one.

A `Move` whose fields are strings, ints, None and tuples of those cannot be part of a reference
cycle, so the collector has nothing to find in it; `inert` takes such a value (a move, or
tuples of moves) off its lists with CPython's own `PyObject_GC_UnTrack`. Reference counting
still frees it when its memo lets go. Anything else is left as it is, and so is every value on
an interpreter without that function.
"""

from __future__ import annotations

import ctypes
import gc
from collections.abc import Callable
from typing import Final, TypeVar

_T = TypeVar("_T")


def _untracker() -> Callable[[object], None] | None:
    """CPython's `PyObject_GC_UnTrack`, or None on an interpreter that lacks it."""
    try:
        untrack = ctypes.pythonapi.PyObject_GC_UnTrack
    except AttributeError:  # an interpreter other than CPython
        return None
    untrack.argtypes = [ctypes.py_object]
    untrack.restype = None
    return untrack


_UNTRACK: Final = _untracker()
#: Looked up once: compiled, `gc.is_tracked` would be read off the module at every call
_IS_TRACKED: Final = gc.is_tracked


def _plain(value: object) -> bool:
    """A value that holds no other object (by exact type: a subclass may add attributes)."""
    kind = type(value)
    return kind is str or kind is int or value is None or kind is bool


def _take_off(value: object) -> bool:
    """Whether `value` is plain (a string, an int, None) or a tuple (a `Move` too) of such
    values, nested to any depth, so that nothing in it can ever refer back to it; each such
    tuple in it is taken off the lists on the way, innermost first. A tuple already off them
    holds nothing that is on them, and a plain tuple of plain values is left to CPython,
    which takes it off at its first collection."""
    if not isinstance(value, tuple):
        return _plain(value)
    if not _IS_TRACKED(value):
        return True
    acyclic = flat = True
    for v in value:
        if not _plain(v):
            flat = False
            acyclic = _take_off(v) and acyclic
    if acyclic and not (flat and type(value) is tuple):
        _UNTRACK(value)  # type: ignore[misc]  # inert calls this only where it exists
    return acyclic


def inert(value: _T) -> _T:
    """`value`, taken off the collector's lists when it is a tuple of plain values or of such
    tuples (a `Move`, a tuple of moves); any other value unchanged. For what a memo keeps."""
    if _UNTRACK is not None:
        _take_off(value)
    return value

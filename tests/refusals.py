"""What the input fuzz tests share: junk of every kind, and what a good refusal of it is.

The standard (README): bad input gets a clear error and loses nothing. A call given junk
must return, or raise ValueError or TypeError (the project's IllegalMove, SaveFileError and
PositionError are ValueErrors) with a short text that is not a Python internal's.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from hypothesis import strategies as st

from gtr_widget.core.errors import MAX_ERROR_CHARS

#: Texts of errors that escaped from deep inside instead of naming the argument.
INTERNAL = ("object is not", "unsupported operand", "not supported between", "unhashable",
            "has no attribute", "cannot be interpreted", "index out of range",
            "JSON serializable", "can only concatenate", "slice indices", "modulo by zero",
            "object of type", "can't multiply", "bytes-like object", "values to unpack")

#: Junk of every kind a caller might pass by mistake.
JUNK = (st.none() | st.booleans() | st.integers(-10, 10) | st.sampled_from([10**30, -10**30])
        | st.floats(allow_nan=True) | st.text(max_size=8) | st.just("x" * 5000)
        | st.lists(st.integers(-3, 9) | st.none() | st.text(max_size=3), max_size=4)
        | st.dictionaries(st.integers(-1, 9) | st.text(max_size=3),
                          st.none() | st.integers(-2, 9) | st.lists(st.text(max_size=6),
                                                                     max_size=3), max_size=3)
        | st.just(object()) | st.just([[1]]))


@contextmanager
def deadline(seconds: int = 300) -> Iterator[None]:
    """Fail, rather than hang, a call that runs for ever (what_if with a huge n did). A guard
    against a hang, not a timing: far above what any call here takes on a busy machine."""
    def stop(*_: object) -> None:
        raise TimeoutError(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def refused_well(call: Any) -> BaseException | None:
    """Run `call`; None when it returns, the error when it raises one of the allowed kinds
    with a short text that names the problem (any other error fails the test)."""
    try:
        call()
    except (ValueError, TypeError) as e:
        text = str(e)
        assert len(text) <= MAX_ERROR_CHARS, (len(text), text[:120])
        assert text and not any(p in text for p in INTERNAL), text
        return e
    return None

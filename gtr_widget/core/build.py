"""Which build of the engines this process runs: the mypyc-compiled one or plain Python.

The same source runs either way (scripts/compile_engine.py, or the wheel's build hook
hatch_build.py, compiles it), so only the loaded files tell them apart. Benchmarks print it,
because a figure means little without it.
"""

from __future__ import annotations

import importlib.machinery
import platform
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from . import moves

_T = TypeVar("_T")

try:
    from mypy_extensions import mypyc_attr as mypyc_attr  # re-exported: marks compiled classes
except ImportError:  # plain Python: the mark matters only to a build compiled by mypyc
    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[_T], _T]:
        """mypyc's class marks (`allow_interpreted_subclasses=True`: a compiled class that
        plain Python subclasses), a no-op where mypy_extensions is not installed."""
        return lambda cls: cls

_PACKAGE = Path(__file__).resolve().parent.parent
_EXTENSIONS = tuple(importlib.machinery.EXTENSION_SUFFIXES)


def is_compiled() -> bool:
    """True when the engines' modules are compiled extensions (`core.moves`, compiled with
    every build, stands for them)."""
    return (moves.__file__ or "").endswith(_EXTENSIONS)


def describe() -> str:
    """One line for a benchmark's header: which build, and how many modules are compiled."""
    if not is_compiled():
        return "plain Python"
    count = sum(1 for p in _PACKAGE.rglob("*.so") if p.name.endswith(_EXTENSIONS))
    count += sum(1 for p in _PACKAGE.rglob("*.pyd") if p.name.endswith(_EXTENSIONS))
    return f"compiled (mypyc, {count} modules)"


def interpreter() -> str:
    """The Python a benchmark runs on, for its header: the interpreter's own build moves a
    figure too (a compiled game took 11% fewer instructions on Debian's Python 3.11 than on
    a pyenv build of 3.11, docs/performance.md)."""
    return (f"{platform.python_implementation()} {platform.python_version()} "
            f"({sys.base_prefix})")

"""Which build of the engines this process runs: the mypyc-compiled one or plain Python.

The same source runs either way (scripts/compile_engine.py, or the wheel's build hook
hatch_build.py, compiles it), so only the loaded files tell them apart. Benchmarks print it,
because a figure means little without it.
"""

from __future__ import annotations

import importlib.machinery
import platform
import sys
from pathlib import Path

from . import moves

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

"""One way to register the engines' parts: a call after the definition, never a decorator.

Steps, frames, powers (Glory to Rome), phases and automatic steps (the Great City) register
with `step(Cls)`, `frame_kind(Cls, "kind")`, `power(Cls)`, `phase(Cls)` and
`automatic("kind", fn)`. The call works the same in plain Python and in the mypyc-compiled
build, where a class decorator would keep a class from being native.
"""

from __future__ import annotations

import ast
from pathlib import Path

import gtr_widget

REGISTRARS = {"step", "frame_kind", "power", "phase", "automatic"}
PACKAGE = Path(gtr_widget.__file__).parent


def decorator_name(d: ast.expr) -> str | None:
    target = d.func if isinstance(d, ast.Call) else d
    return target.id if isinstance(target, ast.Name) else None


def test_no_part_is_registered_by_a_decorator() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
                found += [f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name}"
                          for d in node.decorator_list if decorator_name(d) in REGISTRARS]
    assert not found, f"register with a call after the definition: {found}"


def test_every_registrar_is_called_somewhere() -> None:
    """The check above looks for real names: each registrar is in use as a call."""
    called = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                name = decorator_name(node.value)
                if name in REGISTRARS:
                    called.add(name)
    assert called == REGISTRARS

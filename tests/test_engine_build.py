"""Which engine build runs, and when the wheel's build hook compiles it (hatch_build.py, which
asks scripts/compile_engine.py: the one list of compiled modules and the one rule)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import platform
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import gtr_widget
from gtr_widget.core import moves
from gtr_widget.core.build import interpreter

ROOT = Path(__file__).parent.parent


def _compile_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("compile_engine_under_test",
                                                  ROOT / "scripts" / "compile_engine.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_compiled_says_which_engine_is_loaded() -> None:
    loaded_ext = (moves.__file__ or "").endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    assert gtr_widget.compiled is loaded_ext
    if loaded_ext:
        assert gtr_widget.engine_build.startswith("compiled (mypyc, ")
    else:
        assert gtr_widget.engine_build == "plain Python"


def test_the_header_names_the_interpreter_it_runs_on() -> None:
    line = interpreter()
    assert platform.python_version() in line and sys.base_prefix in line


def test_an_editable_install_stays_plain() -> None:
    assert "editable" in _compile_script().why_plain({}, editable=True)


def test_the_pure_setting_builds_plain_python() -> None:
    why = _compile_script().why_plain({"GTR_WIDGET_PURE": "1"})
    assert why == "GTR_WIDGET_PURE=1 is set"


def test_pure_set_to_zero_does_not_ask_for_plain() -> None:
    script = _compile_script()
    assert script.why_plain({"GTR_WIDGET_PURE": "0", "CC": "cc"}) == script.why_plain(
        {"CC": "cc"})


def test_no_compiler_falls_back_to_plain_python() -> None:
    why = _compile_script().why_plain({"CC": "/nonexistent/gtr-no-such-cc"})
    assert why == "no C compiler (/nonexistent/gtr-no-such-cc) was found"


def test_the_hook_compiles_the_one_list_of_modules() -> None:
    """The build hook is registered and takes its modules from compile_engine.py."""
    hooks = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["hooks"]
    assert "custom" in hooks and "jupyter-builder" in hooks
    hook = (ROOT / "hatch_build.py").read_text()
    assert "compile_engine.py" in hook
    assert "play/" not in hook and "bots/" not in hook, "a second list of modules"
    compiled = _compile_script().COMPILED
    assert all((ROOT / p).is_file() for p in compiled), "a listed module does not exist"
    assert len(compiled) == len(set(compiled))

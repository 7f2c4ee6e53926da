"""The compiled install's speed-ups stay correct: gcc compiles an extension's C files on every
core (scripts/compile_engine.py), and quickstart.sh installs the dependencies while the wheel
builds (scripts/requirements.py lists them)."""

from __future__ import annotations

import importlib.util
import threading
import time
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).parent.parent


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{name}_under_test",
                                                  ROOT / "scripts" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class FakeCompiler:
    """The three steps of a setuptools CCompiler that compile() strings together; _compile
    records what ran, in which order, and how many ran at once."""

    def __init__(self, sources: dict[str, int], tmp: Path, fail: str | None = None) -> None:
        self.paths = {}
        for name, size in sources.items():
            path = tmp / name
            path.write_text("x" * size)
            self.paths[name] = str(path)
        self.fail = fail
        self.started: list[str] = []
        self.running = 0
        self.most_at_once = 0
        self.lock = threading.Lock()
        self.both_running = threading.Event()

    def compile(self, sources: list[str]) -> list[str]:
        raise AssertionError("the parallel compile replaces this serial one")

    def _setup_compile(self, output_dir: Any, macros: Any, include_dirs: Any, sources: list[str],
                       depends: Any, extra_postargs: Any) -> tuple[Any, ...]:
        objects = [s.replace(".c", ".o") for s in sources]
        todo = {o: (s, ".c") for o, s in zip(objects, sources)}
        return macros, objects, extra_postargs, ["-Iinc"], todo

    def _get_cc_args(self, pp_opts: list[str], debug: bool, before: Any) -> list[str]:
        return ["-c", *pp_opts]

    def _compile(self, obj: str, src: str, ext: str, cc_args: list[str], extra_postargs: Any,
                 pp_opts: list[str]) -> None:
        with self.lock:
            self.started.append(Path(src).name)
            self.running += 1
            self.most_at_once = max(self.most_at_once, self.running)
            if self.running >= 2:
                self.both_running.set()
        self.both_running.wait(timeout=5)  # the first job waits (a while at most) for a second
        time.sleep(0.01)
        with self.lock:
            self.running -= 1
        if Path(src).name == self.fail:
            raise RuntimeError(f"gcc failed on {src}")


def test_the_c_files_compile_at_once_largest_first(tmp_path: Path) -> None:
    fake = FakeCompiler({"small.c": 10, "large.c": 1000, "middle.c": 100}, tmp_path)
    _script("compile_engine")._compile_in_parallel(fake, 2)
    objects = fake.compile(list(fake.paths.values()))  # type: ignore[attr-defined]
    assert sorted(fake.started) == ["large.c", "middle.c", "small.c"], "each file once"
    assert fake.started[0] == "large.c", "the longest job starts first"
    assert fake.most_at_once == 2
    assert objects == [p.replace(".c", ".o") for p in fake.paths.values()]


def test_a_failed_c_file_fails_the_build(tmp_path: Path) -> None:
    fake = FakeCompiler({"a.c": 10, "b.c": 20}, tmp_path, fail="a.c")
    _script("compile_engine")._compile_in_parallel(fake, 2)
    with pytest.raises(RuntimeError, match="gcc failed"):
        fake.compile(list(fake.paths.values()))  # type: ignore[attr-defined]


def test_a_compiler_without_the_steps_stays_serial() -> None:
    class Whole:
        def compile(self) -> str:
            return "its own"

    whole = Whole()
    _script("compile_engine")._compile_in_parallel(whole, 2)
    assert whole.compile() == "its own"


def test_a_compiler_that_overrides_compile_stays_serial(tmp_path: Path) -> None:
    """Like MSVC's: it inherits the per-file steps but compiles in a compile() of its own."""

    class OwnLoop(FakeCompiler):
        def compile(self, sources: list[str]) -> str:
            return "its own"

    own = OwnLoop({"a.c": 1}, tmp_path)
    _script("compile_engine")._compile_in_parallel(own, 2)
    assert own.compile(["a.c"]) == "its own"


def test_gcc_compiles_file_by_file() -> None:
    """setuptools' Unix compiler (gcc, clang) is the one the parallel compile is for."""
    from setuptools._distutils.unixccompiler import UnixCCompiler

    assert _script("compile_engine")._compiles_file_by_file(UnixCCompiler)


def test_requirements_expand_the_packages_own_extras() -> None:
    project = {"name": "pkg", "dependencies": ["a>=1"],
               "optional-dependencies": {"x": ["b"], "y": ["c", "a>=1"],
                                         "all": ["pkg[x,y]", "d"], "test": ["e"]}}
    assert _script("requirements").requirements(["all"], project) == ["a>=1", "b", "c", "d"]


def test_requirements_refuse_an_unknown_extra() -> None:
    with pytest.raises(SystemExit, match="no extra named 'nope'"):
        _script("requirements").requirements(["nope"], {"name": "pkg"})


def test_quickstart_installs_what_pip_install_all_would() -> None:
    """The `all` extra as quickstart.sh installs it: every base dependency, no extra left
    unexpanded."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = _script("requirements").requirements(["all"])
    assert set(project["dependencies"]) <= set(wanted)
    assert not [r for r in wanted if r.startswith(project["name"])]
    assert "scripts/requirements.py all" in (ROOT / "scripts" / "quickstart.sh").read_text()


def test_the_front_end_builds_before_the_engines() -> None:
    hooks = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["hooks"]
    assert list(hooks) == ["jupyter-builder", "custom"]

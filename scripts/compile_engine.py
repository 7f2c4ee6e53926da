"""Compile both engines' hot modules with mypyc, in place (an optional speed-up).

    python scripts/compile_engine.py          # build the extension modules next to the .py
    python scripts/compile_engine.py --clean  # remove them again: back to plain Python
    python scripts/compile_engine.py --from-wheel dist/gtr_widget-….whl  # the wheel's build

`pip install .` and `pip wheel .` compile the same modules (hatch_build.py calls build()
below); --from-wheel puts such a wheel's extension modules in place instead of compiling again
(scripts/test.sh reuses the wheel scripts/check_wheel.sh built).

The plain-Python source stays the only source: mypyc compiles the same files, and Python
imports a compiled module instead of its .py when both are there. Needs mypy (which brings
mypyc) and a C compiler; nothing else in the project does. Of Glory to Rome's building powers
(play/buildings/), only those asked in most games are compiled (see COMPILED).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import sysconfig
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GLORY_TO_ROME = "gtr_widget/glory_to_rome"
GREAT_CITY = "gtr_widget/great_city"

#: The modules compiled: the decision loop, its stack frames (native classes), move
#: generation, hook dispatch, the log and the card catalogue, and what bots and playouts run on
#: every decision (the heuristic, its search policy, the observation it reads), and the
#: building powers asked in most games (limits, Latrine, Dock, Bar...). The other powers (each
#: asked only while a seat owns it; a few define power data, which mypyc cannot make native)
#: stay plain Python, and so do modules off the hot path.
COMPILED = [
    f"{GLORY_TO_ROME}/play/{name}.py" for name in (
        "machine", "actions", "leading", "limits", "powers", "hook_points", "state",
        "construction", "cards", "stack",
        "zones", "scoring", "reasons", "turn", "events", "setup", "rules",
        "roles/__init__", "roles/building", "roles/build_tables", "roles/demand_tables",
        "roles/legionary", "roles/merchant", "roles/naming", "roles/patron_laborer",
        "roles/thinker", "hand_offers",
    )
] + [
    # The powers a random game calls most, about 95 calls a game into plain Python before
    # (a power subclassed in another module is compiled with it: a plain class cannot
    # inherit from a compiled one).
    f"{GLORY_TO_ROME}/play/buildings/{name}.py" for name in (
        "capacity", "latrine", "_extras", "ludus_magna", "gate", "road", "vomitorium", "forum",
        "academy", "defence", "black_box/crane", "black_box/storeroom", "black_box/stairway",
        "black_box/aqueduct", "black_box/dock", "black_box/bar", "black_box/circus_maximus",
        "black_box/scriptorium", "black_box/statue", "black_box/sewer", "black_box/bath",
        "first_edition/capacity", "first_edition/sewer",
    )
] + [
    f"{GLORY_TO_ROME}/{name}.py"
    for name in ("bots/heuristic", "bots/rollout", "bots/search", "observation", "bots/stall")
] + [
    # The Great City of Rome: its decision machine, phases, scoring, and the heuristic bot
    # with the observation it reads. Its Rules (a frozen dataclass: compiled, it would not
    # pickle), the engine adapter and the views stay plain.
    f"{GREAT_CITY}/{name}.py" for name in (
        "play/machine", "play/action", "play/state", "play/upkeep", "play/grid", "play/building",
        "play/emissary", "play/scoring", "play/production", "play/effects", "play/strips",
        "play/influence", "play/purchase", "play/school", "play/setup", "play/cards",
        "play/notation", "bots/search", "observation", "bots/appraisal", "bots/heuristic",
    )
] + [
    # What every game shares: the timeline a script plays through (`Game.play`,
    # `legal_moves`, `is_over` on every move) and the move maker it calls, moves and the
    # memos that keep them, the exact shuffle, and the bots' loop.
    f"gtr_widget/{name}.py" for name in (
        "core/timeline", "core/move_maker", "core/moves", "core/kept", "core/shuffle",
        "bots/base", "bots/random_bot", "bots/tree",
    )
]


#: Set to 1 (or any value but 0) to build the wheel as plain Python where a compiler is present.
PURE = "GTR_WIDGET_PURE"


def why_plain(environ: Mapping[str, str] = os.environ, editable: bool = False) -> str | None:
    """Why a build of the package stays plain Python, or None when it can compile: editable
    installs run the source as it is; GTR_WIDGET_PURE asks for plain; mypyc needs a C compiler
    and the Python headers."""
    if editable:
        return "an editable install runs the source as it is"
    if environ.get(PURE, "") not in ("", "0"):
        return f"{PURE}={environ[PURE]} is set"
    cc = (environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()[0]
    if not shutil.which(cc):
        return f"no C compiler ({cc}) was found"
    if not Path(sysconfig.get_paths()["include"], "Python.h").exists():
        return "the Python headers (Python.h) are missing"
    return None


def built() -> list[Path]:
    """The extension modules a build left in the source tree."""
    out = [ROOT / p.replace(".py", "") for p in COMPILED]
    found = [so for base in out for so in base.parent.glob(base.name + ".*.so")]
    return found + list(ROOT.glob("*__mypyc.*.so"))


def clean() -> None:
    for so in built():
        so.unlink()
        print("removed", so.relative_to(ROOT))


def jobs() -> int:
    """The cores this process may run on: one gcc each."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _defined_in(cls: type, name: str) -> type | None:
    return next((c for c in cls.__mro__ if name in vars(c)), None)


def _compiles_file_by_file(cls: type) -> bool:
    """Whether the compiler's compile() is the generic loop over `_compile(obj, src, ...)`, one
    call per file (gcc, clang): `_compile` defined in the same class as compile() or below it."""
    outer, step = _defined_in(cls, "compile"), _defined_in(cls, "_compile")
    return (outer is not None and step is not None and issubclass(step, outer)
            and all(hasattr(cls, name) for name in ("_setup_compile", "_get_cc_args")))


def _compile_in_parallel(compiler: Any, workers: int) -> None:
    """Make `compiler` (a setuptools CCompiler) compile one extension's C files `workers` at a
    time, the largest first. setuptools' `build_ext -j` runs whole extensions in parallel, and
    mypyc puts every module's C file into ONE shared-library extension, so without this gcc
    compiles them one after another on one core."""
    if not _compiles_file_by_file(type(compiler)):
        return  # a compiler that compiles its own way (MSVC overrides compile()): left serial

    def compile(sources: list[str], output_dir: str | None = None, macros: Any = None,
                include_dirs: Any = None, debug: bool = False, extra_preargs: Any = None,
                extra_postargs: Any = None, depends: Any = None) -> list[str]:
        macros, objects, extra_postargs, pp_opts, todo = compiler._setup_compile(
            output_dir, macros, include_dirs, sources, depends, extra_postargs)
        cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)
        order = sorted((obj for obj in objects if obj in todo),
                       key=lambda obj: -os.path.getsize(todo[obj][0]))
        with ThreadPoolExecutor(max_workers=workers) as pool:
            for done in [pool.submit(compiler._compile, obj, *todo[obj], cc_args,
                                     extra_postargs, pp_opts) for obj in order]:
                done.result()  # a failed gcc raises CompileError here
        return objects

    compiler.compile = compile


def build(opt_level: str, build_lib: Path | None = None, work: Path | None = None) -> None:
    """Compile COMPILED: in place (next to the .py) by default, or into `build_lib` with the
    generated C and objects in `work` (the wheel's build hook, hatch_build.py). mypyc writes
    one C file per module (multi_file), and gcc compiles them on every core at once (one C file
    of all modules took one core 1.5 to 2.5 minutes; docs/performance.md)."""
    from mypyc.build import mypycify
    from setuptools import Distribution
    from setuptools.command.build_ext import build_ext

    class ParallelBuildExt(build_ext):  # type: ignore[misc]
        def build_extensions(self) -> None:
            _compile_in_parallel(self.compiler, jobs())
            super().build_extensions()

    os.chdir(ROOT)
    target = {"target_dir": str(work / "c")} if work else {}
    exts = mypycify(["--follow-imports=silent", *COMPILED], opt_level=opt_level,
                    multi_file=True, **target)
    where = (["--inplace"] if build_lib is None
             else ["--build-lib", str(build_lib), "--build-temp", str(work)])
    # A bare Distribution: setuptools does not read the project's pyproject.toml (hatchling
    # builds the package; this only builds extension modules).
    dist = Distribution({"name": "gtr_widget_engine", "ext_modules": exts,
                         "cmdclass": {"build_ext": ParallelBuildExt},
                         "script_args": ["build_ext", *where, "-j", str(jobs())]})
    dist.parse_command_line()
    dist.run_commands()


def from_wheel(wheel: Path) -> None:
    """Put a compiled wheel's extension modules next to their source (no compiling)."""
    import zipfile

    with zipfile.ZipFile(wheel) as z:
        names = [n for n in z.namelist() if n.endswith(".so")]
        if not names:
            sys.exit(f"{wheel} holds no compiled modules (a plain-Python wheel)")
        for n in names:
            z.extract(n, ROOT)
    print(f"{len(names)} extension modules from {wheel.name}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clean", action="store_true", help="remove the compiled modules")
    ap.add_argument("--opt-level", default="3")
    ap.add_argument("--from-wheel", type=Path, help="take the modules from a compiled wheel")
    args = ap.parse_args()
    if args.clean:
        clean()
    elif args.from_wheel:
        clean()
        from_wheel(args.from_wheel)
    else:
        clean()
        build(args.opt_level)
    sys.exit(0)


if __name__ == "__main__":
    main()

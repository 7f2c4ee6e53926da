"""Compile both engines' hot modules with mypyc, in place (an optional speed-up).

    python scripts/compile_engine.py          # build the extension modules next to the .py
    python scripts/compile_engine.py --clean  # remove them again: back to plain Python

The plain-Python source stays the only source: mypyc compiles the same files, and Python
imports a compiled module instead of its .py when both are there. Needs mypy (which brings
mypyc) and a C compiler; nothing else in the project does. Glory to Rome's building powers
(play/buildings/) stay interpreted (see COMPILED).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GLORY_TO_ROME = "gtr_widget/glory_to_rome"
GREAT_CITY = "gtr_widget/great_city"

#: The modules compiled: the decision loop, its stack frames (native classes), move
#: generation, hook dispatch, the log and the card catalogue, and what bots and playouts run on
#: every decision (the heuristic, its search policy, the observation it reads). Building
#: powers (many small classes, each asked only when a seat owns it) stay plain Python, and so
#: do modules off the hot path.
COMPILED = [
    f"{GLORY_TO_ROME}/play/{name}.py" for name in (
        "machine", "actions", "leading", "limits", "powers", "hook_points", "state",
        "construction", "cards", "stack",
        "zones", "scoring", "reasons", "turn", "events", "setup", "rules",
        "roles/__init__", "roles/building", "roles/legionary", "roles/merchant",
        "roles/naming", "roles/patron_laborer", "roles/thinker",
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
] + ["gtr_widget/core/moves.py", "gtr_widget/bots/base.py", "gtr_widget/bots/random_bot.py"]


def built() -> list[Path]:
    """The extension modules a build left in the source tree."""
    out = [ROOT / p.replace(".py", "") for p in COMPILED]
    found = [so for base in out for so in base.parent.glob(base.name + ".*.so")]
    return found + list(ROOT.glob("*__mypyc.*.so"))


def clean() -> None:
    for so in built():
        so.unlink()
        print("removed", so.relative_to(ROOT))


def build(opt_level: str) -> None:
    from mypyc.build import mypycify
    from setuptools import Distribution

    os.chdir(ROOT)
    exts = mypycify(["--follow-imports=silent", *COMPILED], opt_level=opt_level)
    # A bare Distribution: setuptools does not read the project's pyproject.toml (hatchling
    # builds the package; this only builds extension modules in place).
    dist = Distribution({"name": "gtr_widget_engine", "ext_modules": exts,
                         "script_args": ["build_ext", "--inplace"]})
    dist.parse_command_line()
    dist.run_commands()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--clean", action="store_true", help="remove the compiled modules")
    ap.add_argument("--opt-level", default="3")
    args = ap.parse_args()
    if args.clean:
        clean()
    else:
        clean()
        build(args.opt_level)
    sys.exit(0)


if __name__ == "__main__":
    main()

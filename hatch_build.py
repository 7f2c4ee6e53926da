"""The wheel's build hook: compile the engines with mypyc, so `pip install .` installs the
fast build (hatchling runs it; pyproject.toml registers it under [tool.hatch.build.hooks.custom]).

The modules compiled, and how, are scripts/compile_engine.py's: this hook only builds them
into a folder of its own and adds the extension modules to the wheel next to their source.
It builds plain Python instead, and says so on one line, when

- the environment sets GTR_WIDGET_PURE=1 (developers, platforms without a compiler);
- there is no C compiler or no Python headers;
- the install is editable (`pip install -e .`: the source tree stays plain; compile it in
  place with scripts/compile_engine.py).

A compiled wheel is tagged for this Python and platform; a plain one stays `py3-none-any`.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _compile_script(root: Path) -> Any:
    """scripts/compile_engine.py as a module: its COMPILED list and its build()."""
    spec = importlib.util.spec_from_file_location("_gtr_compile_engine",
                                                  root / "scripts" / "compile_engine.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class EngineBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        script = _compile_script(Path(self.root))
        why = script.why_plain(os.environ, editable=version == "editable")
        if why is not None:
            if version != "editable":
                print(f"gtr_widget: building the plain-Python engine ({why})", file=sys.stderr,
                      flush=True)
            return
        self._work = Path(tempfile.mkdtemp(prefix="gtr-mypyc-"))
        lib = self._work / "lib"
        print("gtr_widget: compiling the engines with mypyc (set GTR_WIDGET_PURE=1 to skip)",
              file=sys.stderr, flush=True)
        cwd = os.getcwd()
        try:
            script.build("3", build_lib=lib, work=self._work)
        finally:
            os.chdir(cwd)
        for so in sorted(lib.rglob("*")):
            if so.is_file():
                build_data["force_include"][str(so)] = so.relative_to(lib).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)

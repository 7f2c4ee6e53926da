"""Print the package's requirements, one a line, for the extras named: what `pip install
".[EXTRAS]"` would install besides gtr_widget itself (extras that name gtr_widget's own
extras are expanded).

    python scripts/requirements.py all      # the dependencies and the `all` extra

scripts/quickstart.sh installs these while the wheel builds, so pip's downloading and
installing overlap the engines' compile instead of following it.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def requirements(extras: list[str], project: dict | None = None) -> list[str]:
    """The dependencies plus each extra's, in order, each once; `name[x,y]` for the project's
    own name stands for its extras x and y."""
    project = project or tomllib.loads(PYPROJECT.read_text())["project"]
    own = re.compile(rf"^{re.escape(project['name'])}\[([^\]]*)\]$")
    optional = project.get("optional-dependencies", {})
    out: list[str] = []
    seen: set[str] = set()

    def add(reqs: list[str]) -> None:
        for req in reqs:
            mine = own.match(req.replace(" ", ""))
            if mine:
                expand([x for x in mine.group(1).split(",") if x])
            elif req not in out:
                out.append(req)

    def expand(names: list[str]) -> None:
        for name in names:
            if name in seen:
                continue
            if name not in optional:
                sys.exit(f"requirements.py: pyproject.toml has no extra named {name!r}")
            seen.add(name)
            add(optional[name])

    add(project.get("dependencies", []))
    expand(extras)
    return out


if __name__ == "__main__":
    print("\n".join(requirements(sys.argv[1:])))

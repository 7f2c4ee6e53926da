"""environment.yml parses, agrees with pyproject.toml and says what it leaves out."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).parent.parent


def _spec(req: str) -> tuple[str, str]:
    m = re.match(r"([A-Za-z0-9_.\-\[\]]+)\s*(.*)", req.strip())
    assert m, req
    return m[1].split("[")[0].lower(), m[2].replace(" ", "")


def test_environment_matches_pyproject() -> None:
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    conda = [d for d in env["dependencies"] if isinstance(d, str)]
    pip = next(d["pip"] for d in env["dependencies"] if isinstance(d, dict))
    names = {_spec(d.replace("=", "==", 1) if "=" in d and ">" not in d else d)[0]
             for d in conda}
    assert {"python", "nodejs", "pip"} <= names
    assert any(d.startswith("python=3.11") for d in conda)
    node = next(d for d in conda if d.startswith("nodejs="))
    assert node.split("=")[1] in {"22", "24"}, "the lockfile needs Node 20.19+; 22 LTS is preferred"
    wanted = dict(_spec(r) for r in project["dependencies"])
    for extra in ("plots", "pictures", "test"):
        wanted.update(_spec(r) for r in project["optional-dependencies"][extra]
                      if not r.startswith("gtr_widget"))
    listed = dict(_spec(d) for d in conda if not d.startswith(("python=", "nodejs=", "pip")))
    for name in project["dependencies"]:
        n, _ = _spec(name)
        assert n in listed, f"{n} is a dependency in pyproject.toml but not in environment.yml"
    for n, floor in listed.items():
        assert n in wanted, f"{n} in environment.yml is not a dependency in pyproject.toml"
        assert floor == wanted[n], f"{n}: environment.yml says {floor}, pyproject {wanted[n]}"
    editable = [p for p in pip if p.startswith("-e")]
    assert editable, "the package itself must be installed in editable mode"
    extras = re.search(r"\[(.*)\]", editable[0])[1].split(",")
    assert set(extras) <= set(project["optional-dependencies"])


def test_environment_says_what_it_does_not_give() -> None:
    """The file must not claim more than it installs: no browser, no JS test tools."""
    header = (ROOT / "environment.yml").read_text().split("name:")[0].lower()
    assert "chromium" in header and "gtr_chromium" in header
    assert "npm" in header and "scripts/test.sh" in header
    assert "same environment" not in header

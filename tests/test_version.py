"""The version lives in one place, pyproject.toml; everything else reads it back."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import gtr_widget

REPO = Path(__file__).resolve().parent.parent


def test_the_package_reads_its_version_from_pyproject() -> None:
    declared = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    assert gtr_widget.__version__ == declared


def test_the_front_end_keeps_no_version_of_its_own() -> None:
    """js/ is a private build of the same package: a second number there would drift."""
    package = json.loads((REPO / "js" / "package.json").read_text())
    lock = json.loads((REPO / "js" / "package-lock.json").read_text())
    assert "version" not in package and "version" not in lock
    assert "version" not in lock["packages"][""]

"""Every example notebook runs top to bottom in a fresh python3 kernel, as a newcomer would.

The notebooks hold their own asserts (scenario facts from the rulebooks, that a move changed
the game, that a what-if frame has a row per candidate), so a notebook that runs is also a
notebook whose claims still hold. Run from examples/, as JupyterLab would.
"""

from __future__ import annotations

import os
from pathlib import Path

import nbclient  # in the test extra: a missing one fails here rather than skipping quietly
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

NOTEBOOKS = [
    "01_play_your_first_game.ipynb",
    "02_learn_the_six_roles.ipynb",
    "03_rulebook_examples.ipynb",
    "04_what_if.ipynb",
    "05_simulate.ipynb",
    "06_great_city_of_rome.ipynb",
    "07_exercises.ipynb",
    "play.ipynb",  # the page Voila serves to a class (README)
]


def test_every_notebook_is_listed() -> None:
    """A notebook added to examples/ but not here would never be run."""
    assert sorted(p.name for p in EXAMPLES.glob("*.ipynb")) == sorted(NOTEBOOKS)


def test_notebooks_are_saved_without_outputs() -> None:
    """Outputs make diffs large and go stale; the notebooks are saved cleared."""
    for name in NOTEBOOKS:
        nb = nbformat.read(EXAMPLES / name, as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "code":
                assert not cell.outputs and cell.execution_count is None, name


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_notebook_runs(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The kernel imports the checkout's gtr_widget even when it is not pip-installed.
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)
    monkeypatch.delenv("MPLBACKEND", raising=False)  # the kernel's inline backend, as in Lab
    nb = nbformat.read(EXAMPLES / name, as_version=4)
    client = nbclient.NotebookClient(
        nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(EXAMPLES)}}
    )
    client.execute()  # raises CellExecutionError naming the cell on any error
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors

"""A saved notebook shows its tables without a kernel (issue M, item 3): the table's output
bundle carries a still picture of the position beside the live widget's view."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

import nbclient
import nbformat
import pytest
from nbconvert import HTMLExporter

from gtr_widget import Game as GloryToRome
from gtr_widget import Table
from gtr_widget.great_city.game import Game as GreatCity
from gtr_widget.widget.snapshot import CAPTION

ROOT = Path(__file__).resolve().parent.parent
SVG = "{http://www.w3.org/2000/svg}"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
NAMES = ["Ann", "Bo", "Cy"]


def said(svg: str) -> list[str]:
    """Every line of text of a picture, escaped as in its markup."""
    return [escape(t.text or "") for t in ET.fromstring(svg).iter(f"{SVG}text")]


def bundle(table: Table) -> dict:
    data, _metadata = table._repr_mimebundle_()
    return data


@pytest.mark.parametrize("game", [GloryToRome, GreatCity])
def test_the_bundle_holds_the_live_table_and_its_picture(game: type) -> None:
    t = Table(game.new(list(NAMES), seed=4), viewer=1)
    data = bundle(t)
    assert data[WIDGET_VIEW]["model_id"] == t.model_id
    assert t.game.to_svg(1) in data["text/html"]
    assert CAPTION in data["text/html"]


def test_the_picture_is_the_viewer_s_view() -> None:
    g = GloryToRome.new(list(NAMES), seed=4)
    assert g.to_svg(None) in bundle(Table(g, viewer="all"))["text/html"]
    seat2 = bundle(Table(g, viewer=2))["text/html"]
    assert g.to_svg(2) in seat2 and g.to_svg(None) not in seat2
    hot = Table(g)  # hot seat: the person deciding
    assert g.to_svg(hot.viewer_seat()) in bundle(hot)["text/html"]


def test_a_table_behind_the_curtain_leaves_the_picture_out() -> None:
    data = bundle(Table(GloryToRome.new(list(NAMES), seed=4), curtain=True))
    assert WIDGET_VIEW in data and "text/html" not in data


NOTEBOOK_CELLS = [
    "from gtr_widget import Table\nt = Table.new({names!r}, seed=5, viewer=1)\nt",
    "from gtr_widget.great_city.game import Game\n"
    "from gtr_widget import Table\nTable(Game.new({names!r}, seed=5), viewer=0)",
]


def run_notebook(folder: Path, monkeypatch: pytest.MonkeyPatch, store_state: bool) -> tuple:
    """Execute a notebook of two tables in `folder` (never in the checkout), save and read it
    back; return it with its two results."""
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c.format(names=NAMES)) for c in NOTEBOOK_CELLS]
    nbclient.NotebookClient(nb, timeout=300, kernel_name="python3", store_widget_state=store_state,
                            resources={"metadata": {"path": str(folder)}}).execute()
    nbformat.write(nb, folder / "table.ipynb")
    saved = nbformat.read(folder / "table.ipynb", as_version=4)
    outputs = [o for c in saved.cells for o in c.outputs if o.output_type == "execute_result"]
    return saved, outputs


EXPECTED = [(GloryToRome, 1), (GreatCity, 0)]  # the two cells' games and viewers


def test_a_saved_notebook_converted_to_html_shows_the_positions(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saved without widget state (as Lab saves by default), the page shows each picture."""
    saved, outputs = run_notebook(tmp_path, monkeypatch, store_state=False)
    assert [sorted(o.data) for o in outputs] == [sorted(["text/html", "text/plain",
                                                         WIDGET_VIEW])] * 2
    expected = [game.new(list(NAMES), seed=5).to_svg(seat) for game, seat in EXPECTED]
    assert [o.data["text/html"].count(svg) for o, svg in zip(outputs, expected)] == [1, 1]
    html, _ = HTMLExporter().from_notebook_node(saved)
    # the page re-serialises the HTML (attribute order and case), so compare what is said
    assert html.count('class="gtr-widget-picture"') == 2
    for svg in expected:
        assert all(f">{line}<" in html for line in said(svg))
    hidden = [c["name"] for c in GloryToRome.new(list(NAMES), seed=5).view(None)["players"][0]
              ["hand"] if json.dumps(c["name"]) not in json.dumps(
                  GloryToRome.new(list(NAMES), seed=5).view(1))]
    assert hidden and not any(f">{n}<" in outputs[0].data["text/html"] for n in hidden)


def test_with_widget_state_saved_the_page_draws_the_widget_and_the_file_keeps_the_picture(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """nbconvert prefers a widget whose state is saved (its page loads the widget manager);
    the picture stays in the file for viewers without widgets."""
    saved, outputs = run_notebook(tmp_path, monkeypatch, store_state=True)
    expected = [game.new(list(NAMES), seed=5).to_svg(seat) for game, seat in EXPECTED]
    assert [o.data["text/html"].count(svg) for o, svg in zip(outputs, expected)] == [1, 1]
    html, _ = HTMLExporter().from_notebook_node(saved)
    assert "application/vnd.jupyter.widget-state+json" in html
    assert all(o.data[WIDGET_VIEW]["model_id"] in html for o in outputs)


def test_a_picture_that_fails_leaves_the_live_table_with_a_warning(
        monkeypatch: pytest.MonkeyPatch) -> None:
    t = Table(GloryToRome.new(list(NAMES), seed=4))

    def broken(*_args: object, **_kwargs: object) -> str:
        raise KeyError("pool")

    monkeypatch.setattr(t.game, "to_svg", broken)
    with pytest.warns(UserWarning, match="still picture could not be drawn.*KeyError"):
        data = bundle(t)
    assert WIDGET_VIEW in data and "text/html" not in data

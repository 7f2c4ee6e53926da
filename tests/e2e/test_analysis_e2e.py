"""The analysis beside the moves in a real JupyterLab and Chromium: switch it on, numbers
appear, and the kernel stays free: a click still plays and a cell still runs while it works."""

from __future__ import annotations

from typing import Any

from driver import wait_version_above
from lab import Lab, kernel_json, open_table

_MODEL = "window.__gtr.models[window.__gtr.models.length - 1]"
SOURCE = ("from gtr_widget import Table\n"
          "t = Table.new(players=3, seed=7, pace=0)\n"
          "t._analyst.budget_s = 120.0  # long enough to be still running at the click\n"
          "t")


def analysis(page: Any) -> dict:
    return page.evaluate(f"() => {_MODEL}.get('analysis')")


def test_switch_on_numbers_appear_and_a_click_still_plays(lab: Lab, page: Any) -> None:
    open_table(lab, page, "analysis_e2e.ipynb", SOURCE)
    table = page.locator(".gtr-table").last
    assert analysis(page)["state"] == "off"
    table.locator(".gtr-analysis .gtr-analyse").click()
    rows = table.locator(".gtr-analysis-row")
    rows.first.wait_for(timeout=60_000)  # the first numbers, sent from the background
    a = analysis(page)
    assert a["on"] and a["state"] == "running"
    version = int(table.get_attribute("data-version"))
    assert a["version"] == version
    moves = page.evaluate(f"() => {_MODEL}.get('moves')")
    assert rows.count() == len(moves)
    assert table.locator(".gtr-analysis-best").count() == 1
    first = rows.first.locator(".gtr-analysis-win").text_content()
    assert first.endswith("%")
    # the kernel answers a cell while the playouts run; the numbers came by its event loop
    assert kernel_json(page, "t.game.version") == version
    assert kernel_json(page, "t._analyst.posting") == "loop"
    # a click on a move button plays at once, and the analysis starts on the new position
    free = table.locator(".gtr-moves .gtr-free [data-move]").first
    free.click()
    wait_version_above(page, version)
    page.wait_for_function(
        f"(v) => {{ const a = {_MODEL}.get('analysis'); return a.version > v; }}",
        arg=version, timeout=30_000)
    assert analysis(page)["state"] in ("running", "clear", "budget", "waiting")
    assert kernel_json(page, "t.game.version") == version + 1
    table.locator(".gtr-analysis .gtr-analyse").click()  # switch off
    page.wait_for_function(f"() => {_MODEL}.get('analysis').state === 'off'", timeout=15_000)
    assert table.locator(".gtr-analysis-row").count() == 0

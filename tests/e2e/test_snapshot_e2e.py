"""In JupyterLab the table's output shows the live table only: the still picture that the
same output carries for pages without a kernel (widget/snapshot.py) is never drawn beside it."""

from __future__ import annotations

from typing import Any

from lab import Lab, open_notebook, run_all

CELLS = ["from gtr_widget import Table\nTable.new(players=3, seed=5, viewer=1)",
         "from gtr_widget import Table\nTable.new(game='great_city', players=3, seed=5)"]


def test_the_live_tables_show_once_without_their_pictures(lab: Lab, page: Any) -> None:
    lab.write_notebook("snapshot.ipynb", CELLS)
    open_notebook(page, lab.lab_url("snapshot.ipynb"))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-camp")  # Glory to Rome's table drawn
    page.wait_for_function("() => document.querySelectorAll('.gtr-table').length === 2")
    page.wait_for_timeout(500)
    outputs = page.locator(".jp-OutputArea-output")
    assert outputs.count() == 2
    assert page.locator(".gtr-table").count() == 2
    assert page.locator(".gtr-widget-picture").count() == 0
    assert page.locator(".jp-OutputArea-output svg[viewBox]").count() == 0
    assert page.locator('[data-mime-type="text/html"]').count() == 0
    assert not page.gtr_errors

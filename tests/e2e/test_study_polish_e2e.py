"""The exercise picker in the browser (issue M polish, item 1): a select beside the scenario
select lists the table's game's exercises from the basics up; choosing one opens it on the
table. An unknown id sent by the page is refused with a short text and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from driver import _MODEL, model_state
from lab import Lab, open_table

from gtr_widget.scenarios import exercise, exercise_ids

CASES = [("glory_to_rome", "GTR-14", ".gtr-table .gtr-camp"),
         ("great_city", "GC-04", ".gtr-table .gtr-board-great_city")]


@pytest.mark.parametrize("game, pick, ready", CASES)
def test_the_picker_lists_the_games_exercises_and_opens_one(lab: Lab, page: Any, game: str,
                                                            pick: str, ready: str) -> None:
    open_table(lab, page, f"picker_{game}.ipynb",
               "from gtr_widget import Table\n"
               f"t = Table.new(players=3, game={game!r}, pace=0)\n"
               "t", ready=ready)
    table = page.locator(".gtr-table").last
    select = table.locator(".gtr-controls .gtr-exercise-select")
    select.wait_for()
    listed = select.locator("option").evaluate_all("(os) => os.map((o) => o.value)")[1:]
    mine = [i for i in exercise_ids() if exercise(i)["game"] == game]
    assert sorted(listed) == sorted(mine)
    levels = [exercise(i)["level"] for i in listed]
    assert levels == sorted(levels), "ordered from the basics up"
    # beside the scenario select
    assert select.evaluate("(s) => s.previousElementSibling.classList.contains("
                           "'gtr-scenario-select')")

    select.select_option(pick)
    page.wait_for_selector(f'.gtr-table .gtr-exercise[data-exercise="{pick}"]')
    assert exercise(pick)["question"] in table.locator(".gtr-exercise").inner_text()
    assert table.locator(".gtr-exercise-select").input_value() == pick
    assert model_state(page)["error"] == ""

    before = model_state(page)
    page.evaluate(f"(v) => {_MODEL}.send({{type: 'exercise', id: 'No-Such-9', version: v}})",
                  before["version"])
    page.wait_for_function(f"() => {_MODEL}.get('error') !== ''")
    after = model_state(page)
    assert "no exercise 'No-Such-9'" in after["error"]
    assert after["version"] == before["version"] and after["view"] == before["view"]
    assert table.locator(f'.gtr-exercise[data-exercise="{pick}"]').count() == 1
    assert not page.gtr_errors

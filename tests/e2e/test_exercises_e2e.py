"""A rulebook exercise in the browser (issue 28, item 4): a wrong answer clicked on the table is
refused with the rule and its rulebook line, the right ones go through, and the end shows the
book's explanation. The Archway example, 003:349-351: the Pool's Brick first, then the
stockpile's."""

from __future__ import annotations

from typing import Any

from driver import _MODEL, click_move, model_state
from lab import Lab, open_table

WRONG = "architect: add Brick to Gate"  # legal, but the book takes the Pool's Brick first
RIGHT = ["archway: add Brick from pool to Gate", "architect: add Brick to Gate"]


def _offered(page: Any, text: str) -> dict:
    state = model_state(page)
    return next(m for m in state["moves"] if m["text"] == text)


def _click_without_waiting(page: Any, move: dict) -> None:
    """Click a move's card, then its button, as a person does (no new version will come)."""
    table = page.locator(".gtr-table").last
    table.locator(f'[data-card="{move["cards"][0]}"].gtr-lit').first.click()
    choice = table.locator(f'.gtr-choice [data-move="{move["id"]}"]')
    choice.wait_for(timeout=15_000)
    choice.click()


def test_an_exercise_refuses_a_wrong_answer_then_takes_the_books(lab: Lab, page: Any) -> None:
    open_table(lab, page, "exercise.ipynb",
               "from gtr_widget import Table\n"
               "t = Table.new(players=3, pace=0)\n"
               "t.exercise('GTR-14')\n"
               "t", ready=".gtr-table .gtr-exercise")
    panel = page.locator(".gtr-table .gtr-exercise").last
    assert panel.get_attribute("data-state") == "asking"
    assert "Complete the Gate" in panel.inner_text()
    version = model_state(page)["version"]

    _click_without_waiting(page, _offered(page, WRONG))
    page.wait_for_selector('.gtr-table .gtr-exercise[data-state="hinted"]')
    hint = page.locator(".gtr-table .gtr-exercise-hint").last.inner_text()
    assert "003:349" in hint and "Archway" in hint
    # the refusal's text is a trait of its own: it may reach the page after the panel's state
    page.wait_for_function(f"() => ({_MODEL}.get('error') || '').includes('Hint')")
    after = model_state(page)
    assert after["version"] == version, "a refused answer changes nothing"
    assert "Hint" in after["error"]

    for text in RIGHT:
        state = model_state(page)
        click_move(page, _offered(page, text), state["version"])
    page.wait_for_selector('.gtr-table .gtr-exercise[data-state="solved"]')
    explanation = page.locator(".gtr-table .gtr-exercise-explanation").last.inner_text()
    assert "Gate" in explanation and "003:351" in explanation
    assert not page.gtr_errors

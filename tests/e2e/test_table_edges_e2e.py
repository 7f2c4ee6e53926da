"""Glory to Rome's table edges (issue 27, items 7-13), measured in JupyterLab and Chromium:
focus after a click and Enter playing, the clicked card's box before and after selection, the
explanation box clearing, the refusal's words, the hot seat's seating order, contrast and the
move box's placeholder, the rule shown when a move is hovered."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from driver import model_state, shown_version, wait_version_above
from lab import Lab, open_table
from positions import SETUP, rich

THREE = ("t = Table.new(players=['You', 'Bo', 'Cy'], seed=7, pace=0)\n"
         "t.seat(1, 'random').seat(2, 'random')\nt")
NEWEST = ".gtr-table >> nth=-1"


@pytest.fixture
def wide(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900})
    yield ctx.new_page()
    ctx.close()


def start(lab: Lab, page: Any, name: str, code: str, dark: bool = False) -> None:
    open_table(lab, page, name, SETUP + code, "JupyterLab Dark" if dark else None)


def card_counts(moves: list[dict]) -> Counter:
    """How many moves each card id is used by (what one click on it offers)."""
    return Counter(c for m in moves for c in set(m["cards"]))


def card_box(page: Any, card: int) -> dict:
    b = page.locator(f'.gtr-table [data-card="{card}"]').first.bounding_box()
    assert b is not None
    return b


def overlaps(a: dict, b: dict) -> bool:
    """Whether two bounding boxes share some area."""
    across = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    down = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return across > 0 and down > 0


def focused_card(page: Any) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.dataset"
                         " ? document.activeElement.dataset.card ?? null : null")


def test_after_a_click_the_card_keeps_focus_and_enter_plays(lab: Lab, wide: Any) -> None:
    start(lab, wide, "focus.ipynb", THREE)
    state = model_state(wide)
    counts = card_counts(state["moves"])
    card = next(c for c, n in counts.items() if n == 1)  # one move: Enter plays it
    wide.locator(f'.gtr-table [data-card="{card}"].gtr-lit').first.click()
    wide.wait_for_selector(".gtr-table .gtr-choice")
    assert focused_card(wide) == str(card)
    wide.keyboard.press("Enter")
    wait_version_above(wide, state["version"])
    assert shown_version(wide) > state["version"]


def test_selecting_a_card_does_not_move_it(lab: Lab, wide: Any) -> None:
    start(lab, wide, "still.ipynb", rich(3))  # a full hand: one card offers 7 moves
    state = model_state(wide)
    counts = card_counts(state["moves"])
    card, n = counts.most_common(1)[0]
    assert n > 1  # several choices: the most that used to push the board down
    before = card_box(wide, card)
    wide.locator(f'.gtr-table [data-card="{card}"].gtr-lit').first.click()
    wide.wait_for_selector(".gtr-table .gtr-choice")
    wide.wait_for_timeout(200)
    after = card_box(wide, card)
    # a selected card is lifted 4 px (styles); anything more is the board jumping
    dx, dy = after["x"] - before["x"], after["y"] - before["y"]
    assert abs(dx) <= 1 and abs(dy) <= 5, (before, after)
    # the choices are in the window and do not cover the card clicked
    choice = wide.locator(".gtr-table .gtr-choice").bounding_box()
    assert choice is not None and choice["y"] >= 0 and choice["y"] + choice["height"] <= 900
    assert not overlaps(choice, after)
    assert wide.locator(".gtr-table .gtr-choice [data-move]").count() == n

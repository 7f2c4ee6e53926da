"""The table as a player sees it, measured in JupyterLab and Chromium: what is in view at
1400x900 and at 900 wide, contrast ratios from computed styles, select-then-confirm, the French
names. The README's light and dark screenshots come from scripts/screenshots.py (a game in
progress), never from a test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from driver import model_state, shown_version, wait_version_above
from lab import Lab, open_table, table_box

SETUP = "from gtr_widget import Table\n"
THREE = ("t = Table.new(players=['You', 'Bo', 'Cy'], seed=7, pace=0)\n"
         "t.seat(1, 'random').seat(2, 'random')\nt")

CONTRAST_JS = (Path(__file__).parent / "contrast.js").read_text()


def start(lab: Lab, page: Any, name: str, code: str, dark: bool = False) -> None:
    open_table(lab, page, name, SETUP + code, "JupyterLab Dark" if dark else None)


def in_view(b: dict, w: int, h: int) -> bool:
    return b["x"] >= 0 and b["y"] >= 0 and b["x"] + b["width"] <= w and b["y"] + b["height"] <= h


@pytest.fixture
def wide(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900})
    yield ctx.new_page()
    ctx.close()


def test_prompt_choices_hand_and_camp_in_view_at_1400x900(lab: Lab, wide: Any) -> None:
    start(lab, wide, "layout.ipynb", THREE)
    for sel in (".gtr-prompt", ".gtr-moves", ".gtr-main-camp .gtr-hand", ".gtr-main-camp"):
        assert in_view(table_box(wide, sel), 1400, 900), sel
    # opponents stay in seating order whoever decides; the decider is marked, not moved
    seats = wide.eval_on_selector_all(".gtr-table .gtr-opponent",
                                      "els => els.map(e => +e.dataset.seat)")
    assert seats == sorted(seats)
    assert wide.locator(".gtr-table .gtr-scoreboard .gtr-score-row").count() == 3
    ratios = wide.evaluate(CONTRAST_JS)
    low = [r for r in ratios if r["ratio"] < 4.5]
    assert ratios and low == [], low[:5]


def test_dark_theme_text_meets_aa(lab: Lab, wide: Any) -> None:
    start(lab, wide, "dark.ipynb", THREE, dark=True)
    low = [r for r in wide.evaluate(CONTRAST_JS) if r["ratio"] < 4.5]
    assert low == [], low[:5]


def test_at_900_wide_the_log_goes_below_and_nothing_overflows(lab: Lab, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 900, "height": 900})
    page = ctx.new_page()
    try:
        start(lab, page, "narrow.ipynb", THREE)
        main, log = table_box(page, ".gtr-main-col"), table_box(page, ".gtr-log")
        assert log["y"] >= main["y"] + main["height"] - 1  # below, not beside
        over = page.evaluate("() => { const t = document.querySelector('.gtr-table');"
                             " return t.scrollWidth - t.clientWidth; }")
        assert over <= 0
    finally:
        ctx.close()


def test_a_click_selects_and_a_second_click_plays(lab: Lab, wide: Any) -> None:
    start(lab, wide, "confirm.ipynb", "t = Table.new(players=['You', 'Bo'], seed=3, pace=0)\nt")
    state = model_state(wide)
    move = next(m for m in state["moves"] if m["cards"])
    card = wide.locator(f'.gtr-table [data-card="{move["cards"][0]}"].gtr-lit').first
    card.click()
    wide.wait_for_selector(".gtr-table .gtr-choice")
    wide.wait_for_timeout(300)
    assert shown_version(wide) == state["version"]  # reading a card never plays it
    assert wide.locator(".gtr-table .gtr-inspect .gtr-rule").count() >= 1  # the rule, explained
    wide.locator(f'.gtr-table .gtr-choice [data-move="{move["id"]}"]').click()
    wait_version_above(wide, state["version"])


def test_french_names_on_the_table(lab: Lab, wide: Any) -> None:
    start(lab, wide, "fr.ipynb",
          "t = Table.new(players=['You', 'Bo'], seed=3, pace=0, language='fr')\nt")
    text = wide.locator(".gtr-table").last.text_content()
    assert "Main (" in text and "Emplacements en ville" in text and "Bloc" in text
    assert "Sites in town" not in text and "Hand (" not in text

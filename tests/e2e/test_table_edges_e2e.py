"""Glory to Rome's table edges (issue 27, items 7-13), measured in JupyterLab and Chromium:
focus after a click and Enter playing, the clicked card's box before and after selection, the
explanation box clearing, the refusal's words, the hot seat's seating order, contrast and the
move box's placeholder, the rule shown when a move is hovered."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from driver import model_state, shown_version, wait_version_above
from lab import Lab, kernel, open_table
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
    page.wait_for_selector('.gtr-table[data-can-act="true"]')  # the moves have arrived


# Bo leads Laborer (003:116); You hold a Road (follows: one move) and a Dock (no move).
ROAD = """g = build(['You', 'Bo'], hands={0: ['Road', 'Dock'], 1: ['Latrine', 'Wall']}, leader=1)
g.play('lead Laborer: Latrine')
t = Table(g, pace=0, viewer=0)
t"""


def hand_card(page: Any, name: str) -> int:
    hand = model_state(page)["view"]["players"][0]["hand"]
    return next(c["id"] for c in hand if c["name"] == name)


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
    start(lab, wide, "focus.ipynb", ROAD)
    state = model_state(wide)
    card = hand_card(wide, "Road")
    assert card_counts(state["moves"])[card] == 1  # one move: Enter plays it
    wide.locator(f'.gtr-table [data-card="{card}"].gtr-lit').first.click()
    wide.wait_for_selector(".gtr-table .gtr-choice")
    assert focused_card(wide) == str(card)
    wide.keyboard.press("Enter")
    wait_version_above(wide, state["version"])
    assert shown_version(wide) > state["version"]


@pytest.mark.parametrize("width", [1400, 900])
def test_selecting_a_card_does_not_move_it(lab: Lab, browser: Any, width: int) -> None:
    ctx = browser.new_context(viewport={"width": width, "height": 900})
    try:
        check_still(lab, ctx.new_page(), width)
    finally:
        ctx.close()


def check_still(lab: Lab, wide: Any, width: int) -> None:
    start(lab, wide, f"still{width}.ipynb", rich(3))  # a full hand: one card offers 7 moves
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
    assert choice["x"] >= 0 and choice["x"] + choice["width"] <= width
    assert not overlaps(choice, after)
    assert wide.locator(".gtr-table .gtr-choice [data-move]").count() == n


def explained(page: Any) -> int:
    return page.locator(".gtr-table .gtr-inspect .gtr-card-info").count()


def test_the_explanation_goes_when_its_card_leaves(lab: Lab, wide: Any) -> None:
    start(lab, wide, "leaves.ipynb", ROAD)
    state = model_state(wide)
    wide.locator(f'.gtr-table [data-card="{hand_card(wide, "Road")}"].gtr-lit').first.click()
    wide.wait_for_selector(".gtr-table .gtr-inspect .gtr-card-info")
    wide.keyboard.press("Enter")  # plays the Road: it leaves the hand
    wait_version_above(wide, state["version"])
    wide.wait_for_timeout(300)
    assert explained(wide) == 0


def test_the_explanation_goes_when_the_turn_changes(lab: Lab, wide: Any) -> None:
    start(lab, wide, "turn.ipynb", ROAD)
    state = model_state(wide)
    dock = hand_card(wide, "Dock")
    wide.locator(f'.gtr-table [data-card="{dock}"]').first.click()
    wide.wait_for_selector(".gtr-table .gtr-inspect .gtr-card-info")
    think = next(m for m in state["moves"] if m["verb"] == "think" and not m["cards"])
    wide.locator(f'.gtr-table .gtr-free [data-move="{think["id"]}"]').click()
    assert state["view"]["turn"] == 1  # You think; Bo's Laborer takes nothing: turn 2 begins
    wide.wait_for_function(
        "() => { const m = window.__gtr.models[window.__gtr.models.length - 1];"
        " return m.get('view').turn > 1; }")
    wide.wait_for_timeout(300)
    assert dock in [c["id"] for c in model_state(wide)["view"]["players"][0]["hand"]]
    assert explained(wide) == 0  # the Dock is still in hand, but a new turn has begun


# You follow Laborer (003:116) holding a Dock, a Craftsman card: no move uses it.
FOLLOW = """g = build(['You', 'Bo'], hands={0: ['Road', 'Insula', 'Dock'], 1: ['Latrine', 'Wall']},
          leader=1)
g.play('lead Laborer: Latrine')
t = Table(g, pace=0, viewer=0)
t"""


def test_a_refusal_is_one_sentence_with_its_rule_and_details_on_demand(lab: Lab, wide: Any) -> None:
    start(lab, wide, "refusal.ipynb", FOLLOW)
    hand = model_state(wide)["view"]["players"][0]["hand"]
    dock = next(c["id"] for c in hand if c["name"] == "Dock")
    wide.locator(f'.gtr-table [data-card="{dock}"]').first.click()
    error = wide.locator(".gtr-table .gtr-error")
    error.wait_for()
    main = wide.locator(".gtr-table .gtr-error-main").inner_text()
    assert main.startswith("Follow Laborer") and "(003:116" in main and main.endswith(".")
    assert ". " not in main and "\n" not in main and ";" not in main  # one sentence
    assert "not owned" not in error.inner_text()  # the powers not owned are folded away
    wide.locator(".gtr-table .gtr-error-more > summary").click()
    assert "Latrine not owned" in error.inner_text()


def camp_seats(page: Any) -> list[int]:
    return page.eval_on_selector_all(".gtr-table .gtr-camp", "els => els.map(e => +e.dataset.seat)")


def test_a_hot_seat_keeps_the_seating_order_and_marks_the_decider(lab: Lab, wide: Any) -> None:
    start(lab, wide, "hotseat.ipynb",
          "t = Table.new(players=['Ann', 'Bo'], seed=3, pace=0, viewer='hotseat')\nt")
    state = model_state(wide)
    assert camp_seats(wide) == [0, 1]
    kernel(wide, "t.play(t.game.legal_moves()[0])")  # Ann leads: Bo decides now
    wait_version_above(wide, state["version"])
    assert model_state(wide)["view"]["decision"]["player"] == 1
    assert camp_seats(wide) == [0, 1]  # the sides stay where they were
    deciding = wide.eval_on_selector_all(
        ".gtr-table .gtr-camp.gtr-active", "els => els.map(e => +e.dataset.seat)")
    assert deciding == [1]
    assert wide.locator('.gtr-table .gtr-camp[data-seat="1"] .gtr-deciding').count() == 1
    assert wide.locator('.gtr-table .gtr-camp[data-seat="1"].gtr-main-camp').count() == 1


CONTRAST_JS = (Path(__file__).parent / "contrast.js").read_text()


def error_ratios(page: Any) -> list[float]:
    return [r["ratio"] for r in page.evaluate(CONTRAST_JS) if "gtr-error" in str(r["cls"])]


def set_theme(page: Any, theme: str) -> None:
    page.evaluate("(t) => window.jupyterapp.commands.execute('apputils:change-theme',"
                  " {theme: t})", theme)
    page.wait_for_function("(light) => document.body.dataset.jpThemeLight === light",
                           arg="true" if theme == "JupyterLab Light" else "false")
    page.wait_for_timeout(500)


def test_refusal_text_meets_aa_in_both_themes(lab: Lab, wide: Any) -> None:
    start(lab, wide, "refusal-contrast.ipynb", FOLLOW)
    hand = model_state(wide)["view"]["players"][0]["hand"]
    dock = next(c["id"] for c in hand if c["name"] == "Dock")
    wide.locator(f'.gtr-table [data-card="{dock}"]').first.click()
    wide.locator(".gtr-table .gtr-error").wait_for()
    try:
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            set_theme(wide, theme)
            ratios = error_ratios(wide)
            assert ratios and min(ratios) >= 4.5, (theme, ratios)
    finally:
        set_theme(wide, "JupyterLab Light")  # the theme is a lab setting: leave it as found


def test_the_move_box_placeholder_is_whole(lab: Lab, wide: Any) -> None:
    start(lab, wide, "placeholder.ipynb", THREE)
    room = wide.evaluate("""() => {
      const t = document.querySelectorAll('.gtr-table'); const i = t[t.length - 1]
        .querySelector('.gtr-text');
      const st = getComputedStyle(i); const c = document.createElement('canvas').getContext('2d');
      c.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
      const inner = i.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight);
      return {text: i.placeholder, need: c.measureText(i.placeholder).width, inner}; }""")
    assert "e.g." in room["text"] and room["need"] <= room["inner"], room


def hint(page: Any) -> str:
    return page.locator(".gtr-table .gtr-inspect .gtr-hint").inner_text()


def test_hovering_a_card_or_a_move_shows_its_rule_with_the_reference(lab: Lab, wide: Any) -> None:
    start(lab, wide, "hover.ipynb", ROAD)
    state = model_state(wide)
    lit = {c for m in state["moves"] for c in m["cards"]}
    card = next(c for c in state["view"]["players"][0]["hand"]
                if c["id"] in lit and state["catalogue"].get(c["name"]))
    wide.locator(f'.gtr-table .gtr-hand [data-card="{card["id"]}"]').first.hover()
    shown = hint(wide)
    assert card["name"] in shown and state["catalogue"][card["name"]][:20] in shown
    assert "(003:" in shown  # the card's reference and the rule of its moves
    think = next(m for m in state["moves"] if m["verb"] == "think" and not m["cards"])
    wide.locator(f'.gtr-table .gtr-free [data-move="{think["id"]}"]').hover()
    assert "(003:" in hint(wide) and card["name"] not in hint(wide)
    wide.locator(".gtr-table .gtr-prompt").hover()  # off the card and the moves: the hint goes
    assert hint(wide) == ""

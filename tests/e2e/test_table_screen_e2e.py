"""The table on one screen, measured: a five-player table fits 1400x900 with the file browser
open, menus stay inside the viewport at 1400 and 900 wide, a moved card slides, and nothing
animates for a person who asks for reduced motion."""

from __future__ import annotations

from typing import Any

import pytest
from driver import model_state, wait_version_above
from lab import REPO, Lab, kernel, open_notebook, run_all

SETUP = "from gtr_widget import Table\nfrom gtr_widget.scenarios import build\n"
FIVE = ("t = Table.new(players=['You', 'Bo', 'Cy', 'Di', 'Ed'], seed=7, pace=0)\n"
        "for s in range(1, 5):\n    t.seat(s, 'random', seed=s)\nt")
# You led Laborer with a Road and Bo thought: taking the Bar from the pool ends the turn, so the
# Bar goes pool -> stockpile and the Road camp -> pool.
LABOR = ("t = Table(build(['You', 'Bo'], hands={0: ['Road', 'Latrine'], 1: ['Insula']},"
         " pool=['Bar'], leader=0), pace=0, viewer=0)\nt")

# Records every card slide (the motion module calls Element.animate) and every animation the
# document runs (CSS ones too), polled each frame.
RECORD_JS = """() => {
  const rec = { animate: [], running: [], catches: [] };
  window.__rec = rec;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    rec.animate.push(this.dataset ? this.dataset.card ?? this.className : String(this));
    return animate.apply(this, args);
  };
  const tick = () => {
    for (const a of document.getAnimations()) {
      const t = a.effect && a.effect.target;
      rec.running.push(t && t.dataset ? (t.dataset.card ?? t.className) : String(t));
      if (t instanceof Element) rec.catches.push(getComputedStyle(t).pointerEvents);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}"""
FRAMES_JS = """(n) => new Promise((done) => { let k = 0;
  const f = () => (++k >= n ? done(true) : requestAnimationFrame(f));
  requestAnimationFrame(f); })"""


def start(lab: Lab, page: Any, name: str, code: str) -> None:
    lab.write_notebook(name, [SETUP + code])
    open_notebook(page, lab.lab_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-camp")
    page.evaluate("() => document.querySelector('.gtr-table').scrollIntoView()")
    page.evaluate(FRAMES_JS, 2)


def box(page: Any, selector: str) -> dict:
    b = page.locator(f".gtr-table {selector}").first.bounding_box()
    assert b is not None, selector
    return b


def inside(b: dict, w: int, h: int) -> bool:
    return b["x"] >= 0 and b["y"] >= 0 and b["x"] + b["width"] <= w + 0.5 \
        and b["y"] + b["height"] <= h + 0.5


def file_browser_open(page: Any) -> bool:
    return page.evaluate("() => { const f = document.querySelector('.jp-FileBrowser');"
                         " return !!f && f.getBoundingClientRect().width > 100; }")


@pytest.fixture
def wide(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900})
    yield ctx.new_page()
    ctx.close()


def test_five_players_fit_one_screen(lab: Lab, wide: Any) -> None:
    start(lab, wide, "five.ipynb", FIVE)
    wide.wait_for_function("() => document.querySelector('.gtr-table').dataset.canAct === 'true'",
                           timeout=60_000)
    assert file_browser_open(wide)
    wide.evaluate("() => document.querySelector('.gtr-table').scrollIntoView()")
    wide.evaluate(FRAMES_JS, 2)
    for sel in (".gtr-prompt", ".gtr-moves", ".gtr-main-camp .gtr-hand", ".gtr-main-camp"):
        assert inside(box(wide, sel), 1400, 900), (sel, box(wide, sel))
    folded = wide.locator(".gtr-table details.gtr-opponent").count()
    assert folded >= 3  # the others are collapsed, in seating order
    seats = wide.eval_on_selector_all(".gtr-table .gtr-opponent",
                                      "els => els.map(e => +e.dataset.seat)")
    assert seats == sorted(seats) and len(seats) == 4
    wide.screenshot(path=str(REPO / "test-artifacts" / "five-players.png"))


@pytest.mark.parametrize("width", [1400, 900])
def test_menus_stay_inside_the_viewport(lab: Lab, browser: Any, width: int) -> None:
    ctx = browser.new_context(viewport={"width": width, "height": 900})
    page = ctx.new_page()
    try:
        start(lab, page, f"menus{width}.ipynb",
              "t = Table.new(players=['You', 'Bo', 'Cy'], seed=7, pace=0)\n"
              "t.seat(2, 'random')\nt")
        assert file_browser_open(page)
        page.locator(".gtr-table .gtr-all-moves summary").click()
        page.wait_for_selector(".gtr-table .gtr-all-list [data-move]")
        outside = page.evaluate("""(w) => {
          const t = document.querySelector('.gtr-table');
          const els = [...t.querySelectorAll('.gtr-controls > *, .gtr-scenario-select, select,'
            + ' .gtr-all-list, .gtr-choice, .gtr-type')];
          return els.map((e) => [e.className, e.getBoundingClientRect()])
            .filter(([, r]) => r.width > 0 && (r.left < 0 || r.right > w + 0.5))
            .map(([c, r]) => [c, r.left, r.right]);
        }""", width)
        assert outside == []
        menu = box(page, ".gtr-scenario-select")
        assert menu["x"] >= 0 and menu["x"] + menu["width"] <= width
    finally:
        ctx.close()


def _labor(page: Any) -> dict:
    kernel(page, "t.play('lead Laborer: Road'); t.play('think: take Jack')")
    page.wait_for_selector(".gtr-table .gtr-pool [data-card].gtr-lit")
    page.evaluate(RECORD_JS)
    state = model_state(page)
    bar = next(c["id"] for c in state["view"]["pool"] if c["name"] == "Bar")
    page.locator(f".gtr-table .gtr-pool [data-card='{bar}']").click()
    page.locator(".gtr-table .gtr-choice [data-move]").first.click()
    wait_version_above(page, state["version"])
    page.evaluate(FRAMES_JS, 10)
    return {"bar": str(bar), **page.evaluate("() => window.__rec")}


def test_a_moved_card_slides(lab: Lab, wide: Any) -> None:
    start(lab, wide, "motion.ipynb", LABOR)
    road = str(model_state(wide)["view"]["players"][0]["hand"][0]["id"])
    rec = _labor(wide)
    assert rec["bar"] in rec["animate"]  # pool -> stockpile
    assert road in rec["animate"]  # camp -> pool at the end of the turn
    assert wide.locator(f".gtr-table .gtr-pool [data-card='{road}']").count() == 1
    # a sliding card lets a click through to the card beneath (it was lost on the board)
    assert rec["catches"] and set(rec["catches"]) == {"none"}, rec["catches"]


def test_nothing_moves_under_reduced_motion(lab: Lab, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900}, reduced_motion="reduce")
    page = ctx.new_page()
    try:
        start(lab, page, "still.ipynb", LABOR)
        rec = _labor(page)
        assert rec["animate"] == [] and rec["running"] == []
    finally:
        ctx.close()

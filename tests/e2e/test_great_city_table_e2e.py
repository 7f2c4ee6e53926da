"""The Great City's table as a player meets it (issue 27, items 2-5), measured in a real
JupyterLab and Chromium at 1400x900: the clicks a build takes, the sidebar score's height
against its box, the strip's words."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from driver import model_state, wait_version_above
from lab import Lab
from test_great_city_e2e import position, show


@pytest.fixture
def wide(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900})
    yield ctx.new_page()
    ctx.close()


def choices(page: Any) -> list[int]:
    return page.eval_on_selector_all(".gtr-table .gtr-choice [data-move]",
                                     "els => els.map(e => Number(e.dataset.move))")


def test_a_build_takes_a_card_and_a_cell_then_a_confirming_click(lab: Lab, wide: Any) -> None:
    show(lab, wide, "gc_build_clicks.ipynb", position("act"))
    state = model_state(wide)
    builds = [m for m in state["moves"] if m["verb"] == "build"]
    assert builds
    # a cell where several cards may go, when there is one: the cell alone does not decide
    per_cell = Counter(m["target"] for m in builds)
    move = max(builds, key=lambda m: per_cell[m["target"]])
    table = wide.locator(".gtr-table").last
    card = table.locator(f'.gc-player.gc-deciding .gc-hand [data-card="{move["cards"][0]}"]')
    cell = table.locator(f'.gc-player.gc-deciding .gc-cell[data-index="{move["target"]}"]')
    clicks = 0
    card.click()
    clicks += 1
    cell.click()
    clicks += 1
    wide.wait_for_timeout(200)
    assert choices(wide) == [move["id"]]  # narrowed to the one build: the card is not asked again
    assert model_state(wide)["version"] == state["version"]  # nothing played yet
    cell.click()  # the confirming second click on the cell
    clicks += 1
    wait_version_above(wide, state["version"])
    assert clicks == 3
    me = model_state(wide)["view"]["players"][0]
    assert any(c["card"]["id"] == move["cards"][0] for c in me["city"])


SIDE_JS = ("() => [...document.querySelectorAll('.gtr-table .gtr-side .gtr-scoreboard')].map(e =>"
           " ({scroll: e.scrollHeight, box: e.clientHeight, width: e.scrollWidth,"
           " boxWidth: e.clientWidth}))")


def test_the_sidebar_score_lists_what_scores_with_the_pad_on_demand(lab: Lab, wide: Any) -> None:
    show(lab, wide, "gc_score_play.ipynb", position("act"))
    view = model_state(wide)["view"]
    labels = view.get("score_labels") or {}
    items = wide.eval_on_selector_all(".gtr-table .gtr-score-row .gtr-score-items",
                                      "els => els.map(e => e.textContent)")
    assert len(items) == len(view["players"])
    for p, text in zip(view["players"], items, strict=True):
        for k, n in p["score"].items():
            if k != "total":
                assert (f"{labels.get(k, k)} {n}" in text) == (n != 0), (k, n, text)
    table = wide.locator(".gtr-table .gtr-score-full")
    assert not table.evaluate("e => e.open")
    table.locator("summary").click()
    rows = table.locator("tbody th").all_text_contents()
    assert "Residential areas (2)" in rows and "Influence cards" in rows
    (side,) = wide.evaluate(SIDE_JS)
    assert side["scroll"] <= side["box"] and side["width"] <= side["boxWidth"], side


def test_the_final_score_shows_once_and_whole(lab: Lab, wide: Any) -> None:
    show(lab, wide, "gc_score_over.ipynb", position("over"))
    (side,) = wide.evaluate(SIDE_JS)
    assert side["scroll"] <= side["box"] and side["width"] <= side["boxWidth"], side
    # the categories are in the board's pad only, once
    assert wide.locator(".gtr-table .gc-pad").count() == 1
    head = wide.locator(".gtr-table .gtr-final thead th").all_text_contents()
    assert len(head) == 2 and "Residential areas (2)" not in head


RINGS_JS = ("() => { const heads = [...document.querySelectorAll("
            "'.gtr-table .gc-deck > .gc-zone-title')].map(e => e.getBoundingClientRect());"
            " const hits = []; for (const e of document.querySelectorAll("
            "'.gtr-table .gc-offer .gc-lit')) { const r = e.getBoundingClientRect();"
            " for (const t of heads) if (r.left - 5 < t.right && t.left < r.right + 5 &&"
            " r.top - 5 < t.bottom && t.top < r.bottom + 5) hits.push([e.dataset.card,"
            " r.top - t.bottom]); } return {lit: document.querySelectorAll('.gtr-table .gc-offer"
            " .gc-lit').length, hits}; }")


def test_the_strip_says_what_a_space_gives_and_rings_leave_the_headings_clear(
        lab: Lab, wide: Any) -> None:
    show(lab, wide, "gc_strip.ipynb", position("take"))
    view = model_state(wide)["view"]
    spaces = view["strip"]["spaces"]
    texts = wide.eval_on_selector_all(".gtr-table .gc-space", "els => els.map(e => ({"
                                      "gets: [...e.querySelectorAll('.gc-gets')]"
                                      ".map(g => g.textContent),"
                                      " pick: e.querySelector('.gc-pick').textContent,"
                                      " size: parseFloat(getComputedStyle(e.querySelector("
                                      "'.gc-gets-n')).fontSize)}))")
    assert len(texts) == len(spaces)
    for sp, shown in zip(spaces, texts, strict=True):
        plural = lambda n, w: f"{n} {w}" + ("" if n == 1 else "s")  # noqa: E731
        assert shown["gets"] == [plural(sp["bricks"], "brick"), plural(sp["cogs"], "cog")]
        # 001:124, 126: nearest the Emperor picks first
        nearer = sum(1 for s in spaces if s["space"] < sp["space"] and s["emissary"] is not None)
        assert shown["pick"] == "picks " + ["1st", "2nd", "3rd", "4th", "5th"][nearer]
        assert shown["size"] >= 16  # big: the numbers read at a glance
    rings = wide.evaluate(RINGS_JS)
    assert rings["lit"] > 0 and rings["hits"] == [], rings


def test_the_city_shows_its_areas_and_what_each_cell_would_score(lab: Lab, wide: Any) -> None:
    show(lab, wide, "gc_look.ipynb", position("act"))
    state = model_state(wide)
    me = state["view"]["players"][0]
    gains = state["view"]["turn"]["build_gains"]
    shown = wide.eval_on_selector_all(
        ".gtr-table .gc-player.gc-deciding .gc-cell.gc-lit",
        "els => els.map(e => [e.dataset.index, e.querySelector('.gc-gain')?.textContent])")
    assert shown
    for cell, text in shown:
        best = max(cells[cell] for cells in gains.values() if cell in cells)
        assert text.endswith(f"+{best}"), (cell, text)
    # every house ringed in its area, each area's points on one cell, as the score pad counts
    houses = {b["cell"] for b in me["city"] if b["card"]["category"] == "residential"}
    ringed = wide.eval_on_selector_all(".gtr-table .gc-player.gc-deciding .gc-in-area",
                                       "els => els.map(e => e.dataset.cell)")
    assert set(ringed) == houses
    points = wide.eval_on_selector_all(".gtr-table .gc-player.gc-deciding .gc-area-points",
                                       "els => els.map(e => Number(e.dataset.points))")
    pad = sum(me["score"][k] for k in ("residential_2", "residential_3", "residential_4"))
    assert sum(points) == pad and len(points) == len(me["areas"])

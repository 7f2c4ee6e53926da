"""The Great City of Rome in a real JupyterLab and Chromium: every kind of decision by clicking
(an emissary on the strip, a card from the offer, a purchase, a build on a lit cell, produce,
pass), the kernel's game following move by move; text contrast AA. Pictures go to test-artifacts/
(the README's come from scripts/screenshots.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from driver import model_state, wait_version_above
from lab import REPO, Lab, kernel_json, open_notebook, run_all

CODE = ("from gtr_widget import Table\n"
        "t = Table.new(game='great_city', players=3, seed=11, pace=0)\n"
        "t.seat(1, 'random', seed=1).seat(2, 'heuristic')\nt")
CONTRAST_JS = (Path(__file__).parent / "contrast.js").read_text()


@pytest.fixture
def wide(browser: Any) -> Any:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900})
    yield ctx.new_page()
    ctx.close()


def confirm(page: Any, thing: str, move: dict, version: int) -> None:
    """Click a thing on the board (it selects), then the move it offers; wait for Python."""
    table = page.locator(".gtr-table").last
    table.locator(thing).first.click()
    choice = table.locator(f'.gtr-choice [data-move="{move["id"]}"]')
    choice.wait_for(timeout=15_000)
    choice.click()
    wait_version_above(page, version)


def click(page: Any, move: dict, version: int) -> None:
    """Click what a person would for this move."""
    if move["verb"] == "emissary":
        confirm(page, f'.gc-space.gc-lit[data-space="{move["target"]}"]', move, version)
    elif move["verb"] == "build":
        confirm(page, f'.gc-player.gc-deciding .gc-cell.gc-lit[data-index="{move["target"]}"]',
                move, version)
    elif move["cards"]:
        confirm(page, f'[data-card="{move["cards"][0]}"].gc-lit', move, version)
    else:
        page.locator(".gtr-table").last.locator(f'.gtr-free [data-move="{move["id"]}"]').click()
        wait_version_above(page, version)


def pick(moves: list[dict], done: set[str], bought: bool) -> dict:
    """Build when possible; else buy once a turn (cogs until something was produced); produce;
    then pass."""
    by = {v: [m for m in moves if m["verb"] == v] for v in ("build", "buy", "produce", "pass")}
    if by["pass"] and {"build", "produce"} <= done and "pass" not in done:
        return by["pass"][0]
    if by["build"]:
        return by["build"][0]
    if by["buy"] and not bought:
        want = "cog" if "produce" not in done else "brick"
        return min(by["buy"], key=lambda m: (want not in m["text"], -len(m["text"])))
    if by["produce"]:
        return by["produce"][0]
    return by["pass"][0] if by["pass"] else moves[0]


def test_every_decision_by_clicking_and_the_game_follows(lab: Lab, wide: Any) -> None:
    lab.write_notebook("great_city.ipynb", [CODE])
    open_notebook(wide, lab.lab_url("great_city.ipynb"))
    run_all(wide)
    wide.wait_for_selector(".gtr-table .gc-player")
    clicked: list[str] = []
    done: set[str] = set()
    shot = False
    bought = False
    for _ in range(200):
        state = model_state(wide)
        view, moves = state["view"], state["moves"]
        if view["is_over"] or {"emissary", "take", "buy", "build", "produce", "pass"} <= done:
            break
        if view["phase"] != "act":
            bought = False  # one purchase per turn in this policy
        if not shot and view["phase"] == "act" and any(m["verb"] == "build" for m in moves):
            assert wide.locator(".gc-player.gc-deciding .gc-cell.gc-lit").count() > 0
            low = [r for r in wide.evaluate(CONTRAST_JS) if r["ratio"] < 4.5]
            assert low == [], low[:5]
            wide.evaluate("() => { const a = window.jupyterapp; if (a && a.shell.leftCollapsed"
                          " === false) a.commands.execute('application:toggle-left-area'); }")
            wide.wait_for_timeout(500)
            wide.evaluate("() => document.querySelector('.gtr-table').scrollIntoView()")
            wide.screenshot(path=str(REPO / "test-artifacts" / "great-city-build.png"))
            shot = True
        move = pick(moves, done, bought) if view["phase"] == "act" else moves[0]
        bought = bought or move["verb"] == "buy"
        click(wide, move, state["version"])
        clicked.append(move["text"])
        done.add(move["verb"])
        assert view["decision"]["player"] == 0  # the bots' turns never reach the page
        # The kernel's game played exactly the move clicked (bots may have moved after it).
        assert move["text"] in kernel_json(wide, "t.game.history[:t.game.ply]"), move["text"]
    assert {"emissary", "take", "buy", "build", "produce", "pass"} <= done, done
    history = kernel_json(wide, "t.game.history[:t.game.ply]")
    it = iter(history)
    assert all(text in it for text in clicked), "the clicked moves appear in order"
    assert shot


WORDS_JS = (Path(__file__).parent / "words.js").read_text()


def position(phase: str, rounds: int = 6) -> str:
    """A 3-player table shown once random moves reach `phase` with Ann (the person) deciding
    in round `rounds` or later ("over": the finished game)."""
    until = ("not t.game.is_over" if phase == "over" else
             f"t.game.state.round < {rounds} or t.game.state.phase != {phase!r}"
             " or t.game.decision.player != 0")
    return ("from gtr_widget import Table\nimport random\n"
            "t = Table.new(game='great_city', players=3, seed=11, pace=0)\n"
            "t.seat(1, 'random', seed=1).seat(2, 'heuristic')\nrng = random.Random(4)\n"
            f"while {until}:\n    t.game.play(rng.choice(t.game.legal_moves()))\nt")


def show(lab: Lab, page: Any, name: str, code: str) -> None:
    lab.write_notebook(name, [code])
    open_notebook(page, lab.lab_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gc-player")
    page.evaluate("() => { const a = window.jupyterapp; if (a && a.shell.leftCollapsed"
                  " === false) a.commands.execute('application:toggle-left-area'); }")
    page.wait_for_timeout(500)
    page.evaluate("() => document.querySelector('.gtr-table').scrollIntoView()")
    page.wait_for_timeout(300)


def boxes(page: Any, selector: str) -> list[dict]:
    return page.eval_on_selector_all(
        f".gtr-table {selector}", "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
        " height: r.height}; })")


def visible_area(page: Any) -> dict:
    """What the notebook shows without scrolling: below its toolbar, above the status bar."""
    return page.evaluate(
        "() => { const p = document.querySelector('.jp-NotebookPanel-notebook')"
        ".getBoundingClientRect(); const s = document.querySelector('#jp-main-statusbar');"
        " return {top: p.top, bottom: Math.min(p.bottom, s ? s.getBoundingClientRect().top"
        " : innerHeight), left: p.left, right: p.right}; }")


@pytest.mark.parametrize("phase", ["act", "take"])
def test_three_cities_the_deciding_one_offer_strip_and_prompt_in_view(
        lab: Lab, wide: Any, phase: str) -> None:
    show(lab, wide, f"gc_layout_{phase}.ipynb", position(phase))
    area = visible_area(wide)
    for sel in (".gc-player.gc-deciding", ".gc-offer", ".gc-band", ".gtr-prompt", ".gtr-moves"):
        (b,) = boxes(wide, sel)
        assert area["top"] - 1 <= b["top"] and b["bottom"] <= area["bottom"] + 1, (sel, b, area)
        assert area["left"] - 1 <= b["left"] and b["right"] <= area["right"] + 1, (sel, b, area)
    # what the person clicks now is lit inside that view
    lit = ".gc-player.gc-deciding .gc-cell.gc-lit" if phase == "act" else ".gc-offer .gc-lit"
    assert all(b["bottom"] <= area["bottom"] + 1 for b in boxes(wide, lit)) and boxes(wide, lit)
    # the other two cities are compact: smaller cells than the city being built
    full = boxes(wide, ".gc-player.gc-deciding .gc-cell")
    small = boxes(wide, ".gc-player.gc-compact .gc-cell")
    assert len(boxes(wide, ".gc-player.gc-compact")) == 2
    assert max(b["height"] for b in small) < 0.7 * min(b["height"] for b in full)
    # names never break inside a word, nor run out of their cell
    assert wide.evaluate(WORDS_JS) == []
    # the sidebar score speaks the score pad's words, not the engine's keys
    items = wide.eval_on_selector_all(".gtr-table .gtr-score-items", "els => els.map(e => "
                                      "e.textContent)")
    assert len(items) == 3 and all("_" not in t for t in items)
    full = wide.locator(".gtr-table .gtr-score-full tbody th").all_text_contents()
    assert "Residential areas (2)" in full and not any("_" in t for t in full)
    wide.screenshot(path=str(REPO / "test-artifacts" / f"great-city-{phase}-1400x900.png"))


def test_final_score_names_the_game_s_tie_break(lab: Lab, wide: Any) -> None:  # 001:223
    show(lab, wide, "gc_over.ipynb", position("over"))
    pad = wide.eval_on_selector_all(".gtr-table .gc-pad th[scope=row]", "els => els.map(e => "
                                    "e.textContent)")
    assert "Residential areas (2)" in pad and "Influence cards" in pad
    assert "Tie-break: influence tokens, then coins" in pad
    ties = wide.eval_on_selector_all(".gtr-table .gc-pad [data-row=tie_break] td",
                                     "els => els.map(e => e.textContent)")
    assert len(ties) == 3 and all(c.endswith(" coins") for c in ties)
    head = wide.eval_on_selector_all(".gtr-table .gtr-final th", "els => els.map(e => "
                                     "e.textContent)")
    # the sidebar gives totals and the winner; the categories are the board pad's, once
    assert "Influence cards" not in head and not any("_" in t for t in head)
    assert wide.evaluate(WORDS_JS) == []
    wide.screenshot(path=str(REPO / "test-artifacts" / "great-city-over-1400x900.png"))

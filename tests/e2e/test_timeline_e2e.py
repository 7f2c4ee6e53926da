"""The timeline at the table, in JupyterLab and Chromium (issue 28, item 1): open the "Moves"
panel, click a past move and see that position read-only under its banner, step with the
keys, Home and End; play from a past position, branch with another move and switch lines;
and the same review in The Great City of Rome."""

from __future__ import annotations

from typing import Any

from driver import model_state, wait_version_above
from lab import Lab, kernel_json, open_notebook, run_all

ROME = ("from gtr_widget import Table\nimport random\n"
        "t = Table.new(players=2, seed=7, pace=0)\nrng = random.Random(3)\n"
        "for _ in range(16):\n    t.game.play(rng.choice(t.game.legal_moves()))\nt")
CITY = ("from gtr_widget import Table\nimport random\n"
        "t = Table.new(game='great_city', players=2, seed=11, pace=0)\nrng = random.Random(4)\n"
        "for _ in range(24):\n    t.game.play(rng.choice(t.game.legal_moves()))\nt")
TABLE = ".gtr-table >> nth=-1"


def show(lab: Lab, page: Any, name: str, code: str) -> Any:
    lab.write_notebook(name, [code])
    open_notebook(page, lab.lab_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-timeline")
    page.evaluate("() => document.querySelector('.gtr-table').scrollIntoView()")
    return page.locator(".gtr-table").last


def open_panel(page: Any, table: Any, moves: int) -> None:
    table.locator(".gtr-timeline > summary").click()
    page.wait_for_function(f"() => document.querySelectorAll('.gtr-tl-move').length === {moves}")


def reviewed(page: Any) -> int | None:
    """The ply under review that the page shows (None: the game itself)."""
    value = page.evaluate("() => { const b = document.querySelector('.gtr-review-banner');"
                          " return b ? Number(b.dataset.review) : null; }")
    return None if value is None else int(value)


def wait_review(page: Any, ply: int | None) -> None:
    if ply is None:
        page.wait_for_function("() => !document.querySelector('.gtr-review-banner')")
    else:
        page.wait_for_selector(f'.gtr-review-banner[data-review="{ply}"]')


def hand(page: Any) -> list[int]:
    """The card ids in the viewer's hand, as the page draws them."""
    return page.eval_on_selector_all(".gtr-table .gtr-hand [data-card]",
                                     "els => els.map(e => Number(e.dataset.card))")


def test_review_a_past_move_step_with_the_keys_and_return(lab: Lab, page: Any) -> None:
    table = show(lab, page, "timeline_rome.ipynb", ROME)
    open_panel(page, table, 16)
    seat = model_state(page)["view"]["seat"]
    live = hand(page)
    # a past position where this seat held other cards: the page must show that hand
    past = kernel_json(page, f"[[c['id'] for c in (t.game.review(k).view({seat})['players']"
                             f"[{seat}]['hand'] or [])] for k in range(17)]")
    ply = next(k for k in range(15, 0, -1) if past[k] != live)
    table.locator(f'.gtr-tl-move[data-ply="{ply}"] button').click()
    wait_review(page, ply)
    banner = table.locator(".gtr-review-banner").inner_text()
    assert "after" in banner and "back to the game" in banner
    assert sorted(hand(page)) == sorted(past[ply]) != sorted(live)
    assert model_state(page)["moves"] == []  # read-only: nothing offered
    page.keyboard.press("ArrowLeft")
    wait_review(page, ply - 1)
    assert sorted(hand(page)) == sorted(past[ply - 1])
    page.keyboard.press("ArrowRight")
    wait_review(page, ply)
    page.keyboard.press("Home")
    wait_review(page, 0)
    assert "start of the game" in table.locator(".gtr-review-banner").inner_text()
    page.keyboard.press("End")
    wait_review(page, None)
    assert sorted(hand(page)) == sorted(live) and model_state(page)["moves"]
    assert kernel_json(page, "t.game.ply") == 16  # reviewing never moved the game
    assert not page.gtr_errors


def test_play_from_here_branches_and_the_lines_switch(lab: Lab, page: Any) -> None:
    table = show(lab, page, "timeline_branch.ipynb", ROME)
    open_panel(page, table, 16)
    first = kernel_json(page, "t.game.history")
    table.locator('.gtr-tl-move[data-ply="8"] button').click()
    wait_review(page, 8)
    version = model_state(page)["version"]
    table.locator(".gtr-review-goto").click()
    wait_version_above(page, version)
    wait_review(page, None)
    assert kernel_json(page, "[t.game.ply, len(t.game.history)]") == [8, 16]
    other = next(m for m in model_state(page)["moves"] if m["text"] != first[8])
    version = model_state(page)["version"]
    table.locator(".gtr-text").fill(other["text"])
    table.locator(".gtr-text").press("Enter")
    wait_version_above(page, version)
    page.wait_for_selector(".gtr-table .gtr-tl-line >> nth=1")
    assert kernel_json(page, "[len(t.game.lines), t.game.line, t.game.ply]") == [2, 1, 9]
    assert page.locator(".gtr-tl-move").count() == 9  # the new line's moves
    version = model_state(page)["version"]
    table.locator('.gtr-tl-line[data-line="0"]').click()
    wait_version_above(page, version)
    page.wait_for_function("() => document.querySelectorAll('.gtr-tl-move').length === 16")
    assert kernel_json(page, "[t.game.line, t.game.history]") == [0, first]
    assert not page.gtr_errors


def test_the_great_city_reviews_a_past_round(lab: Lab, page: Any) -> None:
    table = show(lab, page, "timeline_city.ipynb", CITY)
    open_panel(page, table, 24)
    assert table.locator(".gtr-tl-turn").count() >= 2  # grouped by round
    table.locator('.gtr-tl-move[data-ply="5"] button').click()
    wait_review(page, 5)
    seat = model_state(page)["view"]["seat"]
    expected = kernel_json(page, f"t.game.review(5).view({seat})['players'][0]['coins']")
    assert model_state(page)["view"]["players"][0]["coins"] == expected
    page.keyboard.press("ArrowLeft")
    wait_review(page, 4)
    page.keyboard.press("End")
    wait_review(page, None)
    assert kernel_json(page, "t.game.ply") == 24
    assert not page.gtr_errors

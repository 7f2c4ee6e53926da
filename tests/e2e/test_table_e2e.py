"""The table in a real JupyterLab and Chromium: click to play, script to play, nothing leaks."""

from __future__ import annotations

from typing import Any

from driver import (
    ROLES,
    choose,
    click_move,
    model_state,
    play_clicks,
    shown_version,
    wait_version_above,
)
from lab import Lab, kernel, kernel_json, open_notebook, run_all

SETUP = "from gtr_widget import Table\n"
KERNEL_IDS = """
def _ids(o):
    found = set()
    if isinstance(o, dict):
        if isinstance(o.get("id"), int) and "name" in o:
            found.add(o["id"])
        if isinstance(o.get("cards"), list):
            found |= set(o["cards"])
        for v in o.values():
            found |= _ids(v)
    elif isinstance(o, list):
        for v in o:
            found |= _ids(v)
    return found
"""


def start(lab: Lab, page: Any, name: str, code: str) -> None:
    lab.write_notebook(name, [SETUP + code])
    open_notebook(page, lab.lab_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-camp")


def ids_in(obj: Any) -> set[int]:
    """Card ids anywhere in synced JSON: cards' ids and moves' card lists."""
    found: set[int] = set()
    if isinstance(obj, dict):
        if isinstance(obj.get("id"), int) and "name" in obj:
            found.add(obj["id"])
        if isinstance(obj.get("cards"), list):
            found |= set(obj["cards"])
        for v in obj.values():
            found |= ids_in(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= ids_in(v)
    return found


def test_a_full_turn_of_every_role_by_clicking(lab: Lab, page: Any) -> None:
    start(lab, page, "roles.ipynb", "t = Table.new(players=3, seed=7, pace=0)\nt")
    wanted = set(ROLES)
    clicked: list[str] = []
    turn_start, role = 0, None
    for _ in range(400):
        state = model_state(page)
        view = state["view"]
        if not wanted or view["is_over"]:
            break
        move = choose(view["decision"]["kind"], state["moves"], wanted)
        click_move(page, move, state["version"])
        clicked.append(move["text"])
        after = model_state(page)["view"]
        if move["verb"] == "lead":
            role, turn_start = move["role"], len(clicked) - 1
        if after["turn"] != view["turn"] and role is not None:
            # A whole turn of `role` was clicked through: the kernel's game agrees, move by move.
            game = kernel_json(page, "{'history': t.game.history[:t.game.ply],"
                                     " 'version': t.game.version,"
                                     " 'log': [e['text'] for e in t.game.log]}")
            assert game["history"][-(len(clicked) - turn_start):] == clicked[turn_start:]
            assert game["version"] == shown_version(page)
            assert any(f"leads {role}" in line for line in game["log"]), role
            wanted.discard(role)
            role = None
        elif after["turn"] != view["turn"]:
            role = None
    assert not wanted, f"roles never completed: {wanted}"
    assert kernel_json(page, "t.game.history[:t.game.ply]") == clicked


def test_python_moves_show_on_the_page(lab: Lab, page: Any) -> None:
    start(lab, page, "script.ipynb", "t = Table.new(players=2, seed=3, pace=0)\nt")
    v = shown_version(page)
    kernel(page, "t.game.play(t.game.legal_moves()[-1])")  # behind the table's back
    wait_version_above(page, v)
    assert model_state(page)["version"] == kernel_json(page, "t.game.version") == v + 1
    kernel(page, "t.play(t.game.legal_moves()[0])")
    wait_version_above(page, v + 1)
    text = kernel_json(page, "t.game.history[t.game.ply - 1]")
    assert model_state(page)["log"], text
    kernel(page, "t.undo()")
    page.wait_for_function(
        "(v) => Number(document.querySelector('.gtr-table').dataset.version) > v", arg=v + 2)
    assert kernel_json(page, "t.game.ply") == 1


def test_the_browser_never_holds_a_hidden_card(lab: Lab, page: Any) -> None:
    start(lab, page, "hidden.ipynb",
          "t = Table.new(players=3, seed=9, pace=0, viewer=0)\n"
          "t.seat(1, 'random', seed=1).seat(2, 'random', seed=2)\nt")
    kernel(page, KERNEL_IDS)
    for _ in range(6):
        play_clicks(page, 4)
        # A click is drawn twice: after the person's move, then after the bots' answers. Read
        # the page once it shows the kernel's last version, so both sides speak of one moment
        # (a card public at the first drawing may be hidden by the bots' moves).
        wait_version_above(page, kernel_json(page, "t.game.version") - 1)
        browser_side = page.evaluate(
            "() => window.__gtr.models.map((m) => ({view: m.get('view'), moves: m.get('moves'),"
            " log: m.get('log')}))")
        seen = ids_in(browser_side)
        allowed = set(kernel_json(page, "sorted(_ids(t.game.view(0)))"))
        everything = set(kernel_json(page, "sorted(_ids(t.game.view(None)))"))
        hidden = everything - allowed
        assert hidden, "the test needs some hidden cards to be meaningful"
        assert not (seen & hidden), f"browser holds hidden cards {seen & hidden}"


def test_refused_clicks_show_a_reason_and_change_nothing(lab: Lab, page: Any) -> None:
    start(lab, page, "refuse.ipynb", "t = Table.new(players=3, seed=7, pace=0)\nt")
    v = shown_version(page)
    table = page.locator(".gtr-table").last
    table.locator(".gtr-pool [data-card]").first.click()  # not lit while leading
    page.wait_for_selector(".gtr-error")
    assert "No legal move uses" in table.locator(".gtr-error").inner_text()
    table.locator(".gtr-text").fill("lead Patron: the Colosseum")
    table.locator(".gtr-text").press("Enter")
    page.wait_for_function(
        "() => !document.querySelector('.gtr-error').textContent.includes('No legal move')")
    engine_reason = table.locator(".gtr-error").inner_text()
    for msg in ({"type": "move", "id": 0, "version": v - 1},
                {"type": "move", "id": 999, "version": v}, {"type": "bogus"},
                {"type": "move", "id": "0", "version": v}):
        page.evaluate("(msg) => window.__gtr.models[0].send(msg)", msg)
        page.wait_for_function(
            "(old) => { const e = document.querySelector('.gtr-error');"
            " return e && e.textContent !== old; }", arg=engine_reason, timeout=5000)
        engine_reason = table.locator(".gtr-error").inner_text()
        assert engine_reason.startswith("Refused"), engine_reason
    assert kernel_json(page, "t.game.version") == v == shown_version(page)


def test_rerunning_the_cell_draws_the_table_again(lab: Lab, page: Any) -> None:
    start(lab, page, "rerun.ipynb", "t = Table.new(players=2, seed=4, pace=0)\nt")
    play_clicks(page, 2)
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-camp")
    assert page.locator(".gtr-table").count() == 1
    assert shown_version(page) == 0  # a fresh game from the re-run cell
    play_clicks(page, 1)
    assert kernel_json(page, "t.game.version") == 1


def test_bots_take_their_turns_at_their_pace(lab: Lab, page: Any) -> None:
    start(lab, page, "bots.ipynb",
          "t = Table.new(players=3, seed=5, pace=0.1, viewer=0)\n"
          "t.seat(1, 'random', seed=1).seat(2, 'random', seed=2)\nt")
    page.wait_for_function(
        "() => document.querySelector('.gtr-table').dataset.canAct === 'true'", timeout=20_000)
    v = shown_version(page)
    play_clicks(page, 1)
    page.wait_for_function(
        "(v) => { const t = document.querySelector('.gtr-table');"
        " return Number(t.dataset.version) > v + 1 && t.dataset.canAct === 'true'; }",
        arg=v, timeout=30_000)
    assert kernel_json(page, "t.game.decision.player") == 0


def test_notebook_7_renders_and_plays(lab: Lab, page: Any) -> None:
    name = lab.write_notebook("nb7.ipynb",
                              [SETUP + "t = Table.new(players=2, seed=8, pace=0)\nt"])
    open_notebook(page, lab.notebook_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-camp")
    play_clicks(page, 2)
    assert kernel_json(page, "t.game.version") == 2 == shown_version(page)


def test_scenario_menu_and_steps(lab: Lab, page: Any) -> None:
    start(lab, page, "scenario.ipynb", "t = Table.new(players=3, seed=2, pace=0)\nt")
    table = page.locator(".gtr-table").last
    table.locator(".gtr-scenario-select").select_option("BB-Academy-1")
    page.wait_for_selector('[data-scenario="BB-Academy-1"]')
    script = kernel_json(page, "__import__('gtr_widget.scenarios').scenarios.moves('BB-Academy-1')")
    for k in range(2):
        v = shown_version(page)
        table.locator(".gtr-ctl-step").nth(1).click()
        wait_version_above(page, v)
        assert kernel_json(page, "t.game.history[:t.game.ply]") == script[: k + 1]
    assert "step 2 of" in table.locator(".gtr-scenario").inner_text()
    v = shown_version(page)
    table.locator(".gtr-ctl-step").nth(0).click()
    wait_version_above(page, v)
    assert kernel_json(page, "t.game.history[:t.game.ply]") == script[:1]


def test_the_page_cannot_widen_what_it_is_shown(lab: Lab, page: Any) -> None:
    start(lab, page, "forged.ipynb",
          "t = Table.new(players=3, seed=9, pace=0, viewer=0)\n"
          "t.seat(1, 'random', seed=1).seat(2, 'random', seed=2)\nt")
    kernel(page, KERNEL_IDS)
    v = shown_version(page)
    for forged in ({"viewer": "all"}, {"viewer": 1}, {"undo_rule": "any"}):
        page.evaluate("(state) => { const m = window.__gtr.models[0];"
                      " for (const [k, v] of Object.entries(state)) m.set(k, v);"
                      " m.save_changes(); }", forged)
        name = next(iter(forged))
        page.wait_for_function(
            "(name) => { const e = document.querySelector('.gtr-error');"
            " return e && e.textContent.includes('may not change ' + name); }", arg=name)
        assert kernel_json(page, "[t.viewer, t.undo_rule, t.view['seat']]") == [0, "auto", 0]
        page.wait_for_function("() => window.__gtr.models[0].get('viewer') === 0")
    allowed = set(kernel_json(page, "sorted(_ids(t.game.view(0)))"))
    seen = ids_in(page.evaluate(
        "() => window.__gtr.models.map((m) => ({view: m.get('view'), moves: m.get('moves'),"
        " log: m.get('log')}))"))
    assert seen <= allowed and shown_version(page) == v


def test_a_replayed_undo_takes_back_one_move(lab: Lab, page: Any) -> None:
    start(lab, page, "undo.ipynb", "t = Table.new(players=3, seed=7, pace=0)\nt")
    play_clicks(page, 2)
    v = shown_version(page)
    undo = {"type": "undo", "version": v}
    page.evaluate("(msg) => window.__gtr.models[0].send(msg)", undo)
    wait_version_above(page, v)
    page.evaluate("(msg) => window.__gtr.models[0].send(msg)", undo)
    page.wait_for_selector(".gtr-error")
    assert "older table" in page.locator(".gtr-error").inner_text()
    assert kernel_json(page, "t.game.ply") == 1


def test_the_typed_move_survives_a_bot_move(lab: Lab, page: Any) -> None:
    start(lab, page, "typing.ipynb",
          "t = Table.new(players=3, seed=5, pace=1.0, viewer=0)\n"
          "t.seat(1, 'random', seed=1).seat(2, 'random', seed=2)\nt")
    page.wait_for_function(
        "() => document.querySelector('.gtr-table').dataset.canAct === 'true'", timeout=20_000)
    play_clicks(page, 1)
    box = page.locator(".gtr-table .gtr-text")
    box.fill("think: half typed")
    page.wait_for_selector(".gtr-busy")  # "<name> is thinking…" while the bot waits its pace
    assert "is thinking" in page.locator(".gtr-busy").inner_text()
    v = shown_version(page)
    wait_version_above(page, v)  # a bot moved and the table was drawn again
    assert box.input_value() == "think: half typed"

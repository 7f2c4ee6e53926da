"""What lights up, and what a click on it does, in positions built for it; bots after undo and
redo; notices and the card text that must not outlive what they were about."""

from __future__ import annotations

from typing import Any

from driver import model_state, shown_version, wait_version_above
from lab import Lab, kernel, kernel_json, open_notebook, run_all
from positions import GIVE, PRISON, SETUP, at  # the give (003:261), the Prison (003:531-535)

LIT_JS = """() => {
  const t = document.querySelectorAll('.gtr-table'); const table = t[t.length - 1];
  const lit = [...table.querySelectorAll('.gtr-lit')];
  return {
    cards: lit.filter((e) => e.dataset.card !== undefined).map((e) => +e.dataset.card),
    buildings: lit.filter((e) => e.dataset.building !== undefined).map((e) => +e.dataset.building),
    foundations: [...table.querySelectorAll('.gtr-building > [data-card].gtr-lit')]
      .map((e) => +e.dataset.card),
  };
}"""


def start(lab: Lab, page: Any, name: str, code: str) -> None:
    lab.write_notebook(name, [SETUP + code])
    open_notebook(page, lab.lab_url(name))
    run_all(page)
    page.wait_for_selector(".gtr-table .gtr-camp")


def test_a_give_lights_only_the_cards_to_give(lab: Lab, page: Any) -> None:
    start(lab, page, "give.ipynb", at(GIVE))
    state = model_state(page)
    assert state["view"]["decision"]["kind"] == "give"
    assert {m["target"] for m in state["moves"]} == {0}  # the seat given to
    hand = {c["id"]: c["name"] for c in state["view"]["players"][1]["hand"]}
    rubble = {i for i, n in hand.items() if n in ("Road", "Insula")}
    roads = [i for i, n in hand.items() if n == "Road"]
    lit = page.evaluate(LIT_JS)
    assert set(lit["cards"]) == rubble  # both Roads, the Insula, nothing else
    assert len(roads) == 2 and set(roads) <= set(lit["cards"])
    assert lit["buildings"] == [] and lit["foundations"] == []  # not the Bar, card 0
    assert page.locator(".gtr-table [data-card='0'].gtr-lit").count() == 0
    # the second Road plays too: a click on it selects the give and a second click plays it
    v = state["version"]
    page.locator(f".gtr-table [data-card='{roads[1]}']").click()
    page.locator(".gtr-table .gtr-choice [data-move]").first.click()
    wait_version_above(page, v)
    assert kernel_json(page, "t.game.history[t.game.ply - 1]") == "give: Road"


def test_two_jacks_each_light_up(lab: Lab, page: Any) -> None:
    start(lab, page, "jacks.ipynb",
          "t = Table(build(['You', 'Bo'], hands={0: ['Jack', 'Jack', 'Road']}, leader=0),"
          " pace=0)\nt")
    hand = model_state(page)["view"]["players"][0]["hand"]
    jacks = [c["id"] for c in hand if c["name"] == "Jack"]
    assert len(jacks) == 2
    lit = set(page.evaluate(LIT_JS)["cards"])
    assert set(jacks) <= lit
    page.locator(f".gtr-table [data-card='{jacks[1]}']").click()
    page.wait_for_selector(".gtr-table .gtr-choice [data-move]")
    labels = page.locator(".gtr-table .gtr-choice [data-move]").all_inner_texts()
    assert any("Jack" in s for s in labels), labels


def test_the_tower_a_prison_may_steal_is_lit_and_the_click_steals_it(lab: Lab, page: Any) -> None:
    start(lab, page, "prison.ipynb", at(PRISON))
    state = model_state(page)
    assert state["view"]["decision"]["kind"] == "prison"
    tower = next(b["id"] for b in state["view"]["players"][1]["buildings"]
                 if b["foundation"]["name"] == "Tower")
    lit = page.evaluate(LIT_JS)
    assert tower in lit["cards"]
    temple = next(b["foundation"]["id"] for b in state["view"]["players"][1]["buildings"]
                  if b["foundation"]["name"] == "Temple")
    assert temple not in lit["cards"]  # not completed: not stealable
    page.locator(f".gtr-table [data-card='{tower}']").click()
    choice = page.locator(".gtr-table .gtr-choice [data-move]")
    choice.first.wait_for()
    assert "Tower" in choice.first.inner_text()
    assert page.locator(".gtr-table .gtr-error").count() == 0 or \
        "No legal move" not in page.locator(".gtr-table .gtr-error").inner_text()
    choice.first.click()
    wait_version_above(page, state["version"])
    assert kernel_json(page, "t.game.history[t.game.ply - 1]") == "prison: steal Bo's Tower"


def _can_act(page: Any) -> None:
    page.wait_for_function(
        "() => { const t = document.querySelectorAll('.gtr-table');"
        " return t.length && t[t.length - 1].dataset.canAct === 'true'; }", timeout=60_000)


def test_bots_resume_after_undo_then_redo(lab: Lab, page: Any) -> None:
    start(lab, page, "redo.ipynb",
          "t = Table.new(players=['You', 'Bo', 'Cy'], seed=5, pace=0, viewer=0)\n"
          "t.seat(1, 'random', seed=1).seat(2, 'random', seed=2)\nt")
    _can_act(page)
    kernel(page, "t.pace = 1.5")  # slow enough to undo while Bo thinks
    state = model_state(page)
    free = page.locator(".gtr-table .gtr-free [data-move]").first
    free.click()
    page.wait_for_selector(".gtr-table .gtr-busy")
    assert "is thinking" in page.locator(".gtr-table .gtr-busy").inner_text()
    played = kernel_json(page, "t.game.ply")
    page.locator(".gtr-table .gtr-ctl-undo").click()
    _can_act(page)
    assert kernel_json(page, "t.game.ply") < played
    v = shown_version(page)
    page.locator(".gtr-table .gtr-ctl-redo").click()
    wait_version_above(page, v)
    # the redone move leaves a bot to decide: it thinks, moves, and the decision comes back
    page.wait_for_function(
        "(n) => { const t = document.querySelectorAll('.gtr-table'); const e = t[t.length - 1];"
        " return e.dataset.canAct === 'true' && Number(e.dataset.version) > n; }",
        arg=state["version"] + 1, timeout=60_000)
    assert kernel_json(page, "t.game.decision.player") == 0
    assert kernel_json(page, "t.game.ply") > state["version"] + 1


def test_not_your_decision_clears_in_the_teaching_view(lab: Lab, page: Any) -> None:
    start(lab, page, "stale.ipynb",
          "t = Table.new(players=['You', 'Bo'], seed=3, pace=0, viewer=1)\nt")
    page.locator(".gtr-table .gtr-main-camp [data-card]").first.click()
    page.wait_for_selector(".gtr-table .gtr-error")
    assert "not your decision" in page.locator(".gtr-table .gtr-error").inner_text()
    kernel(page, "t.viewer = 'all'")
    page.wait_for_function("() => window.__gtr.models[window.__gtr.models.length - 1]"
                           ".get('viewer') === 'all'")
    page.wait_for_function(
        "() => !document.querySelector('.gtr-table .gtr-error')"
        " || !document.querySelector('.gtr-table .gtr-error').textContent.trim()")


def _card_info(page: Any) -> int:
    return page.locator(".gtr-table .gtr-inspect .gtr-card-info").count()


def test_the_card_text_clears_on_a_new_game_and_a_scenario(lab: Lab, page: Any) -> None:
    start(lab, page, "inspect.ipynb", "t = Table.new(players=['You', 'Bo'], seed=3, pace=0)\nt")
    table = page.locator(".gtr-table").last
    table.locator(".gtr-pool [data-card], .gtr-main-camp [data-card]").first.click()
    page.wait_for_selector(".gtr-table .gtr-inspect .gtr-card-info")
    table.locator(".gtr-ctl-new").click()
    page.wait_for_function("() => !document.querySelector('.gtr-table .gtr-card-info')")
    kernel(page, "t.new_game()")  # from Python too, at the same version
    table.locator(".gtr-main-camp [data-card]").first.click()
    page.wait_for_selector(".gtr-table .gtr-inspect .gtr-card-info")
    kernel(page, "t.new_game()")
    page.wait_for_function("() => !document.querySelector('.gtr-table .gtr-card-info')")
    table.locator(".gtr-main-camp [data-card]").first.click()
    page.wait_for_selector(".gtr-table .gtr-inspect .gtr-card-info")
    table.locator(".gtr-scenario-select").select_option("BB-Academy-1")
    page.wait_for_selector('[data-scenario="BB-Academy-1"]')
    page.wait_for_function("() => !document.querySelector('.gtr-table .gtr-card-info')")
    assert _card_info(page) == 0

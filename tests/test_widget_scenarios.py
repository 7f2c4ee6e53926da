"""Rulebook examples on the table: load one, step through its script and back."""

from __future__ import annotations

from gtr_widget.scenarios import moves
from gtr_widget.widget.table import Table


def test_load_and_step_through_a_scenario() -> None:
    t = Table.new(players=3, seed=1, pace=0)
    assert ["BB-Academy-1", t.scenario_list[0][1]] in t.scenario_list
    t._on_msg(t, {"type": "scenario", "id": "BB-Academy-1", "version": t.version}, [])
    script = moves("BB-Academy-1")
    assert t.scenario["id"] == "BB-Academy-1" and t.scenario["total"] == len(script)
    assert t.scenario["step"] == 0 and t.version == t.game.version
    for k in range(len(script)):
        t._on_msg(t, {"type": "step", "delta": 1, "version": t.version}, [])
        assert t.game.history == script[: k + 1]
        assert t.scenario["step"] == k + 1 and t.error == ""
    t.step(1)
    assert "end" in t.notice
    t.step(-1)
    assert t.game.history[:t.game.ply] == script[:-1] and t.notice == ""


def test_leaving_the_script_is_explained() -> None:
    t = Table.new(players=3, seed=1, pace=0)
    t.load_scenario("BB-Academy-1")
    script = moves("BB-Academy-1")
    other = next(m for m in t.game.legal_moves() if str(m) != script[0])
    t.play(other)
    t.step(1)
    assert "left the scenario" in t.notice and t.game.history == [str(other)]


def test_unknown_scenario_shows_an_error_and_keeps_the_game() -> None:
    t = Table.new(players=3, seed=1, pace=0)
    game = t.game
    t._on_msg(t, {"type": "scenario", "id": "No-Such-1", "version": t.version}, [])
    assert "No-Such-1" in t.error and t.game is game
    assert not t.error.startswith(('"', "'"))


def test_new_game_keeps_names_and_clears_the_scenario() -> None:
    t = Table.new(players=["Ann", "Bo"], seed=1, pace=0)
    t.load_scenario("BB-Academy-1")
    names = [p["name"] for p in t.view["players"]]
    rules = t.game.rules
    t._on_msg(t, {"type": "new", "version": t.version}, [])
    assert t.scenario == {} and t.version == 0 and t.error == ""
    assert [p["name"] for p in t.view["players"]] == names
    assert t.game.rules == rules  # the same rules, freshly dealt


def test_a_fixed_seat_may_not_load_or_step_scenarios_from_the_page() -> None:
    t = Table.new(players=3, seed=1, pace=0, viewer=0)
    game = t.game
    t._on_msg(t, {"type": "scenario", "id": "BB-Academy-1", "version": t.version}, [])
    assert "undo='any'" in t.error and t.game is game and t.scenario == {}
    t.undo_rule = "any"
    t._on_msg(t, {"type": "scenario", "id": "BB-Academy-1", "version": t.version}, [])
    assert t.error == "" and t.scenario["id"] == "BB-Academy-1"

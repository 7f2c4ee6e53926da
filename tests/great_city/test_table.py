"""The Great City of Rome at the table: dealt, clicked, played by bots, scenarios stepped."""

from __future__ import annotations

from gtr_widget.great_city import Game
from gtr_widget.widget.table import Table


def click(t: Table, text: str) -> None:
    """What the page sends for a click on a move: its index and the version it was shown in."""
    move = next(m for m in t.moves if m["text"] == text)
    t._on_msg(t, {"type": "move", "id": move["id"], "version": t.version}, [])


def test_a_game_and_a_new_table_draw_the_great_city() -> None:
    t = Table(Game.new(3, seed=1), pace=0)
    assert t.view["game"] == "great_city" and len(t.view["players"]) == 3
    t2 = Table.new(game="great_city", players=3, seed=2)
    assert t2.view["game"] == "great_city" and t2.view["rounds"] == 14
    assert Table.new(game="great_city", players=2).view["rounds"] == 7  # 001: 7 rounds with two


def test_the_scenario_menu_holds_this_games_scenarios_only() -> None:
    t = Table.new(game="great_city", players=3, seed=1)
    ids = [i for i, _ in t.scenario_list]
    assert "GC-Score-1" in ids and all(i.startswith("GC-") for i in ids)
    gtr = Table.new(players=3, seed=1)
    assert not any(i.startswith("GC-") for i, _ in gtr.scenario_list)


def test_clicks_play_each_decision_and_the_game_follows() -> None:
    g = Game.new(3, seed=4)
    t = Table(g, pace=0)
    while g.decision.kind == "draft":
        click(t, t.moves[0]["text"])
    assert g.decision.kind == "emissary"
    space = next(m for m in t.moves if m["verb"] == "emissary")
    click(t, space["text"])
    assert g.history[-1] == space["text"]
    while g.decision.kind == "emissary":
        click(t, t.moves[0]["text"])
    take = t.moves[0]["text"]
    click(t, take)
    assert g.history[-1] == take and g.decision.kind == "act"


def test_bots_seated_by_name_play_until_a_person_decides() -> None:
    t = Table(Game.new(3, seed=5), pace=0)
    t.seat(1, "random").seat(2, "heuristic")
    g = t.game
    while g.decision.kind == "draft" and g.decision.player == 0:
        click(t, t.moves[0]["text"])
    assert g.is_over or g.decision.player == 0
    assert t.seats == ["human", "bot: random", "bot: heuristic"]


def test_a_scenario_loads_and_steps_at_the_table() -> None:
    t = Table.new(game="great_city", players=3, seed=1)
    t.load_scenario("GC-School-1")
    assert t.scenario["id"] == "GC-School-1"
    t.step(1)
    assert t.view["phase"] == "school_deck" and t.scenario["step"] == 1
    t.step(-1)
    assert t.view["phase"] == "act"

"""Messages from the page: valid ones apply, stale/forged/replayed/malformed ones change nothing."""

from __future__ import annotations

import copy

import pytest
from test_widget_fake import JACK_RULE, FakeGame

from gtr_widget.core.errors import MAX_ERROR_CHARS
from gtr_widget.widget import commands
from gtr_widget.widget.table import Table


def send(t: Table, content: object) -> None:
    t._on_msg(t, content, [])


@pytest.fixture
def table() -> Table:
    return Table(FakeGame(), pace=0)


def snapshot(t: Table) -> tuple:
    return (copy.deepcopy(t.game.state), t.game.history, t.game.ply, t.version,
            copy.deepcopy(t.view), t.moves, t.log, t.viewer, t.seats)


def test_valid_click_plays_the_offered_move(table: Table) -> None:
    move = table.moves[1]
    send(table, {"type": "move", "id": move["id"], "version": table.version})
    assert table.error == ""
    assert table.version == 1
    assert table.game.history == [move["text"]]
    assert table.log[-1]["text"].endswith(move["text"])


def test_moves_carry_index_ids_and_engine_json(table: Table) -> None:
    assert [m["id"] for m in table.moves] == list(range(len(table.moves)))
    assert {"id", "text", "verb", "cards", "role", "target", "target_kind"} <= set(table.moves[0])


def test_stale_version_is_refused(table: Table) -> None:
    send(table, {"type": "move", "id": 0, "version": 0})
    before = snapshot(table)
    send(table, {"type": "move", "id": 0, "version": 0})
    assert "older table" in table.error
    assert snapshot(table) == before


@pytest.mark.parametrize("content", [
    None, 5, "move", [], {}, {"type": "fly"}, {"type": ["move"]}, {"type": "move"},
    {"type": "move", "id": "0", "version": 0}, {"type": "move", "id": 0, "version": "0"},
    {"type": "move", "id": True, "version": 0}, {"type": "move", "id": 0.0, "version": 0},
    {"type": "move", "id": 0, "version": -1},
    {"type": "text", "text": 7, "version": 0}, {"type": "text", "text": "", "version": 0},
    {"type": "card", "card": "x", "version": 0}, {"type": "step", "delta": 5, "version": 0},
    {"type": "step", "delta": True, "version": 0},
    {"type": "pace", "pace": -1}, {"type": "pace", "pace": "fast"},
    {"type": "pace", "pace": float("nan")}, {"type": "pace", "pace": float("inf")},
    {"type": "undo"}, {"type": "redo", "version": None}, {"type": "new", "version": 1.0},
    {"type": "scenario", "id": "BB-Academy-1"}, {"type": "scenario", "id": 3, "version": 0},
    {"type": "scenario", "id": "", "version": 0},
])
def test_malformed_messages_change_nothing(table: Table, content: object) -> None:
    before = snapshot(table)
    send(table, content)
    assert table.error.startswith("Refused")
    assert snapshot(table) == before


def test_parse_is_pure_and_typed() -> None:
    assert commands.parse({"type": "move", "id": 2, "version": 5}) == commands.PlayMove(2, 5)
    assert commands.parse({"type": "text", "text": " think ", "version": 0}) == \
        commands.PlayText("think", 0)
    assert commands.parse({"type": "undo", "version": 3}) == commands.Undo(3)
    assert commands.parse({"type": "pace", "pace": 2}) == commands.SetPace(2.0)
    with pytest.raises(commands.BadMessage):
        commands.parse({"type": "undo"})


def test_a_bad_text_is_refused_in_words_every_game_shares() -> None:
    with pytest.raises(commands.BadMessage) as refused:
        commands.parse({"type": "text", "text": "", "version": 0})
    assert str(refused.value) == "Refused: type a move's notation (at most 200 characters)."


@pytest.mark.parametrize("content", [
    {"type": "text", "text": "x" * 10_000_000, "version": 0},
    {"type": "scenario", "id": "S" * 1_000_000, "version": 0},
])
def test_huge_input_is_refused_unread_and_not_echoed(table: Table, content: dict) -> None:
    before = snapshot(table)
    send(table, content)
    assert table.error.startswith("Refused") and len(table.error) <= MAX_ERROR_CHARS
    assert "xxxxxxxxxx" not in table.error and "SSSSSSSSSS" not in table.error
    assert snapshot(table) == before


def test_long_error_texts_are_clipped(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(_move: object) -> None:
        raise RuntimeError("r" * 5000)

    monkeypatch.setattr(table.game, "play", fail)
    send(table, {"type": "move", "id": 0, "version": 0})
    assert table.error.startswith("rrr") and len(table.error) == MAX_ERROR_CHARS
    table.notice = "n" * 5000  # whatever sets a text, the page gets it clipped
    assert len(table.notice) == MAX_ERROR_CHARS


@pytest.mark.parametrize("move_id", [-1, 99, 10**12])
def test_forged_move_id_is_refused(table: Table, move_id: int) -> None:
    before = snapshot(table)
    send(table, {"type": "move", "id": move_id, "version": table.version})
    assert "no such move" in table.error
    assert snapshot(table) == before


def test_fixed_seat_may_not_play_for_another_seat() -> None:
    t = Table(FakeGame(), viewer=1, pace=0)
    assert t.moves == []  # seat 0 decides; the seat-1 viewer is offered nothing
    before = snapshot(t)
    send(t, {"type": "move", "id": 0, "version": t.version})
    decider = t.game.players[0]
    assert f"it is {decider}'s decision, not yours" in t.error  # a name, not a seat number
    assert "seat" not in t.error
    send(t, {"type": "text", "text": "think: take a Jack", "version": t.version})
    assert f"{decider}'s decision" in t.error
    assert snapshot(t) == before


def test_bot_seat_may_not_be_played_from_the_page() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    t._bots._bots[0] = object()  # a bot is to move but has not yet: the page may not answer
    t._draw()
    assert t.moves == []
    send(t, {"type": "move", "id": 0, "version": t.version})
    assert t.error.startswith("Refused") and g.version == 0


def test_illegal_text_shows_the_games_reason(table: Table) -> None:
    send(table, {"type": "text", "text": "lead Patron: nothing", "version": table.version})
    assert "not a legal move" in table.error and table.version == 0
    send(table, {"type": "text", "text": "think: take a Jack", "version": table.version})
    assert table.error == "" and table.version == 1


def test_card_click_asks_the_games_candidates(table: Table) -> None:
    for _ in range(3):
        table.play("think: take a Jack")
    jack = next(c for c in table.view["players"][0]["hand"] if c["name"] == "Jack")
    before = snapshot(table)
    send(table, {"type": "card", "card": jack["id"], "version": table.version})
    assert table.error == JACK_RULE  # the refused candidate's own reason
    send(table, {"type": "card", "card": 100, "version": table.version})  # own vault card
    assert table.error.startswith("No legal move uses Architect100")
    send(table, {"type": "card", "card": 10, "version": table.version})  # seat 1's hand
    assert table.error == "Refused: that card is not on this table."
    assert snapshot(table) == before


def test_script_and_table_play_both_refresh(table: Table) -> None:
    table.play("think: take a Jack")
    assert table.version == 1 and table.view["version"] == 1
    table.game.play("think: take a Jack")  # behind the table's back
    assert table.version == 1
    assert table.sync_if_changed() and table.version == 2
    assert not table.sync_if_changed()
    table.game.play("think: take a Jack")
    table.refresh()
    assert table.version == 3 and table.moves and table.view["leader"] == 0


def test_undo_redo_and_pace_messages(table: Table) -> None:
    send(table, {"type": "move", "id": 0, "version": 0})
    send(table, {"type": "undo", "version": 1})
    assert table.game.state["leader"] == 0 and table.error == ""
    send(table, {"type": "redo", "version": 2})
    assert table.game.state["leader"] == 1 and table.error == ""
    send(table, {"type": "pace", "pace": 1.5})
    assert table.pace == 1.5


def test_a_replayed_undo_undoes_one_move(table: Table) -> None:
    table.play("think: take a Jack")
    table.play("think: take a Jack")
    message = {"type": "undo", "version": table.version}
    send(table, message)
    assert table.game.history[:table.game.ply] == ["think: take a Jack"] and table.error == ""
    before = snapshot(table)
    send(table, dict(message))  # the same message again: stale now
    assert "older table" in table.error
    assert snapshot(table) == before


@pytest.mark.parametrize("kind", ["redo", "new", "step"])
def test_replayed_redo_new_and_step_are_refused(table: Table, kind: str) -> None:
    table.play("think: take a Jack")
    table.undo()
    stale = {"type": kind, "version": table.version - 1, "delta": 1}
    before = snapshot(table)
    send(table, stale)
    assert "older table" in table.error
    assert snapshot(table) == before


def test_fixed_viewer_may_not_undo_another_persons_move_nor_deal() -> None:
    g = FakeGame()
    t = Table(g, viewer=0, pace=0)  # seat 1 is another person, at another screen
    t.play("think: take a Jack")
    g.play("think: take a Jack")  # seat 1's move
    t.refresh()
    before = snapshot(t)
    send(t, {"type": "undo", "version": t.version})
    assert "Bo's" in t.error and "undo='own'" in t.error
    send(t, {"type": "new", "version": t.version})
    assert "a new game" in t.error
    send(t, {"type": "scenario", "id": "BB-Academy-1", "version": t.version})
    assert "loading a scenario" in t.error
    assert snapshot(t) == before


def test_own_undo_takes_back_your_move_with_the_bots_after_it() -> None:
    g = FakeGame()
    t = Table(g, viewer=0, pace=0).seat(1, "random", seed=1).seat(2, "random", seed=2)
    t.play("think: take a Jack")
    assert g.version == 3 and t.undo_rule_now() == "own"
    send(t, {"type": "undo", "version": t.version})
    assert t.error == "" and g.ply == 0 and g.decision.player == 0
    send(t, {"type": "redo", "version": t.version})
    assert t.error == "" and g.ply == 3 and g.decision.player == 0


def test_own_redo_is_only_for_your_own_move() -> None:
    g = FakeGame()
    t = Table(g, viewer=0, pace=0)
    g.play("think: take a Jack").play("think: take a Jack").undo()  # seat 1's move undone
    t.refresh()
    before = snapshot(t)
    send(t, {"type": "redo", "version": t.version})
    assert "not yours" in t.error
    assert snapshot(t) == before


def test_the_undo_rule_is_a_table_setting() -> None:
    g = FakeGame()
    t = Table(g, viewer=0, pace=0, undo="any")
    t.play("think: take a Jack")
    g.play("think: take a Jack")
    t.refresh()
    send(t, {"type": "undo", "version": t.version})
    assert t.error == "" and g.ply == 1
    send(t, {"type": "new", "version": t.version})
    assert t.error == "" and g is not t.game and t.version == 0
    t.undo_rule = "none"
    t.play("think: take a Jack")
    before = snapshot(t)
    send(t, {"type": "undo", "version": t.version})
    assert "undo='none'" in t.error
    assert snapshot(t) == before
    assert Table(FakeGame(), pace=0).undo_rule_now() == "any"  # hot seat: everyone's screen


def test_scenario_controls_are_explained_noops_without_scenario(table: Table) -> None:
    before = snapshot(table)
    send(table, {"type": "step", "delta": 1, "version": table.version})
    assert "rulebook example" in table.notice and "load_scenario" not in table.notice
    assert snapshot(table) == before

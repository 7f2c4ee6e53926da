"""Messages from the page: valid ones play, stale/forged/malformed ones change nothing."""

from __future__ import annotations

import copy

import pytest
from test_widget_fake import FakeGame

from gtr_widget.widget.table import Table


def send(t: Table, content: object) -> None:
    t._on_msg(t, content, [])


@pytest.fixture
def table() -> Table:
    return Table(FakeGame(), pace=0)


def snapshot(t: Table) -> tuple:
    return (copy.deepcopy(t.game.state), t.version, copy.deepcopy(t.view), t.moves)


def test_valid_click_plays_the_offered_move(table: Table) -> None:
    move = table.moves[1]
    send(table, {"type": "move", "id": move["id"], "version": table.version})
    assert table.error == ""
    assert table.version == 1
    assert table.game.log[-1]["text"].endswith(move["text"])


def test_moves_carry_index_ids_and_engine_json(table: Table) -> None:
    assert [m["id"] for m in table.moves] == list(range(len(table.moves)))
    assert set(table.moves[0]) == {"id", "text", "verb", "cards", "role", "target"}


def test_stale_version_is_refused(table: Table) -> None:
    send(table, {"type": "move", "id": 0, "version": 0})
    before = snapshot(table)
    send(table, {"type": "move", "id": 0, "version": 0})
    assert "older table" in table.error
    assert snapshot(table) == before


@pytest.mark.parametrize("content", [
    None, 5, "move", [], {}, {"type": "fly"}, {"type": "move"},
    {"type": "move", "id": "0", "version": 0}, {"type": "move", "id": 0, "version": "0"},
    {"type": "move", "id": True, "version": 0}, {"type": "move", "id": 0.0, "version": 0},
    {"type": "text", "text": 7, "version": 0}, {"type": "text", "text": "", "version": 0},
    {"type": "card", "card": "x", "version": 0}, {"type": "step", "delta": 5},
    {"type": "pace", "pace": -1}, {"type": "pace", "pace": "fast"},
])
def test_malformed_messages_change_nothing(table: Table, content: object) -> None:
    before = snapshot(table)
    send(table, content)
    assert table.error.startswith("Refused")
    assert snapshot(table) == before


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
    assert "may not make" in t.error
    send(t, {"type": "text", "text": "think: take a Jack", "version": t.version})
    assert "may not make" in t.error
    assert snapshot(t) == before


def test_bot_seat_may_not_be_played_from_the_page() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    t._bots[0] = object()  # a bot is to move but has not yet: the page must not answer for it
    t.refresh()
    assert t.moves == []
    send(t, {"type": "move", "id": 0, "version": t.version})
    assert t.error.startswith("Refused") and g.version == 0


def test_illegal_text_shows_engine_reason(table: Table) -> None:
    send(table, {"type": "text", "text": "lead Patron: nothing", "version": table.version})
    assert "not a legal move" in table.error and table.version == 0
    send(table, {"type": "text", "text": "think: take a Jack", "version": table.version})
    assert table.error == "" and table.version == 1


def test_unlit_card_click_explains_and_unknown_card_is_refused(table: Table) -> None:
    send(table, {"type": "card", "card": 100, "version": 0})  # own vault card: no move uses it
    assert "No legal move uses Architect100" in table.error
    send(table, {"type": "card", "card": 10, "version": 0})  # seat 1's hand: not on this table
    assert table.error == "Refused: that card is not on this table."


def test_script_and_table_play_both_refresh(table: Table) -> None:
    table.play("think: take a Jack")
    assert table.version == 1 and table.view["version"] == 1
    table.game.play("think: take a Jack")  # behind the table's back
    assert table.version == 1
    assert table.sync_if_changed() and table.version == 2
    table.game.play("think: take a Jack")
    table.refresh()
    assert table.version == 3 and table.moves and table.view["leader"] == 0


def test_undo_redo_and_pace_messages(table: Table) -> None:
    send(table, {"type": "move", "id": 0, "version": 0})
    send(table, {"type": "undo"})
    assert table.game.state["leader"] == 0 and table.error == ""
    send(table, {"type": "redo"})
    assert table.game.state["leader"] == 1
    send(table, {"type": "pace", "pace": 1.5})
    assert table.pace == 1.5


def test_scenario_controls_are_explained_noops_without_scenario(table: Table) -> None:
    before = snapshot(table)
    send(table, {"type": "step", "delta": 1})
    assert "scenario" in table.notice.lower()
    assert snapshot(table) == before

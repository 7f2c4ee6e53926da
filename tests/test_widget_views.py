"""The synced state is only ever view(viewer seat): hidden cards never reach the page."""

from __future__ import annotations

import json

import pytest
from test_widget_fake import FakeEngine, FakeGame
from traitlets import TraitError

from gtr_widget.widget.table import LOG_TAIL, Table
from gtr_widget.widget.wire import unpack


def synced_json(t: Table) -> str:
    """Everything the page receives, as the wire carries it, unpacked as the page does."""
    state = t.get_state()
    return json.dumps({k: unpack(v) for k, v in state.items() if not k.startswith("_")},
                      default=str)


def hidden_ids(g: FakeGame, seat: int) -> set[int]:
    ids = set()
    for s, hand in enumerate(g.state["hands"]):
        if s != seat:
            ids |= {c["id"] for c in hand}
    for s, vault in enumerate(g.state["vaults"]):
        if s != seat:
            ids |= {c["id"] for c in vault}
    return ids


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_fixed_seat_sync_is_that_seats_view(seat: int) -> None:
    g = FakeGame()
    t = Table(g, viewer=seat, pace=0)
    assert t.view == g.view(seat) and "log" not in t.view
    assert t.log == g.log_for(seat)
    text = synced_json(t)
    for card_id in hidden_ids(g, seat):
        assert f'"id": {card_id},' not in text
        assert f'"Architect{card_id}"' not in text and f'"Laborer{card_id}"' not in text


def test_hotseat_follows_the_deciding_person_and_hides_the_rest() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    for _ in range(4):
        seat = g.decision.player
        assert t.view["seat"] == seat
        for card_id in hidden_ids(g, seat):
            assert f'"id": {card_id},' not in synced_json(t)
        t.play("think: take a Jack")


def test_hotseat_keeps_last_person_view_while_a_bot_decides() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    t._bots._bots[1] = object()
    t.play("think: take a Jack")  # seat 1 (a "bot" that never moves) now decides
    assert t.view["seat"] == 0 and t.moves == []


def test_all_view_is_the_teaching_view() -> None:
    g = FakeGame()
    t = Table(g, viewer="all", pace=0)
    assert t.view["seat"] is None
    assert all(p["hand"] is not None for p in t.view["players"])


def test_viewer_switch_resyncs_and_rejects_nonsense() -> None:
    t = Table(FakeGame(), pace=0)
    t.viewer = 2
    assert t.view["seat"] == 2 and t.moves == []
    for bad in ("everyone", 3, -1, 1.5):
        with pytest.raises(TraitError):
            t.viewer = bad
    assert t.viewer == 2 and t.view["seat"] == 2


def test_catalogue_is_synced_and_log_is_a_tail() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    assert t.catalogue == {"Tower": "A test card."}
    for _ in range(LOG_TAIL + 3):
        t.play("think: take a Jack")
    assert len(t.log) == LOG_TAIL and t.log == g.log_for(t.view["seat"])[-LOG_TAIL:]
    assert "log" not in t.view


def test_a_game_without_card_texts_gets_an_empty_catalogue(monkeypatch) -> None:
    """`Engine.catalogue`'s default: a game that declares no texts has none."""
    monkeypatch.delattr(FakeEngine, "catalogue")
    assert FakeGame().catalogue() == {}
    t = Table(FakeGame(), pace=0)
    assert t.catalogue == {} and t.view["players"]


def test_table_new_makes_any_registered_game() -> None:
    t = Table.new(players=["Ann", "Bo"], game="widget_fake", viewer=1, pace=0, undo="none")
    assert t.game.engine.name == "widget_fake" and t.game.players == ["Ann", "Bo"]
    assert t.view["game"] == "widget_fake" and t.viewer == 1 and t.undo_rule == "none"
    with pytest.raises(ValueError, match="unknown game"):
        Table.new(game="no_such_game")


def test_the_widget_imports_no_game() -> None:
    """The widget talks to games through the core Game API and the registry only."""
    import ast
    from pathlib import Path

    import gtr_widget.widget as widget

    for path in Path(widget.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
                # `from .. import X` is the package's public face, which is Glory to Rome's
                assert not (node.level == 2 and node.module is None), path.name
            else:
                continue
            assert not any("glory_to_rome" in m or "great_city" in m for m in modules), path.name

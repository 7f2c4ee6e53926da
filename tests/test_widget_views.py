"""The synced state is only ever view(viewer seat): hidden cards never reach the page."""

from __future__ import annotations

import json

import pytest
from test_widget_fake import FakeGame
from traitlets import TraitError

from gtr_widget.widget.table import Table


def synced_json(t: Table) -> str:
    """Everything the page receives, as the wire would carry it."""
    state = t.get_state()
    return json.dumps({k: v for k, v in state.items() if not k.startswith("_")}, default=str)


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
    expected = g.view(seat)
    expected.pop("log")
    assert t.view == expected
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
    t._bots[1] = object()
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
    for _ in range(3):
        t.play("think: take a Jack")
    assert [e["text"] for e in t.log] == [e["text"] for e in g.log]
    assert "log" not in t.view

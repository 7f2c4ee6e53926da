"""The Table over the real engine: whole games with bots, and no hidden card ever synced."""

from __future__ import annotations

import json
import random

import pytest
from helpers import ids_in

from gtr_widget import Game
from gtr_widget.widget.table import Table
from gtr_widget.widget.wire import unpack


def synced(t: Table) -> dict:
    """What the page holds: the synced traits as sent, unpacked (widget/wire.py)."""
    return {k: unpack(v) for k, v in t.get_state().items() if not k.startswith("_")}


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_seat_never_receives_a_card_it_may_not_know(seat: int) -> None:
    g = Game.new(players=["Ann", "Bo", "Cy"], edition="republic", seed=11)
    t = Table(g, viewer=seat, pace=0)
    rng = random.Random(seat)
    for _ in range(120):
        if g.is_over:
            break
        allowed = ids_in(g.view(seat))
        state = synced(t)
        leaked = ids_in(state["view"]) | ids_in(state["log"]) | ids_in(state["moves"])
        assert leaked <= allowed, f"ids {leaked - allowed} synced to seat {seat}"
        t.play(rng.choice(g.legal_moves()))
        assert t.version == g.version


def test_hotseat_offers_the_deciders_moves_in_engine_json() -> None:
    g = Game.new(players=3, edition="republic", seed=7)
    t = Table(g, pace=0)
    assert t.view["seat"] == g.decision.player
    assert [{k: m[k] for k in m if k not in ("id", "label", "rule")} for m in t.moves] == [
        m.to_json() for m in g.legal_moves()
    ]
    assert all(m["label"] and m["rule"] in t.glossary for m in t.moves)  # worded, explained
    json.dumps(synced(t))  # everything synced is JSON


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bots_play_a_whole_game_through_the_table(edition: str) -> None:
    g = Game.new(players=3, edition=edition, seed=5)
    t = Table(g, pace=0)
    for s in range(3):
        t.seat(s, "random", seed=s)
    assert g.is_over, "random bots should finish a game"
    assert t.view["is_over"] and t.moves == [] and t.error == ""


def test_person_against_bots_gets_the_turn_back() -> None:
    g = Game.new(players=3, edition="republic", seed=3)
    t = Table(g, pace=0).seat(1, "random", seed=1).seat(2, "random", seed=2)
    for _ in range(30):
        if g.is_over:
            break
        assert g.decision.player == 0 and t.moves
        t._on_msg(t, {"type": "move", "id": len(t.moves) - 1, "version": t.version}, [])
        assert t.error == ""


def test_unlit_card_click_is_answered_from_the_candidates() -> None:
    g = Game.new(players=3, edition="republic", seed=7)
    t = Table(g, pace=0)
    insula = next(c for c in t.view["pool"] if c["name"] == "Insula")
    t._on_msg(t, {"type": "card", "card": insula["id"], "version": t.version}, [])
    reasons = [c.reason for c in g.candidates() if c.reason and insula["id"] in c.move.cards]
    expected = "\n".join(reasons) if reasons else "No legal move uses Insula now"
    assert t.error.startswith(expected) and g.version == 0
    hidden = set(ids_in(g.view(None))) - set(ids_in(g.view(t.view["seat"])))
    t._on_msg(t, {"type": "card", "card": min(hidden), "version": t.version}, [])
    assert t.error == "Refused: that card is not on this table."


def test_undo_redo_and_a_new_deal_keep_the_edition_and_names() -> None:
    t = Table.new(players=["Ann", "Bo"], edition="imperium", seed=4, pace=0)
    t.play(t.game.legal_moves()[0])
    t._on_msg(t, {"type": "undo", "version": t.version}, [])
    t._on_msg(t, {"type": "redo", "version": t.version}, [])
    assert t.error == "" and len(t.game.history) == 1
    t._on_msg(t, {"type": "new", "version": t.version}, [])
    assert t.error == "" and t.game.history == [] and t.view["edition"] == "imperium"
    assert t.game.players == ["Ann", "Bo"]


def test_the_toy_game_plays_through_the_table() -> None:
    """Issue F: a game the widget never heard of (tests/toy) runs through Table, bots and all."""
    from toy.high_card import HighCardGame  # noqa: F401 - registers "high_card"

    t = Table.new(players=2, game="high_card", seed=3, viewer=0, pace=0).seat(1, "ismcts", seed=1)
    assert t.view["game"] == "high_card" and t.catalogue == {} and t.seats[1] == "bot: ismcts"
    while not t.game.is_over:
        assert t.moves and t.game.decision.player == 0
        t._on_msg(t, {"type": "move", "id": 0, "version": t.version}, [])
        assert t.error == ""
    assert t.view["is_over"] and t.moves == [] and t.version == t.game.version
    assert ids_in(t.view) <= ids_in(t.game.view(0))

"""The public API: the same contract as Glory to Rome's Game."""

from __future__ import annotations

import pytest
from gc_helpers import play_random

from gtr_widget.core import IllegalMove, SaveFileError, engine_named
from gtr_widget.core.registry import game_class
from gtr_widget.great_city import Game, load_scenario


def test_registered_with_the_core() -> None:
    assert game_class("great_city") is Game
    assert engine_named("great_city").title == "The Great City of Rome"


def test_names_undo_redo_clone_and_saves() -> None:
    g = Game.new(["Livia", "Marcus"], seed=3)
    assert g.players == ["Livia", "Marcus"] and g.rules.rounds == 7
    start = g.view(None)
    g.play(g.legal_moves()[0])
    after = g.view(None)
    g.undo(exact=True)  # the pick ends the draft and deals the offer: fair undo deals anew
    assert {k: v for k, v in g.view(None).items() if k != "version"} == \
        {k: v for k, v in start.items() if k != "version"}
    g.redo()
    assert g.view(None)["players"] == after["players"]
    c = g.clone()
    c.play(c.legal_moves()[0])
    assert g.view(None)["players"] == after["players"]
    g2 = Game.from_json(g.to_json())
    assert g2.history == g.history
    assert g2.view(None)["players"] == g.view(None)["players"]
    with pytest.raises(IllegalMove, match="nothing to undo"):
        Game.new(2, seed=1).undo()


def test_saves_of_another_game_or_broken_ones_are_refused() -> None:
    g = play_random(3, seed=1, moves=10)
    text = g.to_json()
    with pytest.raises(SaveFileError, match="great_city"):
        from gtr_widget import Game as GloryToRome

        GloryToRome.from_json(text)
    broken = text.replace('"coins": 5', '"coins": "five"', 1)
    with pytest.raises(SaveFileError):
        Game.from_json(broken)


def test_a_finished_game_refuses_moves_and_scores_have_a_total() -> None:
    g = play_random(2, seed=2)
    assert g.is_over and g.decision is None and g.winners
    with pytest.raises(IllegalMove, match="game is over"):
        g.play("pass")
    for row in g.scores():
        assert row["total"] == sum(row[k] for k in row if k not in ("seat", "name", "total"))


def test_other_strips_and_options() -> None:
    # Six different strips (001:120), not the placeholder set; each read from the emperor.
    fronts = ["BBBCC", "BBCBC", "BCBBC", "BBCCB", "CBBBC", "BCBCB"]
    g = Game.new(3, seed=1, strips=fronts)
    assert g.view(0)["strip"]["layout"] in {f for s in fronts for f in (s, s[::-1])}
    same_sides = [(f, f) for f in ("CCBBB", "CBCBB", "CBBCB", "BCCBB", "CBBBC", "BCBCB")]
    g = Game.new(3, seed=1, strips=same_sides, first_player="random")
    assert g.view(0)["strip"]["layout"] in {f for f, _ in same_sides}


def test_frames_and_scenario_loader() -> None:
    g = load_scenario("GC-Score-1")
    f = g.frames
    assert f.scores.loc[0, "total"] == 75
    assert len(f.city[f.city.seat == 0]) == 16
    assert list(f.strip.index) == [1, 2, 3, 4, 5]
    assert f.legal_moves.empty  # the game is over
    assert "Market" in g.catalogue()


def test_copies_carry_every_field() -> None:
    from gtr_widget.great_city.play.state import Player, State

    g = play_random(3, seed=6, moves=50)
    s = g.state
    c = s.copy()
    for k in State.__slots__:
        assert getattr(c, k) == getattr(s, k), k
    p = s.players[0]
    q = p.copy()
    for k in Player.__slots__:
        assert getattr(q, k) == getattr(p, k), k

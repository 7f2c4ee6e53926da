"""Each refusal names its rule (with the 001 line) and leaves the game exactly as it was."""

from __future__ import annotations

import pytest
from gc_helpers import assert_refused

from gtr_widget.core import IllegalMove
from gtr_widget.great_city import Game
from gtr_widget.great_city.scenarios.builder import build

ACT = {"players": 3, "round": 4, "phase": "act",
       "turn": {"seat": 0, "space": 5, "bricks": 3, "cogs": 2}}


def act(**seat) -> Game:
    return build({**ACT, "seats": [seat]})


def test_not_adjacent() -> None:  # 001:160, 176
    g = act(hand=["Market"])
    assert_refused(g, "build Market at a1", "not adjacent", "001:160")


def test_a_fifth_column() -> None:  # 001:164, 178
    g = act(city={"c4": "Vegetable Farm", "d4": "Residential 2", "b4": "Residential 2",
                  "e4": "Sheep Farm"}, hand=["Market"])
    assert_refused(g, "build Market at a4", "fifth column", "001:164")
    assert_refused(g, "build Market at f4", "fifth column", "001:164")


def test_a_fifth_row() -> None:  # 001:164, 178
    g = act(city={"c4": "Vegetable Farm", "d4": "Residential 2", "c3": "Residential 2",
                  "c2": "Sheep Farm", "c5": "Grain Farm"}, hand=["Market"])
    assert_refused(g, "build Market at c1", "fifth row", "001:164")


def test_a_second_aqueduct_in_a_row() -> None:  # 001:491, 500
    g = act(city={"c4": "Vegetable Farm", "d4": "Residential 2", "e4": "Aqueduct"},
            hand=["Aqueduct"])
    assert_refused(g, "build Aqueduct at b4", "row 4 already has an aqueduct", "001:491")
    assert_refused(g, "build Aqueduct at c4", "row 4 already has an aqueduct", "001:491")


def test_a_second_aqueduct_in_a_column() -> None:  # 001:491, 500; the guide's CC-4
    g = act(city={"c4": "Vegetable Farm", "d4": "Residential 2", "c3": "Aqueduct"},
            hand=["Grand Aqueduct"])
    assert_refused(g, "build Grand Aqueduct at c5", "column c already has an aqueduct")


def test_only_an_aqueduct_replaces() -> None:  # 001:176, 491
    g = act(hand=["Market"])
    assert_refused(g, "build Market at c4", "taken", "001:176")


def test_too_few_bricks() -> None:  # 001:146, 172
    g = build({**ACT, "turn": {"seat": 0, "space": 1, "bricks": 2, "cogs": 0},
               "seats": [{"hand": ["Market"]}]})
    assert_refused(g, "build Market at c3", "too few bricks", "costs 3", "001:146, 172")


def test_a_second_build() -> None:  # 001:136, 138
    g = act(hand=["Residential 2", "Aqueduct"])
    g.play("build Residential 2 at c3")
    assert_refused(g, "build Aqueduct at c5", "a second build", "001:136")


def test_produce_with_fewer_than_two_cogs() -> None:  # 001:188
    g = build({**ACT, "turn": {"seat": 0, "space": 3, "bricks": 2, "cogs": 1},
               "seats": [{"coins": 0, "hand": ["Residential 3"]}]})
    assert_refused(g, "produce", "too few cogs", "001:150, 188")


def test_a_second_produce() -> None:  # 001:136, 138
    g = act(hand=["Market"])
    g.play("produce")
    assert_refused(g, "produce", "a second produce", "001:136")


def test_an_emissary_on_an_occupied_space() -> None:  # 001:113, 115
    g = build({"players": 3, "round": 1, "phase": "emissary"})
    g.play("emissary: space 3")
    assert_refused(g, "emissary: space 3", "occupied", "001:113")


def test_an_action_out_of_strip_order() -> None:  # 001:124, 196
    g = build({"players": 3, "round": 1, "phase": "emissary", "first": 0})
    g.play("emissary: space 4").play("emissary: space 1").play("emissary: space 2")
    assert g.decision.player == 1  # Bo is nearest the emperor
    before = g.state.to_dict()
    with pytest.raises(IllegalMove, match="001:124"):
        g.play_as(0, g.legal_moves()[0])
    assert g.state.to_dict() == before
    with pytest.raises(IllegalMove, match="001:83"):
        Game.new(3, seed=1).play_as(1, "draft: keep Market")
    g2 = build({"players": 3, "round": 1, "phase": "emissary", "first": 2})
    with pytest.raises(IllegalMove, match="001:113"):
        g2.play_as(0, "emissary: space 1")


def test_taking_is_not_optional() -> None:  # 001:130-132, ruling A-9
    g = build({"players": 3, "round": 1, "phase": "take", "turn": {"seat": 0, "space": 2},
               "emissaries": {"3": 1, "5": 2},  # three turns to come, one offer card each
               "offer": [["Market", "II"], ["Vineyard", "I"], ["Aqueduct", "III"]]})
    assert_refused(g, "pass", "not optional", "001:130")
    assert_refused(g, "build Market at c3", "first take", "001:130")
    assert_refused(g, "take Temple of Juno from deck IV", "not in the offer")


def test_buying_beyond_use_or_means() -> None:  # 001:146, 150, 174, 190
    g = act(coins=3, hand=["Market"])
    assert_refused(g, "buy 1 brick", "no more than 3 bricks", "001:174")
    assert_refused(g, "buy 1 cog", "no more than 2 cogs", "001:190")
    g2 = build({**ACT, "turn": {"seat": 0, "space": 1, "bricks": 1, "cogs": 0},
                "seats": [{"coins": 3}]})
    assert_refused(g2, "buy 2 bricks", "too few coins", "001:146")


def test_out_of_phase_and_unknown_texts() -> None:
    g = Game.new(3, seed=2)
    assert_refused(g, "produce", "not now")
    g2 = act(hand=["Market"])
    assert_refused(g2, "build Temple of Juno at c3", "not in your hand", "001:172")
    assert_refused(g2, "build Market at z9", "no cell")
    assert_refused(g2, "build Palace at c3", "no building is called")
    assert_refused(g2, "emissary: space 2", "not now")

"""The action turn: buying, building, producing, leftovers (001:130-196, 354-508)."""

from __future__ import annotations

import random

from gc_helpers import play_random

from gtr_widget.great_city import Game
from gtr_widget.great_city.play.cards import IS_AQUEDUCT, NAME
from gtr_widget.great_city.play.grid import (
    CELL_INDEX,
    N_CELLS,
    aqueduct_cells,
    open_cells,
    refusal,
    shape_of,
)
from gtr_widget.great_city.scenarios.builder import build

ACT = {"players": 3, "round": 4, "phase": "act"}


def turn(bricks=0, cogs=0, **seat) -> Game:
    return build({**ACT, "turn": {"seat": 0, "space": 5, "bricks": bricks, "cogs": cogs},
                  "seats": [seat]})


def test_bricks_cost_two_coins_and_cogs_one() -> None:  # 001:146, 150
    g = turn(coins=6, hand=["Market"])
    g.play("buy 2 bricks")
    assert g.state.players[0].coins == 2 and g.state.bricks == 2
    g.play("buy 2 cogs")
    assert g.state.players[0].coins == 0 and g.state.cogs == 2


def test_excess_bricks_are_lost_after_the_build() -> None:  # 001:170, 172
    g = turn(bricks=3, hand=["Residential 2", "Residential 3"])
    g.play("build Residential 2 at c3")
    assert g.state.bricks == 0
    assert not any(m.verb == "build" for m in g.legal_moves())


def test_coins_from_the_first_action_pay_for_the_second() -> None:  # ruling A-15
    g = turn(bricks=3, coins=0, city={"c4": "Vegetable Farm", "d4": "Residential 2",
                                      "d3": "Residential 2", "e4": "Residential 3"},
             hand=["Market"])
    g.play("build Market at e3")  # two neighbours: 2 coins
    g.play("buy 2 cogs")
    assert g.state.cogs == 2 and g.state.players[0].coins == 0


def test_tokens_cover_the_shortfall_and_coins_can_spare_them() -> None:  # 001:371
    spec = {"city": {"c4": "Vegetable Farm", "d4": "Residential 2", "c3": "Grain Farm",
                     "d3": "Grain Farm"}, "brick_tokens": ["c3", "d3"], "hand": ["Market"],
            "coins": 2}
    g = turn(bricks=1, **spec)
    g.play("build Market at e4")
    assert g.state.players[0].brick_tokens == ()
    g = turn(bricks=1, **spec)
    g.play("buy 1 brick").play("build Market at e4")
    assert len(g.state.players[0].brick_tokens) == 1
    assert g.state.players[0].coins == 1  # 2 - 2 for the brick + 1 from the Market


def test_produce_runs_every_production_building_once() -> None:  # 001:186, 365-383
    g = turn(cogs=2, city={"c4": "Vegetable Farm", "d4": "Residential 2", "c3": "Grain Farm",
                           "d3": "Vineyard", "c5": "Sheep Farm"}, coins=0,
             brick_tokens=["c3"], hand=["Residential 2"])
    g.play("produce")
    p = g.state.players[0]
    assert p.coins == 2 and p.influence == 1  # vegetable farm + vineyard; sheep farm
    assert len(p.brick_tokens) == 2  # the grain farm already had one (never more than 1)
    assert g.state.cogs == 0 and g.state.produced


def test_a_shrine_costs_nothing() -> None:  # 001:348, 589
    g = build({**ACT, "shrine": True, "turn": {"seat": 0, "space": 1, "bricks": 0, "cogs": 0},
               "seats": [{"hand": ["Shrine"], "coins": 0}]})
    assert any(m.text == "build Shrine at c3" for m in g.legal_moves())


def test_an_aqueduct_may_replace_an_aqueduct_unless_the_option_is_off() -> None:
    seat = {"city": {"c4": "Vegetable Farm", "d4": "Residential 2", "c3": "Aqueduct"},
            "hand": ["Grand Aqueduct"]}
    g = turn(bricks=1, **seat)
    g.play("build Grand Aqueduct at c3")
    p = g.state.players[0]
    assert p.influence == 1 and NAME[p.rubble[0]] == "Aqueduct"
    g2 = build({**ACT, "options": {"aqueduct_may_replace_aqueduct": False},
                "turn": {"seat": 0, "space": 5, "bricks": 1, "cogs": 0}, "seats": [seat]})
    assert "build Grand Aqueduct at c3" not in [m.text for m in g2.legal_moves()]


def test_leftovers_are_lost_at_the_end_of_the_turn() -> None:  # 001:194
    g = turn(bricks=3, cogs=2, hand=["Market"])
    g.play("pass")
    assert g.state.bricks == 0 and g.state.cogs == 0


def test_the_fast_cell_lists_agree_with_the_placement_rule() -> None:  # 001:160-178, 491
    for seed in range(12):
        g = play_random(3, seed=seed, moves=60 + seed * 9)
        for p in g.state.players:
            aq = tuple(c for c, i in p.city.items() if IS_AQUEDUCT[i])
            assert p.shape == shape_of(p.city, aq)  # kept up to date by each build
            assert open_cells(p.shape) == tuple(
                c for c in range(N_CELLS) if c not in p.city and refusal(p.city, c, False) is None)
            for may in (True, False):
                assert aqueduct_cells(p.shape, may) == tuple(
                    c for c in range(N_CELLS) if refusal(p.city, c, True, aq, may) is None)


def test_legal_moves_are_the_candidates_without_a_reason() -> None:
    for seed in range(8):
        g = Game.new(2 + seed % 3, seed=seed, shrine=seed % 2 == 0)
        rng = random.Random(seed)
        while not g.is_over:
            legal = sorted(m.text for m in g.legal_moves())
            cands = g.candidates()
            assert legal == sorted(c.move.text for c in cands if c.reason is None)
            for c in cands[:: max(1, len(cands) // 12)]:
                if c.reason is not None:
                    assert g.why_not(c.move.text) == c.reason
            g.play(rng.choice(g.legal_moves()))


def test_move_texts_round_trip() -> None:
    g = play_random(4, seed=5, moves=40)
    for m in g.legal_moves():
        assert g.clone().play(str(m)).history[-1] == m.text
        assert g.clone().play(m.text.upper()).history[-1] == m.text
    assert CELL_INDEX["c4"] == 20

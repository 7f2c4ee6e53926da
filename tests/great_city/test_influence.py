"""Influence scoring at the end of a round (001:202-214, 223; rulings A-11, A-12, A-39)."""

from __future__ import annotations

from gtr_widget.great_city.play.cards import INFLUENCE
from gtr_widget.great_city.play.influence import influence_scoring
from gtr_widget.great_city.scenarios import run_scenario
from gtr_widget.great_city.scenarios.builder import build_state


def state(tokens, waiting=(3,), rnd=3):
    return build_state({"players": len(tokens), "round": rnd, "waiting": list(waiting),
                        "seats": [{"influence": t} for t in tokens]})


def test_the_single_leader_takes_every_card_and_returns_all_tokens() -> None:  # 001:204, 210
    s = state([1, 4, 2], waiting=(3, 6))
    influence_scoring(s, final=False)
    assert s.players[1].won == (INFLUENCE[3], INFLUENCE[6]) and s.players[1].influence == 0
    assert [p.influence for p in s.players] == [1, 0, 2] and s.waiting == ()


def test_a_tie_carries_the_cards_over() -> None:  # 001:206, 212
    s = state([2, 2, 1])
    influence_scoring(s, final=False)
    assert s.waiting == (INFLUENCE[3],) and all(not p.won for p in s.players)
    s = state([0, 0, 0])  # everyone at 0 is a tie too (ruling A-11)
    influence_scoring(s, final=False)
    assert s.waiting == (INFLUENCE[3],)


def test_no_scoring_without_a_card_waiting() -> None:  # 001:204
    s = state([5, 0, 0], waiting=())
    influence_scoring(s, final=False)
    assert s.players[0].influence == 5


def test_scenarios_tie_and_final_round() -> None:  # 001:206, 212, 214
    assert run_scenario("GC-Influence-Tie-1") == []
    assert run_scenario("GC-Influence-Final-1") == []


def test_token_supply_option_caps_gains() -> None:  # ruling A-6
    s = build_state({"players": 3, "options": {"influence_token_supply": 5},
                     "seats": [{"influence": 3}, {"influence": 1}]})
    from gtr_widget.great_city.play.influence import gain_influence

    assert gain_influence(s, s.mut(2), 4) == 1
    assert s.players[2].influence == 1

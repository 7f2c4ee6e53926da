"""Upkeep, the emissary phase and the order of turns (001:95-128, 198-217, 326-334)."""

from __future__ import annotations

import random

import pytest
from gc_helpers import play_random

from gtr_widget.great_city import Game
from gtr_widget.great_city.play.cards import CATEGORY, VALUE
from gtr_widget.great_city.play.strips import flipped, layout, resources, rotate
from gtr_widget.great_city.scenarios.builder import build


def to_round(g: Game, r: int, rng: random.Random) -> Game:
    while not g.is_over and not (g.state.round == r and g.state.phase == "emissary"):
        g.play(rng.choice(g.legal_moves()))
    return g


def test_upkeep_turns_the_top_strip_over_to_the_bottom() -> None:  # 001:97, 103
    stack = (0, 3, 5, 6, 9, 10)
    assert rotate(stack) == (3, 5, 6, 9, 10, 1)
    assert flipped(flipped(4)) == 4
    g = Game.new(3, seed=4)
    first = g._initial.stack  # the stack after setup: its top is used in round 6, flipped
    rng = random.Random(0)
    seen = []
    for r in range(1, 8):
        to_round(g, r, rng)
        seen.append(g.state.stack[0])
    assert seen[:5] == list(first[1:6])
    assert seen[5] == flipped(first[0]) and seen[6] == flipped(first[1])
    rules = g.rules
    assert layout(rules, seen[6]) == layout(rules, seen[0])[::-1]  # the back is mirrored


def test_resources_count_every_space_up_to_the_emissary() -> None:  # 001:136, 140 (CC-1)
    g = build({"players": 3, "strip": "BCBBC"})
    code = g.state.stack[0]
    assert [resources(g.rules, code, k) for k in range(1, 6)] == [
        (1, 0), (1, 1), (2, 1), (3, 1), (3, 2)]


@pytest.mark.parametrize("players,per_round,reveals", [
    (2, 4, {2: [4], 4: [8], 7: [14]}),  # 001:322, 328
    (3, 3, {3: [3], 6: [6], 10: [10], 14: [14]}),  # 001:80, 101, 107
    (4, 4, {3: [3], 6: [6], 10: [10], 14: [14]}),
])
def test_offer_and_influence_cards_by_round(players, per_round, reveals) -> None:
    g = Game.new(players, seed=9)
    rng = random.Random(1)
    for r in range(1, g.rules.rounds + 1):
        to_round(g, r, rng)
        s = g.state
        assert len(s.offer) == per_round
        assert sorted(VALUE[c] for c in s.offer if CATEGORY[c] == "influence") == []
        waiting = [VALUE[c] for c in s.waiting]
        for v in reveals.get(r, []):
            assert v in waiting
        assert all(v in sum((reveals[k] for k in reveals if k <= r), []) for v in waiting)


def test_emissaries_clockwise_from_the_first_player() -> None:  # 001:113
    g = build({"players": 4, "round": 1, "phase": "emissary", "first": 2})
    order = []
    for k in range(1, 5):
        order.append(g.decision.player)
        g.play(f"emissary: space {k}")
    assert order == [2, 3, 0, 1]


def test_two_players_alternate_two_emissaries() -> None:  # 001:332
    g = build({"players": 2, "round": 1, "phase": "emissary", "first": 1})
    order = []
    for k in (5, 4, 3, 2):
        order.append(g.decision.player)
        g.play(f"emissary: space {k}")
    assert order == [1, 0, 1, 0]
    assert g.decision.player == 0 and g.state.space == 2  # nearest the emperor acts first


def test_turns_follow_the_strip_and_the_marker_moves_clockwise() -> None:  # 001:124, 200
    g = build({"players": 3, "round": 1, "phase": "emissary", "first": 0})
    g.play("emissary: space 5").play("emissary: space 1").play("emissary: space 3")
    actors = []
    while g.state.round == 1:
        if g.state.phase == "take":
            actors.append((g.decision.player, g.state.space))
        g.play("pass" if g.state.phase == "act" else g.legal_moves()[0])
    assert actors in ([(1, 1), (2, 3)], [(1, 1), (2, 3), (0, 5)])
    assert g.state.first == 1


def test_the_last_offer_card_goes_without_a_choice() -> None:  # 001:132 (ruling A-9)
    g = play_random(3, seed=3, moves=12)
    auto = [e for e in g.log if e["kind"] == "take" and e["text"].endswith("(automatic)")]
    assert auto, "the last emissary's card is taken automatically"

"""Setup for 2, 3 and 4 players (001:60-86, 315-322, 340-344)."""

from __future__ import annotations

import pytest

from gtr_widget.great_city import Game
from gtr_widget.great_city.play.cards import CATEGORY, DECK, NAME, VALUE
from gtr_widget.great_city.play.grid import CELL_NAME
from gtr_widget.great_city.play.rules import Rules
from gtr_widget.great_city.play.setup import new_state


@pytest.mark.parametrize("players,decks,rounds,emissaries,influence", [
    (2, ("I", "II"), 7, 2, [(4, 4), (8, 8), (14, 14)]),  # 001:321-326
    (3, ("I", "II", "III"), 14, 1, [(3, 3), (6, 6), (10, 10), (14, 14)]),  # 001:67, 78, 80
    (4, ("I", "II", "III", "IV"), 14, 1, [(3, 3), (6, 6), (10, 10), (14, 14)]),
])
def test_player_count_differences(players, decks, rounds, emissaries, influence) -> None:
    s = new_state(Rules.make(players), ["a", "b", "c", "d"][:players], 5)  # before any move
    assert s.rules.decks == decks and s.rules.rounds == rounds
    assert s.rules.emissaries == emissaries
    assert set(s.decks) == set(decks)
    deck_one = list(s.decks["I"])
    assert len([c for c in deck_one if CATEGORY[c] != "influence"]) == 14
    found = [(VALUE[c], sum(1 for x in deck_one[:k] if CATEGORY[x] != "influence"))
             for k, c in enumerate(deck_one) if CATEGORY[c] == "influence"]
    assert found == influence  # each card after that many buildings; 14 at the bottom
    assert CATEGORY[deck_one[-1]] == "influence"
    unused = {v for v in (3, 4, 6, 8, 10, 14)} - {v for v, _ in influence}
    assert unused == {VALUE[c] for c in s.box if CATEGORY[c] == "influence"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_two_buildings_and_five_coins(players) -> None:  # 001:65, 74
    g = Game.new(players, seed=3)
    for p in g.state.players:
        assert {CELL_NAME[c]: NAME[i] for c, i in p.city.items()} == {
            "c4": "Vegetable Farm", "d4": "Residential 2"}
        assert p.coins == 5 and p.influence == 0
    if players < 4:
        assert any(DECK[c] == "IV" for c in g.state.box) == (players < 4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_draft_from_deck_two_counterclockwise(players) -> None:  # 001:68, 83
    s = new_state(Rules.make(players, first_player=1), list("abcd")[:players], 7)
    g = Game(s.copy())
    assert s.first == 1
    order = [(1 - k) % players for k in range(1, players + 1)]
    assert list(s.draft_order) == order and len(s.draft) == players
    assert all(DECK[c] == "II" for c in s.draft)
    pickers = []
    while g.state.phase == "draft":
        pickers.append(g.decision.player)
        g.play(g.legal_moves()[0])
    assert pickers == order[:-1]  # the first player takes the last card without a choice
    assert all(len(p.hand) == 1 for p in g.state.players)
    assert g.state.round == 1 and g.state.phase == "emissary"


def test_two_player_draft_card_is_known_to_the_other() -> None:  # 001:84 (D-2)
    g = Game.new(2, seed=2)
    g.play(g.legal_moves()[0])
    first = g.state.first
    card = g.state.players[first].hand[0]
    other = 1 - first
    assert card in [c["id"] for c in g.view(other)["players"][first]["hand_known"]]


def test_shrine_is_an_extra_hand_card() -> None:  # 001:344
    g = Game.new(3, seed=1, shrine=True)
    for p in g.state.players:
        assert [NAME[c] for c in p.hand] == ["Shrine"]
    assert sum(1 for c in g.state.box if CATEGORY[c] == "shrine") == 1


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        Game.new(5)
    with pytest.raises(ValueError, match="unknown option"):
        Game.new(3, colour="red")
    with pytest.raises(ValueError, match="001:120"):
        Game.new(3, strips=["BBBBB"] * 6)
    with pytest.raises(ValueError, match="six action strips"):
        Game.new(3, strips=["CBBBC"])


def test_a_seed_deals_the_same_game() -> None:
    a, b = Game.new(3, seed=11), Game.new(3, seed=11)
    assert a.state.to_dict() == b.state.to_dict()
    assert Game.new(3, seed=12).state.to_dict() != a.state.to_dict()

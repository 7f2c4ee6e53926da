"""Who is asked is public, so no step the engine makes alone may tell a hidden card.

A hand is secret (001:83) and only a School's builder sees its cards (001:469, 475). A
decision with a single legal move is made automatically only when every seat can tell it is
the only one; when the reason lies in hidden cards (two School cards of one name, a hand that
cannot be built), the player is asked ("the shape of a decision shows no hidden hand").
"""

from __future__ import annotations

import pytest

from gtr_widget.great_city import Game
from gtr_widget.great_city.play.cards import NAME
from gtr_widget.great_city.scenarios.builder import build

SCHOOL_CITY = {"c4": "Vegetable Farm", "d4": "Residential 2", "c3": "Residential 3"}


def _school(tops: list[str]) -> Game:
    """Ann builds a School beside two buildings and draws two cards from deck III."""
    g = build({"players": 3, "round": 4, "phase": "act",
               "turn": {"seat": 0, "space": 5, "bricks": 3},
               "seats": [{"hand": ["School"], "city": SCHOOL_CITY}],
               "deck_tops": {"III": tops}})
    g.play("build School at d3")
    g.play("school: deck III")
    return g


@pytest.mark.parametrize("tops", [["Residential 2", "Residential 2"],
                                  ["Residential 2", "Market"]])
def test_a_school_keep_is_asked_whatever_the_cards(tops: list[str]) -> None:
    g = _school(tops)  # 001:469: choose one of those buildings to keep
    assert g.view(1)["decision"]["kind"] == "school_keep"
    assert g.log_for(1)[-1]["text"] == "Ann looks at 2 cards from deck III"
    assert not any("automatic" in e["text"] for e in g.log_for(1))


def test_identical_school_cards_are_kept_and_the_last_goes_under_by_itself() -> None:
    g = _school(["Residential 2", "Residential 2"])
    assert [m.text for m in g.legal_moves()] == ["school: keep Residential 2"]
    g.play("school: keep Residential 2")
    # one card left: every seat knows it goes under (001:469), so that step is automatic
    assert g.log_for(1)[-1]["text"] == "Ann puts a card under deck III (automatic)"
    assert g.decision.kind == "act"


def test_a_university_asks_the_order_of_identical_cards() -> None:
    """Three cards, two alike left to put under: their order is still asked (001:475)."""
    g = build({"players": 3, "round": 4, "phase": "act",
               "turn": {"seat": 0, "space": 5, "bricks": 3},
               "seats": [{"hand": ["University"], "city": SCHOOL_CITY}],
               "deck_tops": {"III": ["Market", "Residential 2", "Residential 2"]}})
    g.play("build University at d3")
    g.play("school: deck III")
    g.play("school: keep Market")
    assert g.decision.kind == "school_bottom"
    assert [m.text for m in g.legal_moves()] == ["school: bottom Residential 2"]


def _act(bricks: int, hand: list[str]) -> Game:
    """Ann's turn with no coins, no cogs: she may build at most."""
    return build({"players": 3, "round": 4, "phase": "act",
                  "turn": {"seat": 0, "space": 5, "bricks": bricks, "cogs": 0},
                  "seats": [{"hand": hand, "coins": 0}]})


def test_a_hand_that_cannot_be_built_is_still_asked_when_a_building_could_be() -> None:
    """One brick builds a Residential 2 (001:172): the others cannot tell her Sheep Farm
    does not fit, so she is asked, with only `pass` (001:192)."""
    g = _act(1, ["Sheep Farm"])
    assert g.decision.kind == "act" and g.decision.player == 0
    assert [m.text for m in g.legal_moves()] == ["pass"]
    assert not any("ends the turn" in e["text"] for e in g.log_for(1))
    g.play("pass")
    assert any(e["text"] == "Ann ends the turn" for e in g.log_for(1))


def test_a_turn_ends_by_itself_when_no_building_at_all_could_be_built() -> None:
    """No brick and no coin: nothing can be built, whatever the hand (public)."""
    g = _act(0, ["Sheep Farm"])
    assert any(e["text"] == "Ann ends the turn (automatic)" for e in g.log_for(1))


def test_a_hand_every_seat_knows_ends_the_turn_by_itself() -> None:
    """A card taken from the offer is taken in the open (001:130-132): with one brick from
    space 1 of BCCBB and no coin, every seat knows the Sheep Farm cannot be built."""
    g = build({"players": 3, "round": 4, "phase": "take", "turn": {"seat": 0, "space": 1},
               "seats": [{"hand": [], "coins": 0}],
               "offer": [["Sheep Farm", "II"]], "strip": "BCCBB"})
    # the only offer card is taken by itself (public), then the turn ends by itself
    ended = [e["text"] for e in g.log_for(1) if e["text"].startswith("Ann ends the turn")]
    assert ended == ["Ann ends the turn (automatic)"]


def _draft_with_a_pair() -> tuple[int, str]:
    """A three-player deal whose draft holds two cards of one name and a third: the first
    picker keeps the third, leaving the second picker two alike."""
    for seed in range(2000):
        names = [NAME[c] for c in Game.new(3, seed=seed).state.draft]
        odd = [n for n in names if names.count(n) == 1]
        if len(set(names)) == 2 and odd:
            return seed, odd[0]
    raise AssertionError("no deal with a pair in the draft")


def test_a_draft_pick_among_identical_cards_is_asked() -> None:
    """001:83: each picker chooses one of the cards passed; the last takes what is left."""
    seed, odd = _draft_with_a_pair()
    g = Game.new(3, seed=seed)
    first = g.decision.player
    g.play(f"draft: keep {odd}")
    second = g.decision.player
    assert g.decision.kind == "draft" and second != first
    assert len(g.legal_moves()) == 1  # two cards of one name: one choice, still asked
    g.play(g.legal_moves()[0])
    keeps = [e["text"] for e in g.log_for(first) if e["kind"] == "draft"]
    names = [p.name for p in g.state.players]
    third = ({0, 1, 2} - {first, second}).pop()
    assert keeps == [f"{names[first]} keeps {odd} from the draft",
                     f"{names[second]} keeps a card from the draft",
                     f"{names[third]} keeps a card from the draft (automatic)"]


def test_building_one_of_two_copies_shows_nothing_of_the_hidden_one() -> None:
    """Ann holds a secret Residential 2 (001:83) and takes another in the open (001:130):
    when she builds one, the table cannot tell which, so nobody learns she holds another."""
    g = build({"players": 3, "round": 4, "phase": "take", "turn": {"seat": 0, "space": 5},
               "seats": [{"hand": ["Residential 2"], "coins": 0}],
               "offer": [["Residential 2", "II"]]})  # the last turn: its take is made (public)
    assert [c["name"] for c in g.view(1)["players"][0]["hand_known"]] == ["Residential 2"]
    g.play("build Residential 2 at d3")
    assert g.view(1)["players"][0]["hand_known"] == []
    assert [c["name"] for c in g.view(0)["players"][0]["hand"]] == ["Residential 2"]


def test_a_seat_that_knew_another_copy_knows_one_fewer() -> None:
    """Bo knows one copy, Cy the other: whichever goes, each may think it was theirs."""
    from gtr_widget.great_city.play.copies import copy_to_play, forget_one
    from gtr_widget.great_city.play.state import Player

    g = build({"players": 3, "seats": [{"hand": ["Residential 2", "Residential 2"]}]})
    x, y = g.state.players[0].hand
    p = Player("Ann")
    p.hand, p.seen = (x, y), {x: 0b011, y: 0b101}
    played = copy_to_play(p, y)
    rest = tuple(c for c in p.hand if c != played)
    after = forget_one(p.seen, rest, played, 3)
    assert after == {rest[0]: 0b001}  # Ann knows her card; Bo and Cy no longer do

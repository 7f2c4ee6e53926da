"""The Great City's undo must not let a seat peek at a hidden order (docs/hidden-information.md).

A School draws from the top of a deck (001:469); upkeep reveals the offer and influence cards
(001:99-107) and turns up a strip (001:97). Undoing such a move deals again what no seat has
seen, so choosing again shows other cards; `undo(exact=True)` brings the same ones back for
teaching. Cards a seat has seen (a card a School put under a deck, influence cards at their
public depths, 001:67, 80) stay where they are.
"""

from __future__ import annotations

import random

from helpers import assert_dealt_again_and_replayed
from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget.great_city import Game
from gtr_widget.great_city.engine import ENGINE
from gtr_widget.great_city.play.cards import CATEGORY
from gtr_widget.great_city.play.state import misplaced
from gtr_widget.great_city.scenarios.builder import build
from gtr_widget.great_city.unseen import unseen_places, unseen_strips

from .gc_helpers import play_random


def _before_a_school_draw() -> Game:
    """The issue's game: random moves until a School chooses its deck."""
    g = Game.new(3, seed=2)
    rng = random.Random(2)
    while not any(m.text.startswith("school: deck") for m in g.legal_moves()):
        g.play(rng.choice(g.legal_moves()))
    return g


def _school_draw(g: Game) -> tuple[str, ...]:
    seat = g.decision.player
    move = next(m for m in g.legal_moves() if m.text.startswith("school: deck"))
    g.play(move)
    return tuple(c["name"] for c in g.view(seat)["school"]["cards"])


def test_choosing_a_deck_again_after_undo_shows_other_cards() -> None:
    g = _before_a_school_draw()
    g.undo_rng = random.Random(7)
    seen = set()
    for _ in range(30):
        seen.add(_school_draw(g))
        g.undo()
    assert len(seen) >= 2, "undo and draw again: always the same School cards"


def test_exact_undo_brings_the_same_cards_back() -> None:
    g = _before_a_school_draw()
    first = _school_draw(g)
    for _ in range(10):
        g.undo(exact=True)
        assert _school_draw(g) == first


def test_undoing_a_move_that_showed_nothing_is_exact() -> None:
    """The keep shows nothing new: the builder saw both cards at the draw (001:469)."""
    g = _before_a_school_draw()
    _school_draw(g)
    decks, school = g.state.decks, g.state.school
    g.play(g.legal_moves()[0])
    g.undo()
    assert g.state.decks == decks and g.state.school == school


def test_a_card_a_school_put_under_a_deck_stays_where_its_owner_knows_it() -> None:
    g = build({"players": 3, "round": 4, "phase": "act",
               "turn": {"seat": 0, "space": 5, "bricks": 3},
               "seats": [{"hand": ["School"], "city": {"c4": "Vegetable Farm",
                                                       "d4": "Residential 2",
                                                       "c3": "Residential 3"}}],
               "deck_tops": {"III": ["Market", "Arena"]}})
    g.play("build School at d3")
    g.play("school: deck III")
    g.play("school: keep Market")  # the Arena goes under deck III by itself
    under = g.state.decks["III"][-1]
    for salt in range(20):
        s = ENGINE.copy(g.state)
        ENGINE.reshuffle_unseen(s, random.Random(salt))
        assert s.decks["III"][-1] == under
        assert g.view(0)["decks"]["III"]["known"] == Game.from_state(s).view(0)["decks"][
            "III"]["known"]


def _positions(seed: int, stop: int) -> Game:
    return play_random(players=2 + seed % 3, seed=seed, moves=stop)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 40), stop=st.integers(0, 400), salt=st.integers(0, 2**32))
def test_a_deal_again_changes_nothing_any_seat_knows(seed: int, stop: int, salt: int) -> None:
    g = _positions(seed, stop)
    s = ENGINE.copy(g.state)
    ENGINE.reshuffle_unseen(s, random.Random(salt))
    assert misplaced(s) is None  # every card exactly once
    again = ENGINE.copy(g.state)
    ENGINE.reshuffle_unseen(again, random.Random(salt))
    assert again.decks == s.decks and again.stack == s.stack  # the salt decides the deal
    dealt = Game.from_state(s)
    for seat in range(g.state.n):
        assert dealt.view(seat) | {"version": 0} == g.view(seat) | {"version": 0}
        assert dealt.log_for(seat) == g.log_for(seat)
    for d, cards in g.state.decks.items():
        places = set(unseen_places(g.state, d))
        assert sorted(s.decks[d]) == sorted(cards)
        assert all(s.decks[d][k] == c for k, c in enumerate(cards) if k not in places)
        assert not any(CATEGORY[cards[k]] == "influence" for k in places)
    hidden = set(unseen_strips(g.state))
    assert all(s.stack[k] == c for k, c in enumerate(g.state.stack) if k not in hidden)
    assert sorted(c >> 1 for c in s.stack) == sorted(c >> 1 for c in g.state.stack)


def test_undoing_the_end_of_a_round_deals_the_offer_again() -> None:
    """The last pass of a round reveals the next offer (001:99): undo, pass, other offer."""
    g = Game.new(3, seed=5)
    rng = random.Random(5)
    while True:
        before = g.state.round
        g.play(rng.choice(g.legal_moves()))
        if g.state.round != before and g.state.round >= 2:
            break
    g.undo_rng = random.Random(3)
    offers = set()
    last = g.history[-1]
    for _ in range(20):
        g.undo()
        g.play(last)
        offers.add(g.state.offer)
    assert len(offers) >= 2


def test_a_save_after_a_fair_undo_is_the_game_that_was_played() -> None:
    g = _before_a_school_draw()
    _school_draw(g)
    g.undo()
    _school_draw(g)
    g.play(g.legal_moves()[0])
    assert_dealt_again_and_replayed(g)

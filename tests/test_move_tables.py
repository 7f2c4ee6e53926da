"""The fast move tables (per card id, per hand group) give exactly the moves the general
paths give: same moves, same order, same texts. The seeded fingerprints pin whole games;
these pin the tables on any zone or hand, including ones random games rarely reach."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget import Game
from gtr_widget.glory_to_rome.play.cards import Deck, deck_for
from gtr_widget.glory_to_rome.play.leading import follow_moves, lead_moves
from gtr_widget.glory_to_rome.play.roles.naming import choices, take_moves, taking

DECK_SIZE = deck_for("republic", 6).size
ZONES = st.lists(st.integers(0, DECK_SIZE - 1), unique=True, max_size=40)


def _state():
    return Game.new(3, edition="republic", seed=1)._state


@settings(max_examples=150, deadline=None)
@given(zone=ZONES, by_role=st.booleans())
def test_take_moves_equals_taking_what_choices_found(zone, by_role):
    s = _state()
    column = s.deck.role if by_role else s.deck.material
    verb, where = ("patron", "pool") if by_role else ("merchant", "stockpile")
    general = taking(s, verb, choices(s, zone, column), where, role=by_role)
    fast = take_moves(s, verb, zone, where, by_role)
    assert fast == general
    assert [m.text for m in fast] == [m.text for m in general]


@settings(max_examples=150, deadline=None)
@given(hand=st.lists(st.integers(0, DECK_SIZE - 1), unique=True, max_size=12),
       led=st.sampled_from([None, "Laborer", "Craftsman", "Architect", "Legionary",
                            "Merchant", "Patron"]))
def test_lead_and_follow_tables_match_a_fresh_deck(hand, led):
    """The moves the shared deck's tables offer (warmed by every example before) equal those
    a fresh deck builds (cold): a table keyed wrongly would offer another hand's moves."""
    s = _state()
    for q in s.players:  # the hand's cards are nowhere else
        q.hand = [c for c in q.hand if c not in hand]
    s.players[0].hand = list(hand)
    s.role = led
    make = lead_moves if led is None else follow_moves
    warm = make(s, 0)
    cold_state = s.copy()
    cold_state.deck = Deck("republic", 6)
    cold = make(cold_state, 0)
    assert warm == cold
    assert [m.text for m in warm] == [m.text for m in cold]
    texts = [m.text for m in warm]
    assert len(texts) == len(set(texts))  # each name, each petition, offered once

"""The Architect's and Craftsman's move tables (roles/build_tables.py) give exactly the moves
the general path gives (the one that also works out refusals): same moves, same order, same
texts, on any hand, stockpile, structures and Sites, with building powers active or not.
The seeded fingerprints pin whole games; these pin the tables where random games rarely go
(two structures of one name, a Statue on another Site, a Road, no Site left in town)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget import Game
from gtr_widget.glory_to_rome.play.cards import MATERIALS, deck_for
from gtr_widget.glory_to_rome.play.roles.building import add_moves, lay_moves
from gtr_widget.glory_to_rome.play.roles.legionary import GiveStep, Legionary, PoolTakeStep
from gtr_widget.glory_to_rome.play.stack import Actions, Give, PoolTake
from gtr_widget.glory_to_rome.play.state import Building

EDITIONS = ("republic", "imperium", "first")
ORDERS = deck_for("republic", 6).order_count
SIZE = deck_for("republic", 6).size


@st.composite
def tables(draw):
    """A 3-player game with seat 0's hand, stockpile and structures drawn at random (each
    card in one place only), and the Sites in and out of town at random."""
    edition = draw(st.sampled_from(EDITIONS))
    s = Game.new(3, edition=edition, seed=draw(st.integers(0, 99)))._state
    size = s.deck.size
    cards = draw(st.lists(st.integers(0, size - 1), unique=True, max_size=30))
    hand_n = draw(st.integers(0, min(10, len(cards))))
    stock_n = draw(st.integers(0, len(cards) - hand_n))
    hand, stock, rest = cards[:hand_n], cards[hand_n:hand_n + stock_n], cards[hand_n + stock_n:]
    for p in s.players:
        p.hand, p.stockpile, p.buildings = [], [], []
    p = s.players[0]
    p.hand, p.stockpile = hand, stock
    for c in rest[:6]:
        if c >= s.deck.order_count:
            continue  # a Jack is never a foundation
        site = draw(st.sampled_from(MATERIALS))  # another Site than its own, at times
        b = Building(c, site, out_of_town=draw(st.booleans()))
        b.complete = draw(st.booleans())  # a complete one's power is active
        p.buildings.append(b)
    for m in MATERIALS:
        s.sites[m] = draw(st.integers(0, 2))
        s.out_sites[m] = draw(st.integers(0, 2))
    s.buildings_changed()
    return s


@settings(max_examples=300, deadline=None)
@given(s=tables(), left=st.integers(1, 4), verb=st.sampled_from(["craftsman", "architect"]))
def test_lay_moves_equal_the_general_path(s, left, verb):
    """003:211-222: the fast lay moves equal those of the path that also gives refusals."""
    fast = lay_moves(s, 0, verb, left)
    general = lay_moves(s, 0, verb, left, why=[])
    assert fast == general
    assert [m.text for m in fast] == [m.text for m in general]


@settings(max_examples=300, deadline=None)
@given(s=tables(), by_name=st.booleans(), where=st.sampled_from(["", " from pool"]))
def test_add_moves_equal_the_general_path(s, by_name, where):
    """003:230-234: the fast add moves (hand cards by name, others by material) equal those
    of the path that also gives refusals."""
    p = s.players[0]
    source = p.hand if by_name else p.stockpile
    verb = "craftsman" if by_name else "architect"
    fast = add_moves(s, 0, verb, source, by_name, where)
    general = add_moves(s, 0, verb, source, by_name, where, why=[])
    assert fast == general
    assert [m.text for m in fast] == [m.text for m in general]


def test_two_structures_of_one_name_are_told_apart_by_id():
    """Two structures of one name (a rare case: a power lets a seat have both) are labelled
    by id in add moves, the table keeping the two wordings apart."""
    s = Game.new(3, edition="republic", seed=1)._state
    deck = s.deck
    first = next(c for c in range(ORDERS) if deck.material[c] == "Brick")
    twin = next(c for c in range(first + 1, ORDERS) if deck.name[c] == deck.name[first])
    p = s.players[0]
    p.buildings = [Building(first, "Brick")]
    p.hand = [c for c in range(ORDERS) if deck.material[c] == "Brick" and c not in (first, twin)]
    alone = add_moves(s, 0, "craftsman", p.hand, True)
    assert alone and alone == add_moves(s, 0, "craftsman", p.hand, True, why=[])
    assert all("#" not in m.text for m in alone)
    p.buildings.append(Building(twin, "Brick"))
    both = add_moves(s, 0, "craftsman", p.hand, True)
    assert {m.target for m in both} == {first, twin}
    assert all(m.text.endswith(f"#{m.target}") for m in both)
    assert both == add_moves(s, 0, "craftsman", p.hand, True, why=[])


@settings(max_examples=300, deadline=None)
@given(s=tables(), left=st.integers(1, 5), revealed=st.integers(0, 3))
def test_legionary_demands_equal_the_general_path(s, left, revealed):
    """003:256, 003:269-271: every different choice of up to `left` unrevealed hand
    materials, counted per material, equals the general path's combinations."""
    p = s.players[0]
    p.revealed = p.hand[:revealed]  # cards shown earlier this turn are not shown again
    f = Actions(0, "Legionary", left)
    fast = Legionary().moves(s, 0, f, left)
    general = Legionary().moves(s, 0, f, left, why=[])
    assert fast == general
    assert [m.text for m in fast] == [m.text for m in general]


@settings(max_examples=200, deadline=None)
@given(s=tables(), mat=st.sampled_from(MATERIALS), to=st.integers(1, 2),
       optional=st.booleans())
def test_pool_take_and_give_tables_equal_the_general_path(s, mat, to, optional):
    """003:260-263: a demand's Pool and hand choices from the per-card tables equal those
    the refusing path gives (the first card of each name of the material, in zone order)."""
    p = s.players[0]
    s.pool = p.stockpile + p.hand  # a Pool of any cards
    take = PoolTakeStep()
    fast, general = take.moves(s, PoolTake(to, mat)), take.moves(s, PoolTake(to, mat), why=[])
    assert fast == general and [m.text for m in fast] == [m.text for m in general]
    give = GiveStep()
    frame = Give(0, to, mat, optional=optional)
    fast, general = give.moves(s, frame), give.moves(s, frame, why=[])
    assert fast == general and [m.text for m in fast] == [m.text for m in general]

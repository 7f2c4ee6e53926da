"""What the role actions remember per deck or per module equals what working it out afresh
gives: a structure's fitting materials with powers (construction.fit_mask), a Legionary's
demand list (demand_tables.fast_demands) and a demand's Give and PoolTake frames. Each is
asked twice, so that the second answer comes from the memo."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from test_build_tables import tables  # the same random tables as the move tables' tests

from gtr_widget.glory_to_rome.play.cards import MATERIALS
from gtr_widget.glory_to_rome.play.construction import fit_mask, fitting
from gtr_widget.glory_to_rome.play.powers import hooks
from gtr_widget.glory_to_rome.play.roles.demand_tables import fast_demands
from gtr_widget.glory_to_rome.play.roles.legionary import Legionary, gift, pool_takes
from gtr_widget.glory_to_rome.play.stack import Actions, Give, PoolTake


@settings(max_examples=200, deadline=None)
@given(s=tables())
def test_fit_masks_equal_the_fitting_materials(s):
    """003:230-234 (and the powers that widen it: Road, Tower, Scriptorium, Statue): the
    remembered mask of each structure is the set `fitting` works out, asked twice."""
    widen = hooks(s, 0, "material_fits")
    for b in s.players[0].buildings:
        expected = fitting(s, 0, b)
        for _ in range(2):
            mask = fit_mask(s, 0, b, widen)
            assert {m for i, m in enumerate(MATERIALS) if mask >> i & 1} == expected


@settings(max_examples=200, deadline=None)
@given(s=tables(), left=st.integers(1, 5), revealed=st.integers(0, 3))
def test_remembered_demands_equal_the_general_path_and_are_fresh_lists(s, left, revealed):
    """003:256, 003:269-271: the demand list kept per hand count is the general path's, and
    each caller gets its own list (ActionStep.moves appends "skip" and "pass" to it)."""
    p = s.players[0]
    p.revealed = p.hand[:revealed]
    f = Actions(0, "Legionary", left)
    general = Legionary().moves(s, 0, f, left, why=[])
    first = fast_demands(s, 0, left, [])
    first.append(None)  # what a caller adds stays out of the memo
    second = fast_demands(s, 0, left, [])
    assert second == general
    assert [m.text for m in second] == [m.text for m in general]


@settings(max_examples=100, deadline=None)
@given(s=tables(), mats=st.lists(st.sampled_from(MATERIALS), min_size=1, max_size=4),
       to=st.integers(0, 2), optional=st.booleans())
def test_demand_frames_equal_new_ones(s, mats, to, optional):
    """003:260-261: the shared Give and PoolTake frames equal frames made afresh (frozen
    frames are values, stack.py), one Pool question per demanded card the Pool holds."""
    victim = (to + 1) % 3
    for mat in mats:
        assert gift(victim, to, mat, optional) == Give(victim, to, mat, optional=optional)
    s.pool = s.players[0].stockpile + s.players[0].hand
    held = {m: sum(1 for c in s.pool if s.deck.material[c] == m) for m in MATERIALS}
    expected = [PoolTake(to, m) for m in dict.fromkeys(mats)
                for _ in range(min(held[m], mats.count(m)))]
    assert pool_takes(s, to, tuple(mats)) == expected


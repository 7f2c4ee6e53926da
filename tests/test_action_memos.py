"""What the role actions remember per deck or per module equals what working it out afresh
gives: a structure's fitting materials with powers (construction.fit_mask), a Legionary's
demand list (demand_tables.fast_demands), a demand's Give and PoolTake frames, and the cards
whose own power answers a hook (construction.own_answers). Each is asked twice, so that the
second answer comes from the memo. Also the clients' action count (limits.client_actions)
against a plain sum."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from test_build_tables import tables  # the same random tables as the move tables' tests

from gtr_widget.glory_to_rome.play.cards import MATERIALS, ROLES
from gtr_widget.glory_to_rome.play.construction import (
    OWN_FITS,
    OWN_SITES,
    fit_mask,
    fitting,
    own_answers,
)
from gtr_widget.glory_to_rome.play.limits import client_actions
from gtr_widget.glory_to_rome.play.powers import hooks, own_power
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


@settings(max_examples=100, deadline=None)
@given(s=tables())
def test_own_answers_equal_each_cards_own_power(s):
    """000:715, 000:924 (a Statue's own Sites and fits): the per-deck table of the cards
    whose own power answers a hook agrees with `own_power`, card by card."""
    for hook in (OWN_FITS, OWN_SITES, "own_materials_needed"):
        for _ in range(2):
            table = own_answers(s, hook)
            assert table == [own_power(s, c, hook) is not None for c in range(s.deck.size)]


@settings(max_examples=200, deadline=None)
@given(s=tables(), data=st.data())
def test_client_actions_count_each_client_once(s, data):
    """003:191 (a new hire waits a turn) and the powers that widen a client's role or
    multiply the count (a Circus Maximus): the count equals a plain sum over the clientele."""
    p = s.players[0]
    p.clientele = p.stockpile[:]
    p.hired = data.draw(st.lists(st.sampled_from(p.clientele), unique=True)) if p.clientele \
        else []
    s.buildings_changed()
    widen = hooks(s, 0, "client_counts_as")
    for role in ROLES:
        expected = sum(
            1 for c in p.clientele if c not in p.hired and (
                s.deck.role[c] == role
                or any(pw.client_counts_as(s, 0, s.deck.role[c], role) for pw in widen)))
        for pw in hooks(s, 0, "client_multiplier"):
            expected *= pw.client_multiplier(s, 0)
        assert client_actions(s, 0, role) == expected

"""The position checks refuse draft records that do not fit together (001:83): "choose one to
add to your hand. Then, pass the remaining buildings facedown to the player to your right
[...] The first player takes the last building." A dealt position that forgot the other
pickers' records (the determinisation bug) is one of these."""

from __future__ import annotations

import pytest
from gc_helpers import play_random

from gtr_widget.great_city.play.state import State
from gtr_widget.great_city.saves.checks import position_problem


def _position() -> State:
    g = play_random(3, seed=8, moves=70)
    assert position_problem(g.state) is None  # the refusals below are the changes'
    return g.state.copy()


def _forget(s: State) -> None:
    p = s.mut(s.draft_order[1])
    p.drafted, p.passed = -1, ()


def _swap_kept(s: State) -> None:
    a, b = (s.mut(i) for i in s.draft_order[:2])
    a.drafted, b.drafted = b.drafted, a.drafted


def _passed_own_card(s: State) -> None:
    p = s.mut(s.draft_order[0])
    p.passed = (p.drafted, *p.passed[1:])


CASES = {
    "a picker forgot the draft": (_forget, ["remembers no card kept", "001:83"]),
    "a kept card not its keeper's": (_swap_kept, ["kept", "neither its hand", "001:83"]),
    "passed cards no later picker kept": (_passed_own_card, ["passed cards", "001:83"]),
}


@pytest.mark.parametrize("name", list(CASES))
def test_draft_records_that_do_not_chain_are_refused(name: str) -> None:
    change, words = CASES[name]
    s = _position()
    change(s)
    problem = position_problem(s)
    assert problem is not None
    for w in words:
        assert w in problem, f"{problem!r} lacks {w!r}"


def test_a_position_built_without_a_draft_passes() -> None:
    """Nobody remembers a draft in a built scenario: that is no contradiction."""
    s = _position()
    for i in range(s.n):
        p = s.mut(i)
        p.drafted, p.passed = -1, ()
    assert position_problem(s) is None

"""Fixtures shared by the building tests."""

from __future__ import annotations

import pytest
from helpers import all_card_ids, check_invariants, site_count


@pytest.fixture
def play_checked():
    """Play moves in order, checking every invariant after each one (helpers.check_invariants:
    no card or Site lost or invented, no hidden card leaked, copies and saves exact), against
    the cards and Sites of the position before the first move."""
    def play(g, moves: list[str]) -> None:
        total, sites = all_card_ids(g.state), site_count(g.state)
        for move in moves:
            g.play(move)
            check_invariants(g, total, sites)
    return play

"""Fixtures shared by the building tests."""

from __future__ import annotations

import random

import pytest
from helpers import all_card_ids, check_candidates, check_invariants, site_count

from gtr_widget import Game


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


@pytest.fixture
def play_randomly():
    """Play up to `most` random legal moves (seeded), checking every invariant after every
    move, that the candidates agree with the legal moves (one refusal played each move), and
    that a save replays exactly (every 100 moves and at the end); return the verbs played, so
    a test can check its powers were exercised."""
    def play(g, seed: int, most: int) -> set[str]:
        rng = random.Random(seed)
        total, sites = all_card_ids(g.state), site_count(g.state)
        verbs: set[str] = set()
        for n in range(most):
            check_invariants(g, total, sites)
            if g.is_over:
                break
            check_candidates(g, rng, sample=1)
            if n % 100 == 0:
                assert Game.from_json(g.to_json()).view(None) == g.view(None)
            move = rng.choice(g.legal_moves())
            verbs.add(move.verb)
            g.play(move)
        assert Game.from_json(g.to_json()).view(None) == g.view(None)
        return verbs
    return play

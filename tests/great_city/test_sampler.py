"""The fast sampler deals exactly what `resample` deals, from the same rng."""

from __future__ import annotations

import random

import pytest
from gc_helpers import play_random

from gtr_widget.great_city import ENGINE
from gtr_widget.great_city.information import resample
from gtr_widget.great_city.play.state import misplaced


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampler_deals_as_resample_does(players: int) -> None:
    for moves in (0, 1, 2, 3, 30, 75, 130):
        g = play_random(players, seed=players * 7 + moves, moves=moves, shrine=True)
        for seat in range(players):
            info = ENGINE.information_state(g.state, seat)
            deal = ENGINE.sampler(info)
            for x in range(3):
                fast, slow = deal(random.Random(x)), resample(info, random.Random(x))
                assert misplaced(fast) is None
                assert fast.to_dict() == slow.to_dict()


def test_sampled_positions_are_independent() -> None:
    """Playing on one deal changes neither the next deal nor the template."""
    g = play_random(3, seed=5, moves=60)
    deal = ENGINE.sampler(ENGINE.information_state(g.state, 0))
    first = deal(random.Random(1))
    again = deal(random.Random(1)).to_dict()
    legal = ENGINE.start(first)
    rng = random.Random(2)
    while legal:
        _, legal = ENGINE.play(first, legal, rng.choice(legal))
    assert deal(random.Random(1)).to_dict() == again


def test_sampler_deals_school_cards_as_resample_does() -> None:
    """While a School's cards are out, other seats see slots there (001:469; ruling A-23)."""
    found = 0
    for seed in range(40):
        g = play_random(3, seed=seed, moves=0)
        rng = random.Random(seed)
        while not g.is_over and found < 6:
            if g.state.phase in ("school_keep", "school_bottom"):
                found += 1
                for seat in range(3):
                    info = ENGINE.information_state(g.state, seat)
                    for x in range(2):
                        assert (ENGINE.sampler(info)(random.Random(x)).to_dict()
                                == resample(info, random.Random(x)).to_dict())
            g.play(rng.choice(g.legal_moves()))
        if found >= 6:
            break
    assert found >= 6

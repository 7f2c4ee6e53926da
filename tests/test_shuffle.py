"""`core.shuffle.shuffle` is `random.Random.shuffle`, draw for draw: search deals with it, so a
seeded search must play the same moves as it did with `rng.shuffle`."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from gtr_widget.core.shuffle import shuffle


@given(seed=st.integers(0, 2**32 - 1), items=st.lists(st.integers(), max_size=200))
def test_the_same_order_and_the_same_draws_as_random_shuffle(seed: int, items: list[int]) -> None:
    ours, theirs = list(items), list(items)
    a, b = random.Random(seed), random.Random(seed)
    shuffle(a, ours)
    b.shuffle(theirs)
    assert ours == theirs
    assert a.random() == b.random(), "the generators drew different amounts"


def test_a_generator_of_another_kind_shuffles_its_own_way() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3, 4]
    shuffle(Reversing(0), items)
    assert items == [4, 3, 2, 1]

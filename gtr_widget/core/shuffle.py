"""`shuffle(rng, items)`: `rng.shuffle(items)`, card for card, without a Python frame per card.

Search deals the unseen cards again on every iteration (IS-MCTS samples a deal, then plays
it), and `random.Random.shuffle` runs one interpreted call per card: profiled, it was a third
of a compiled Glory to Rome search. This module is compiled with the engines
(scripts/compile_engine.py) and draws exactly the numbers `Random.shuffle` draws, in the same
order, so a seeded search plays the same moves with either. For any other generator (a
subclass may draw differently), it calls the generator's own `shuffle`.
"""

from __future__ import annotations

import random
from typing import Any


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle `items` in place exactly as `rng.shuffle(items)` would."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    i = len(items) - 1
    while i > 0:
        n = i + 1  # Random._randbelow(n): the smallest number of bits, redrawn when too big
        k = n.bit_length()
        j: int = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
        i -= 1

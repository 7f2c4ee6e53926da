"""Move notation: the texts `str()` prints and `play()` reads back, each made once.

    draft: keep Market            emissary: space 4           take Market from deck II
    buy 1 brick / buy 2 cogs      build Market at b3          produce        pass
    school: deck III              school: keep Temple of Juno school: bottom Market

Moves are cached: a legal list is built from ready-made `Move` objects, which keeps the hot
path (random games, search) cheap.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ...core.moves import Move
from .cards import DECK, N_CARDS, NAME
from .grid import CELL_NAME, N_CELLS

PRODUCE: Final = Move("produce", "produce")
PASS: Final = Move("pass", "pass")


@cache
def emissary(space: int) -> Move:
    return Move("emissary", f"emissary: space {space}", target=space,
                target_kind="space")


@cache
def take(card: int) -> Move:
    return Move("take", f"take {NAME[card]} from deck {DECK[card]}", cards=(card,))


@cache
def draft(card: int) -> Move:
    return Move("draft", f"draft: keep {NAME[card]}", cards=(card,))


@cache
def buy(what: str, n: int) -> Move:
    unit = what if n == 1 else what + "s"
    return Move("buy", f"buy {n} {unit}", data=(what, n))


def _build(card: int, cell: int) -> Move:
    return Move("build", f"build {NAME[card]} at {CELL_NAME[cell]}", cards=(card,),
                target=cell, target_kind="cell")


#: BUILDS[card][cell]: every build move, made once.
BUILDS: Final = tuple(tuple(_build(c, cell) for cell in range(N_CELLS)) for c in range(N_CARDS))


def build(card: int, cell: int) -> Move:
    return BUILDS[card][cell]


@cache
def school_deck(deck: str) -> Move:
    return Move("school", f"school: deck {deck}", data=("deck", deck))


@cache
def school_keep(card: int) -> Move:
    return Move("school", f"school: keep {NAME[card]}", cards=(card,), data=("keep",))


@cache
def school_bottom(card: int) -> Move:
    return Move("school", f"school: bottom {NAME[card]}", cards=(card,), data=("bottom",))


#: Ready-made moves for the hot path.
TAKES: Final = tuple(take(c) for c in range(N_CARDS))
EMISSARIES: Final = tuple(emissary(k) for k in range(1, 6))
BUY_BRICKS: Final = tuple(buy("brick", n) for n in (1, 2, 3))
BUY_COGS: Final = tuple(buy("cog", n) for n in (1, 2))


def distinct(cards) -> list[int]:
    """One card per name (identical cards are the same choice), in first-seen order."""
    seen: set[str] = set()
    out = []
    for c in cards:
        if NAME[c] not in seen:
            seen.add(NAME[c])
            out.append(c)
    return out

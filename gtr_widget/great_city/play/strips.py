"""Action strips: the stack, its rotation, and what each space gives.

A strip in the stack is a code `index * 2 + side` (side 0 = front, 1 = back). The stack is a
tuple, top first. Each upkeep turns the top strip over and puts it at the bottom; the new top
strip is the one played this round (001:97, 103, 113; ruling A-2). Spaces are numbered 1-5 from
the emperor; an emissary on space p gets every symbol on spaces 1..p (001:136, 140).
"""

from __future__ import annotations

from functools import cache
from typing import Final

from .rules import Rules

SPACES: Final = 5


def layout(rules: Rules, code: int) -> str:
    """The symbols of a strip side, read from the emperor: "B" brick, "C" cog."""
    return rules.strips[code >> 1][code & 1]


def flipped(code: int) -> int:
    return code ^ 1


def rotate(stack: tuple[int, ...]) -> tuple[int, ...]:
    """The top strip, turned over, goes to the bottom (001:97, 103)."""
    return (*stack[1:], flipped(stack[0]))


@cache
def _gains(side: str) -> tuple[tuple[int, int], ...]:
    return tuple((side[:k].count("B"), side[:k].count("C")) for k in range(SPACES + 1))


def resources(rules: Rules, code: int, space: int) -> tuple[int, int]:
    """(bricks, cogs) for an emissary on `space` (1-5): its own symbol and all nearer the
    emperor (001:136, 140)."""
    return _gains(rules.strips[code >> 1][code & 1])[space]


def describe(rules: Rules, code: int) -> list[dict]:
    """Each space with its symbol and what an emissary there gets (for the view)."""
    side = layout(rules, code)
    out = []
    for k in range(1, SPACES + 1):
        b, c = resources(rules, code, k)
        out.append({"space": k, "symbol": "brick" if side[k - 1] == "B" else "cog",
                    "bricks": b, "cogs": c})
    return out

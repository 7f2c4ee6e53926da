"""Copies of one building are alike: a hand card leaving the hand by name shows no hidden copy.

The state tracks, for each hand card, the seats that know it is there (`Player.seen`). When a
player builds "Residential 2" holding two, one taken in the open and one from the draft, the
table sees a Residential 2 leave the hand; nobody can tell which copy. So the engine builds the
copy the most seats know, and a seat that knew a copy keeps knowing one fewer of that name:
it never learns, from which copy the engine picked, that another one was hidden there.
"""

from __future__ import annotations

from .cards import NAME
from .state import Player


def _known_by(mask: int) -> int:
    return bin(mask).count("1")


def copy_to_play(p: Player, card: int) -> int:
    """The copy of `card`'s name in `p`'s hand that the most seats know to be there."""
    name = NAME[card]
    copies = [c for c in p.hand if NAME[c] == name]
    return max(copies, key=lambda c: _known_by(p.seen.get(c, 0)))


def forget_one(seen: dict[int, int], hand: tuple[int, ...], played: int,
               n: int) -> dict[int, int]:
    """The seen marks after `played` left a hand that still holds `hand`: each seat that knew
    `played` forgets it, and each seat that did not but knew another copy of its name now
    knows one fewer (it cannot tell which copy went)."""
    out = {c: m for c, m in seen.items() if c != played}
    gone = seen.get(played, 0)
    rest = [c for c in hand if NAME[c] == NAME[played]]
    for seat in range(n):
        bit = 1 << seat
        if gone & bit:
            continue
        known = [c for c in rest if out.get(c, 0) & bit]
        if known:
            out[known[-1]] &= ~bit
    return out

"""Shared plumbing for powers that add a part to an action ("each Patron action may also ..."),
and the per-card offers from the hand that several powers make (`hand_cards`).

An extra may be taken once per action, either together with the action's normal part (the
frame is then "open") or as the whole action. The frame's marks remember, per power, the action
it was last used in: a fixed burst counts down `left`, a role block counts the player's `used`.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.kept import inert
from ....core.moves import Move
from ..actions import start_action
from ..reasons import Why, refuse
from ..stack import Actions
from ..state import State
from ..zones import distinct


def action_index(s: State, f: Actions) -> int:
    """A number naming the action in progress (valid once it has begun)."""
    return -f.left if f.left is not None else s.players[f.seat].used


def used_now(s: State, f: Actions, key: str) -> bool:
    """Whether this extra was already taken in the action still open."""
    return f.open and f.mark(key) == action_index(s, f)


def start_extra(s: State, f: Actions, key: str) -> None:
    """Take the extra: as the action itself if none is open, then mark it used."""
    if not f.open:
        start_action(s, f)
    f.set_mark(key, action_index(s, f))


def hand_cards(s: State, seat: int, why: Why, make: Callable[[str, int], Move],
               jack_reason: str, key: str) -> list[Move]:
    """A power's move for each Order card of the hand, one per name (`make(name, card)`);
    a Jack's move is refused with `jack_reason` (Jacks are never materials or clients).

    A card's move depends on the card alone, so each is made once per deck, kept in the
    deck's table named `key` (the power's): powers are plain Python, and making a move there
    costs more than the rest of the offer."""
    made = s.deck.table(("hand card", key))
    out = []
    jacks = why is not None
    for name, c in distinct(s, s.players[seat].hand, jacks=jacks).items():
        m = made.get(c)
        if m is None:
            m = made[c] = inert(make(name, c))
        if c < s.deck.order_count:
            out.append(m)
        else:
            refuse(why, m, jack_reason)
    return out

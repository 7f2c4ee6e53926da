"""Shared plumbing for powers that add a part to an action ("each Patron action may also ...").
The per-card offers from the hand that several powers make are in play/hand_offers.py.

An extra may be taken once per action, either together with the action's normal part (the
frame is then "open") or as the whole action. The frame's marks remember, per power, the action
it was last used in: a fixed burst counts down `left`, a role block counts the player's `used`.
"""

from __future__ import annotations

from ..actions import start_action
from ..stack import Actions
from ..state import State


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

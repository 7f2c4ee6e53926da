"""Shared plumbing for powers that add a part to an action ("each Patron action may also ...").

An extra may be taken once per action, either together with the action's normal part (the
frame is then "open") or as the whole action. The frame remembers, per power, the action it
was last used in: a fixed burst counts down "left", a role block counts the player's "used".
"""

from __future__ import annotations

from ..actions import start_action
from ..state import State


def action_index(s: State, f: dict) -> int:
    """A number naming the action in progress (valid once it has begun)."""
    return -f["left"] if "left" in f else s.players[f["seat"]].used


def used_now(s: State, f: dict, key: str) -> bool:
    """Whether this extra was already taken in the action still open."""
    return bool(f.get("open")) and f.get(key) == action_index(s, f)


def start_extra(s: State, f: dict, key: str) -> None:
    """Take the extra: as the action itself if none is open, then mark it used."""
    if not f.get("open"):
        start_action(s, f)
    f[key] = action_index(s, f)

"""The timeline's messages from the page, parsed like every other (widget/commands.py): a
shape that is not one of these is refused with a short text before anything is looked at.

    {"type": "timeline", "open": true}            show (or hide) the "Moves" panel
    {"type": "review", "ply": 5, "version": v}    show the position after 5 moves, read-only
    {"type": "review", "ply": null, "version": v} back to the game
    {"type": "goto", "ply": 5, "version": v}      play from the position after 5 moves
    {"type": "switch", "line": 1, "version": v}   make line 1 the current one
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeGuard

#: No line of a game is longer than this; a bigger number is refused as malformed.
MAX_PLY = 100_000


class BadTimelineMessage(ValueError):
    """A timeline message of the wrong shape; the text is safe to show."""


@dataclass(frozen=True)
class ShowTimeline:
    """Open or close the panel. No version: it changes no game."""

    open: bool


@dataclass(frozen=True)
class Review:
    """Show the position after `ply` moves of the current line (None: the game itself)."""

    ply: int | None
    version: int


@dataclass(frozen=True)
class Goto:
    ply: int
    version: int


@dataclass(frozen=True)
class Switch:
    line: int
    version: int


TimelineCommand = ShowTimeline | Review | Goto | Switch


def _int(x: object) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _version(c: dict[str, Any]) -> int:
    version = c.get("version")
    if _int(version) and version >= 0:
        return version
    raise BadTimelineMessage("Refused: the message has no valid version.")


def _count(c: dict[str, Any], key: str, what: str) -> int:
    value = c.get(key)
    if _int(value) and 0 <= value <= MAX_PLY:
        return value
    raise BadTimelineMessage(f"Refused: {what} is a whole number from 0.")


def _show(c: dict[str, Any]) -> ShowTimeline:
    if isinstance(c.get("open"), bool):
        return ShowTimeline(c["open"])
    raise BadTimelineMessage("Refused: the timeline is opened with true or closed with false.")


def _review(c: dict[str, Any]) -> Review:
    if c.get("ply") is None:
        return Review(None, _version(c))
    return Review(_count(c, "ply", "the move to review"), _version(c))


PARSERS: dict[str, Callable[[dict[str, Any]], TimelineCommand]] = {
    "timeline": _show,
    "review": _review,
    "goto": lambda c: Goto(_count(c, "ply", "the move to go to"), _version(c)),
    "switch": lambda c: Switch(_count(c, "line", "the line"), _version(c)),
}

"""The timeline's messages, checked like the others (widget/messages.py has checked their
version already): a move or line out of range, or a jump the undo rule forbids, is refused
with a short text and changes nothing. Review is always allowed: it only shows the past."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol

from . import jumps
from .commands import Goto, Review, ShowTimeline, TimelineCommand


class TimelineHost(Protocol):
    @property
    def game(self) -> Any: ...

    def viewer_seat(self) -> int | None: ...

    def bot_seats(self) -> Collection[int]: ...

    def line_movers(self) -> list[int | None]: ...

    def show_timeline(self, open: bool = True) -> None: ...

    def review(self, ply: int | None) -> None: ...

    def goto(self, ply: int) -> None: ...

    def switch(self, line: int) -> None: ...


def _no_ply(ply: int, n: int) -> str:
    return f"Refused: there is no move {ply} in this line; it has {n} (0 to {n})."


def apply(host: TimelineHost, cmd: TimelineCommand, rule: str) -> str | None:
    """Apply a timeline command under the table's undo `rule`; return the refusal, or None."""
    game = host.game
    if isinstance(cmd, ShowTimeline):
        host.show_timeline(cmd.open)
        return None
    n = len(game.history)
    if isinstance(cmd, Review):
        if cmd.ply is not None and cmd.ply > n:
            return _no_ply(cmd.ply, n)
        host.review(cmd.ply)
        return None
    seat, bots = host.viewer_seat(), host.bot_seats()
    if isinstance(cmd, Goto):
        if cmd.ply > n:
            return _no_ply(cmd.ply, n)
        crossed = jumps.crossed_by_goto(host.line_movers(), game.ply, cmd.ply)
        problem = jumps.why_not(game, rule, seat, bots, crossed, "jump")
        if problem is None:
            host.goto(cmd.ply)
        return problem
    lines = len(game.lines)
    if cmd.line >= lines:
        return f"Refused: there is no line {cmd.line}; this game has {lines} (0 to {lines - 1})."
    if cmd.line == game.line:
        return None
    crossed = jumps.crossed_by_switch(game, host.line_movers(), cmd.line)
    problem = jumps.why_not(game, rule, seat, bots, crossed, "switch of line")
    if problem is None:
        host.switch(cmd.line)
    return problem

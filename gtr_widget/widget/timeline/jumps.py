"""Whether the page may jump along the timeline: `goto` a ply of the current line, or
`switch` to another line. A jump takes moves back and plays moves again, so it follows the
table's undo rule (widget/policy.py) as undo and redo do: refused under "none"; under "own"
allowed only when every move it takes back or plays again is the viewer's or a bot's."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from .made import movers


def _whose(game: Any, seat: int | None) -> str:
    players = game.players
    return f"{players[seat]}'s" if seat is not None and 0 <= seat < len(players) else "a"


def why_not(game: Any, rule: str, seat: int | None, bots: Collection[int],
            crossed: Sequence[int | None], what: str) -> str | None:
    """None when the page may make a jump that crosses the moves of `crossed` (their movers)."""
    if rule == "none":
        return f"Refused: this table takes no moves back (undo='none'), so no {what}."
    if rule == "any":
        return None
    for mover in crossed:
        if mover is None or (mover != seat and mover not in bots):
            return (f"Refused: that {what} would take back or replay {_whose(game, mover)} "
                    "move; at this table a seat may undo only its own moves (undo='own').")
    return None


def crossed_by_goto(line_movers: Sequence[int | None], ply: int, to: int) -> list[int | None]:
    """The movers of the moves a goto from `ply` to `to` takes back or plays again."""
    lo, hi = sorted((ply, to))
    return list(line_movers[lo:hi])


def fork(a: Sequence[str], b: Sequence[str]) -> int:
    """How many first moves two lines share."""
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def crossed_by_switch(game: Any, line_movers: Sequence[int | None],
                      line: int) -> list[int | None]:
    """The movers of the moves a switch to `line` takes back (this line's, from where the two
    part to this position) and plays (the other line's, from there to its end)."""
    lines = game.lines
    at = fork(lines[game.line], lines[line])
    other = game.clone().switch(line)
    return list(line_movers[at:game.ply]) + movers(other)[at:]

"""The lines of a game: every sequence of moves played from its start, kept when a player
goes back and plays another move (like the variations of a chess analysis board).

A line is a record of what was seen: its moves and the fair-undo deals made along it
(core/undo.py), so switching back to a line replays exactly the positions its players saw,
never a deal nobody has looked at. A line whose moves begin another line's holds nothing of
its own, and is dropped.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Line(NamedTuple):
    """One line: its moves, and its deals as (moves played, salt) pairs."""

    moves: tuple[str, ...]
    deals: tuple[tuple[int, int], ...]

    def to_json(self) -> dict[str, Any]:
        return {"moves": list(self.moves), "reshuffles": [list(d) for d in self.deals]}


def without_covered(lines: list[Line | None], current: tuple[str, ...]) -> list[Line | None]:
    """`lines` (None marks the current line, whose moves are `current`) without the stored
    lines whose moves are the start of another line's, or repeat an earlier line's."""
    moves = [current if line is None else line.moves for line in lines]

    def covered(i: int) -> bool:
        mine = moves[i]
        return any(j != i and moves[j][:len(mine)] == mine
                   and (len(moves[j]) > len(mine) or lines[j] is None or j < i)
                   for j in range(len(lines)))

    return [line for i, line in enumerate(lines) if line is None or not covered(i)]

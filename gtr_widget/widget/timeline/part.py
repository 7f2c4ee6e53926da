"""The timeline's part of the table: the "Moves" panel's data, a read-only review of a past
position, and jumps along the line and between lines, for scripts and the page alike.

What is synced stays small (bytes per move, issue 28): the `timeline` trait holds only where
the game is (ply, line, the lines' forks and lengths, the review); the moves themselves go to
the page only while the panel is open, as custom messages that carry just what changed since
the last ones ({"timeline": {"key", "start", "moves"}}: keep the first `start`, append the
rest). A page that lost count asks again by opening the panel, and gets the whole list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalMove
from ..words import clock_name
from .jumps import fork
from .made import PUBLIC, LineMoves

if TYPE_CHECKING:
    from ..seats import Seats


class TimelinePart:
    """Mixed into the Table: `review`, `goto`, `switch`, `show_timeline`, and the sync."""

    _game: Any
    deal: int
    error: str
    timeline: dict[str, Any]
    viewer: int | str
    _bots: Seats

    if TYPE_CHECKING:  # the widget's own, after this class in the Table's bases
        def send(self, content: Any, buffers: Any = None) -> None: ...

    def _timeline_init(self) -> None:
        self._tl_open = False
        self._tl_moves = LineMoves()
        self._tl_review: int | None = None
        self._tl_key: tuple[Any, ...] | None = None  # what the reviewed position depends on
        self._tl_copy: Any = None
        self._tl_sent: list[list[Any]] | None = None  # the entries the page holds
        self._tl_session = 0  # bumps when the page is sent the whole list again

    # ----- for scripts and the page ---------------------------------------------------

    def show_timeline(self, open: bool = True) -> None:
        """Open (or close) the "Moves" panel; while it is open the moves are synced."""
        self._tl_open = bool(open)
        self._tl_sent = None
        self._tl_session += 1
        self._draw()

    def review(self, ply: int | None) -> None:
        """Show the position after `ply` moves of the current line, read-only, as the viewer
        saw it then (None: back to the game). The game itself does not move."""
        if ply is not None:
            n = len(self._game.history)
            if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= n:
                raise IllegalMove(f"no move {ply!r} in this line: it has {n} move(s), "
                                  f"so review takes 0..{n}")
        self._tl_review, self._tl_key, self._tl_copy = ply, None, None
        self.error = ""
        self._draw()

    def goto(self, ply: int) -> None:
        """Play from the position after `ply` moves of the current line (`Game.goto`): a move
        different from the line's next one starts a new line."""
        self._game.goto(ply)
        self._after_jump()

    def switch(self, line: int) -> None:
        """Make line `line` of `game.lines` the current one, at its end (`Game.switch`)."""
        self._game.switch(line)
        self._after_jump()

    def line_movers(self) -> list[int | None]:
        """Who made each move of the current line (for the undo rule's checks)."""
        return [m.mover for m in self._tl_moves.update(self._game)]

    @property
    def reviewing(self) -> int | None:
        """The ply shown read-only, or None when the table shows the game."""
        return self._tl_review if self._shown_game() is not self._game else None

    # ----- for the table's draw -------------------------------------------------------

    def _after_jump(self) -> None:
        self._tl_review, self._tl_key, self._tl_copy = None, None, None
        self._bots.cancel()
        self._changed()

    def _changed(self) -> None:  # the table's
        raise NotImplementedError

    def _draw(self) -> None:  # the table's
        raise NotImplementedError

    def _shown_game(self) -> Any:
        """The game the table draws: the reviewed copy, or the game. A review ends when what
        it showed is gone (another game, or the line changed before the reviewed ply)."""
        ply, game = self._tl_review, self._game
        if ply is None:
            return game
        seen = game.seen
        key = (id(game), self.deal, seen.moves[:ply],
               tuple(d for d in seen.deals if d[0] <= ply))
        if ply > len(seen.moves) or (self._tl_key is not None and key != self._tl_key):
            self._tl_review, self._tl_key, self._tl_copy = None, None, None
            return game
        if self._tl_copy is None:
            self._tl_key, self._tl_copy = key, game.review(ply)
        return self._tl_copy

    def _timeline_draw(self, seat: int | None) -> None:
        """Sync where the game is on its timeline, and the moves while the panel is open."""
        game = self._game
        info: dict[str, Any] = {"open": self._tl_open, "ply": game.ply,
                                "count": len(game.history), "review": None,
                                "clock_name": clock_name(game)}
        shown = self._shown_game()
        if self._tl_open or shown is not game:
            made = self._tl_moves.update(game)
            names = list(game.players)
            seat = PUBLIC if self.viewer == "hotseat" else seat
            if shown is not game:
                info["review"] = self._review_info(made, seat, names)
            if self._tl_open:
                lines, here = game.lines, game.line
                info["line"] = here
                info["lines"] = [[fork(lines[here], x), len(x)] for x in lines]
                self._send_moves([[m.clock, text] for m, text
                                  in zip(made, self._tl_moves.labels(seat, names))])
        self.timeline = info

    def _review_info(self, made: list[Any], seat: int | None, names: list[str]) -> dict[str, Any]:
        ply = self._tl_review or 0
        if not ply or ply > len(made):
            return {"ply": ply, "clock": None, "label": ""}
        return {"ply": ply, "clock": made[ply - 1].clock,
                "label": self._tl_moves.labels(seat, names)[ply - 1]}

    def _send_moves(self, entries: list[list[Any]]) -> None:
        old = self._tl_sent
        start = 0
        if old is not None:
            while start < min(len(old), len(entries)) and old[start] == entries[start]:
                start += 1
            if start == len(old) == len(entries):
                return  # the page has them all
        self._tl_sent = entries
        self._timeline_out({"timeline": {"key": self._tl_session, "start": start,
                                         "moves": entries[start:]}})

    def _timeline_out(self, content: dict[str, Any]) -> None:
        """Send the page a custom message (the widget's `send`; tests catch it)."""
        self.send(content)

"""`Game`: one game's state with its history, for scripts, notebooks, the table and bots.

The rules live in the game's `Engine`; this class adds what every game shares: the legal
moves of the decision waiting, `play` (a Move or its text) that refuses with the rule's
reason and changes nothing, a timeline (undo, fair by default, and redo walk the current
line; `goto` jumps along it; a different move played in the past starts a new line, and
`lines`/`switch` keep and reach every one), clones, and versioned saves that replay their
moves on load.
"""

from __future__ import annotations

import random
from typing import Any, Self

from . import loading, saves
from .errors import IllegalMove, SaveFileError
from .moves import Move
from .protocol import Candidate, Decision
from .timeline import Timeline
from .undo import replayable_redo


class Game(Timeline):
    """Ask `decision`, list `legal_moves()`, `play()` one; `undo()`, `redo()`, `to_json()`."""

    #: The rulebook example this game was loaded from, when it was (see gtr_widget.scenarios).
    scenario: dict[str, Any] | None = None

    # -- asking ------------------------------------------------------------------------
    # What needs no log reads the position as played (`_position`); what shows the state or
    # its log reads `_state`, which words the log of a game played hushed first (Timeline).
    @property
    def state(self) -> Any:
        """The full state (teaching and tests); bots and the table use `view(seat)`."""
        return self._state

    @property
    def decision(self) -> Decision | None:
        return self.engine.decision(self._position)

    def candidates(self) -> list[Candidate]:
        """Every move the decision considers, each legal or with the reason it is refused."""
        return self.engine.candidates(self._position)

    def why_not(self, move: Move | str) -> str | None:
        """The reason `move` is refused now, or None when it is legal."""
        try:
            self.clone().play(move)
        except IllegalMove as e:
            return str(e)
        return None

    @property
    def winners(self) -> list[int]:
        return list(self.engine.winners(self._position))

    @property
    def end_reason(self) -> str | None:
        return self.engine.end_reason(self._position)

    @property
    def end_code(self) -> str | None:
        """A stable code for how the game ended (the game's own list), when it has one."""
        return self.engine.end_code(self._position)

    def scores(self) -> list[dict[str, Any]]:
        """Points per seat, itemised by category, with a `total`."""
        return self.engine.scores(self._position)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What `seat` may know, as JSON-ready data; None is the all-seeing teaching view."""
        self._check_seat(seat)
        out = self.engine.observe(self._state, seat)
        out["version"] = self._version
        return out

    def _check_seat(self, seat: object) -> None:
        """Refuse a seat that is neither None nor one of this game's (ValueError naming it)."""
        n = len(self.players)
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < n):
            raise ValueError(f"no seat {saves.short(seat)}: a seat is None or an int "
                             f"0..{n - 1}")

    @property
    def log(self) -> list[dict[str, Any]]:
        """The whole log as the teaching view reads it."""
        return [e.render(None) for e in self.engine.events(self._state)]

    def log_for(self, seat: int | None) -> list[dict[str, Any]]:
        """The log as `seat` reads it: nothing the seat may not know."""
        self._check_seat(seat)
        return [e.render(seat) for e in self.engine.events(self._state)]

    @property
    def frames(self) -> Any:
        """pandas tables of the all-seeing teaching view (see `frames_for`)."""
        return self.frames_for(None)

    def frames_for(self, seat: int | None) -> Any:
        """pandas tables of what `seat` may know (the game's frames, see gtr_widget.frames)."""
        return self.engine.frames(self, seat)

    @property
    def players(self) -> list[str]:
        return list(self.engine.seats(self._position))

    def at_start(self) -> Self:
        """A new game at this game's starting position, no move played (to replay its
        `history` step by step, with fair undo's deals at the same points)."""
        g = type(self)(self.engine.copy(self._initial), initial=self._initial)
        g._start_replay(list(self._history), self._reshuffles.copy())
        g.scenario = self.scenario
        return g

    def clone(self) -> Self:
        """An independent copy: moves on the clone leave this game alone."""
        g = type(self).__new__(type(self))
        g._maker = self._maker
        g._state = self.engine.copy(self._position)
        g._hushed = self._hushed  # a hushed clone words its log by the same replay
        g._initial = self._initial
        g._history = list(self._history)
        g._checkpoints = list(self._checkpoints)  # never changed, so clones share them
        g._redo = list(self._redo)
        g._version = self._version
        g._moves = list(self._moves)
        g.exact_undo = self.exact_undo
        g._reshuffles = self._reshuffles.copy()
        g._deals_to_repeat = self._deals_to_repeat
        g._redo_dealt = self._redo_dealt
        g._undo_rng = None
        g._lines, g._seen = list(self._lines), self._seen
        if self._undo_rng is not None:  # the same stream, without drawing from this one
            g._undo_rng = random.Random()
            g._undo_rng.setstate(self._undo_rng.getstate())
        g.scenario = self.scenario
        return g

    @classmethod
    def new(cls, players: int | list[str], *, seed: int | None = None, **options: Any) -> Self:
        """Deal a new game for `players` (a count or the names), from `seed`, with the game's
        own `options` (its edition, rules ...): what `Table.new`, `simulate` and `play_game`
        call. A game that can deal overrides it."""
        raise NotImplementedError(f"{cls.__name__} cannot deal a new game")

    def again(self, seed: int | None = None) -> Game:
        """A new deal of this kind of game, with the same players and rules (the table's "new
        game"). A game that can deal overrides it."""
        raise NotImplementedError(f"{type(self).__name__} cannot deal a new game")

    def catalogue(self) -> dict[str, str]:
        """Each card name's function text, where the game has texts."""
        return self.engine.catalogue(self._position)

    def to_svg(self, seat: int | None = None, theme: str = "light") -> str:
        """The position as `seat` sees it (None: the teaching view), as a standalone SVG
        picture in the "light" or "dark" theme (gtr_widget.pictures)."""
        from ..pictures.theme import theme_named

        return self.engine.picture(self.view(seat), theme_named(theme))

    def to_animated_svg(self, seat: int | None = None, theme: str = "light",
                        seconds: float = 1.0) -> str:
        """The game replayed from its start as one animated SVG: a frame per move and one for
        the start, each as `seat` saw it, `seconds` each (gtr_widget.pictures.animation)."""
        from ..pictures.animation import animate, frame_seconds, frames_of
        from ..pictures.theme import theme_named

        seconds = frame_seconds(seconds)  # refused before the replay, not after it
        theme_named(theme)  # likewise an unknown theme
        return animate(frames_of(self, seat, theme), seconds, title=self.engine.title)

    # -- saving ------------------------------------------------------------------------
    def to_json(self, seat: int | None = None) -> str:
        """`to_json()` is the complete save, and it is secret: the starting position with every
        hidden card (hands, deck order, seed) and every move. Load it with `from_json`.

        `to_json(seat=k)` is what seat k may know: its view and the log as k reads it. It is
        marked as a seat export, which `from_json` refuses: it cannot rebuild the game.
        """
        if seat is None:
            redo = replayable_redo(self) if self._redo_dealt else self._redo
            others = [x.to_json() for x in self._lines if x is not None]
            return saves.dump(self.engine, self._initial, self._history, redo,
                              reshuffles=self._reshuffles.to_json(),
                              lines=(others, self.line) if others else None)
        n = len(self.players)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
            raise ValueError(f"no seat {saves.short(seat)}: an export is for one seat, "
                             f"an int 0..{n - 1}")
        return saves.dump_seat(self.engine, self._state, seat, len(self._history))

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a save; anything wrong with it raises SaveFileError naming what.

        The loaded game is the saved one exactly: the same position, history, redo list,
        view and legal moves. A corrupt save never loads as a broken or a different game.
        """
        try:
            return loading.load(cls, text)
        except SaveFileError:
            raise
        except Exception as e:  # noqa: BLE001 - a corrupt save must not escape raw
            raise SaveFileError(f"corrupt save file: it cannot be loaded "
                                f"({type(e).__name__})") from None

    def __repr__(self) -> str:
        d = self.decision
        status = f"over: {self.end_reason}" if d is None else d.prompt
        return f"<{type(self).__name__} {self.engine.name}: {status}>"

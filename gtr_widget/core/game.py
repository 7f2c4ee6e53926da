"""`Game`: one game's state with its history, for scripts, notebooks, the table and bots.

The rules live in the game's `Engine`; this class adds what every game shares: the legal
moves of the decision waiting, `play` (a Move or its text) that refuses with the rule's
reason and changes nothing, undo and redo by snapshots, clones, and versioned saves that
replay their moves on load.
"""

from __future__ import annotations

from typing import Any, ClassVar

from . import saves
from .errors import IllegalMove, SaveFileError
from .moves import Move
from .protocol import Candidate, Decision, Engine

#: Undo keeps a copy of the position every this many moves and replays the few since: a copy
#: per move would slow every `play` by a third; a replay from the start grows with the game.
CHECKPOINT = 32


class Game:
    """Ask `decision`, list `legal_moves()`, `play()` one; `undo()`, `redo()`, `to_json()`."""

    engine: ClassVar[Engine]

    def __init__(self, state: Any, *, initial: Any | None = None,
                 history: list[str] | None = None) -> None:
        eng = self.engine
        self._state = state
        self._moves: list[Move] = eng.start(state)
        started = eng.copy(state)  # never changed: the start of the game, as it waits
        self._initial = initial if initial is not None else started
        self._history: list[str] = list(history or [])
        # Checkpoints: (moves played, state, legal moves) every CHECKPOINT moves, oldest first.
        self._checkpoints: list[tuple[int, Any, list[Move]]] = [(0, started, self._moves)]
        self._redo: list[str] = []
        self._version = 0

    # -- asking ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The full state (teaching and tests); bots and the table use `view(seat)`."""
        return self._state

    @property
    def decision(self) -> Decision | None:
        return self.engine.decision(self._state)

    def legal_moves(self) -> list[Move]:
        return list(self._moves)

    def candidates(self) -> list[Candidate]:
        """Every move the decision considers, each legal or with the reason it is refused."""
        return self.engine.candidates(self._state)

    def why_not(self, move: Move | str) -> str | None:
        """The reason `move` is refused now, or None when it is legal."""
        try:
            self.clone().play(move)
        except IllegalMove as e:
            return str(e)
        return None

    @property
    def is_over(self) -> bool:
        return not self._moves  # a live game always has a legal move (see core.conformance)

    @property
    def winners(self) -> list[int]:
        return list(self.engine.winners(self._state))

    @property
    def end_reason(self) -> str | None:
        return self.engine.end_reason(self._state)

    @property
    def end_code(self) -> str | None:
        """A stable code for how the game ended (the game's own list), when it has one."""
        code = getattr(self.engine, "end_code", None)
        return code(self._state) if code is not None else None

    def scores(self) -> list[dict]:
        """Points per seat, itemised by category, with a `total`."""
        return self.engine.scores(self._state)

    def view(self, seat: int | None = None) -> dict:
        """What `seat` may know, as JSON-ready data; None is the all-seeing teaching view."""
        n = len(self.players)
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < n):
            raise ValueError(f"no seat {seat!r}: a seat is None or an int 0..{n - 1}")
        out = self.engine.observe(self._state, seat)
        out["version"] = self._version
        return out

    @property
    def log(self) -> list[dict]:
        """The whole log as the teaching view reads it."""
        return [e.render(None) for e in self.engine.events(self._state)]

    def log_for(self, seat: int | None) -> list[dict]:
        """The log as `seat` reads it: nothing the seat may not know."""
        return [e.render(seat) for e in self.engine.events(self._state)]

    @property
    def frames(self) -> Any:
        """pandas tables of the all-seeing teaching view (see `frames_for`)."""
        return self.frames_for(None)

    def frames_for(self, seat: int | None) -> Any:
        """pandas tables of what `seat` may know (the game's frames, see gtr_widget.frames)."""
        return self.engine.frames(self, seat)

    @property
    def history(self) -> list[str]:
        """The moves played so far, in notation."""
        return list(self._history)

    @property
    def version(self) -> int:
        """Bumps on every play, undo and redo: the table refuses clicks from older versions."""
        return self._version

    @property
    def players(self) -> list[str]:
        return list(self.engine.seats(self._state))

    # -- acting ------------------------------------------------------------------------
    def play(self, move: Move | str) -> Game:
        """Play a move (or its text). Illegal moves raise IllegalMove and change nothing."""
        self._play(move)
        self._redo.clear()
        return self

    def _play(self, move: Move | str) -> None:
        if not isinstance(move, (Move, str)):
            raise IllegalMove(f"a move must be a Move or its text, not {type(move).__name__}")
        played, self._moves = self.engine.play(self._state, self._moves, move)
        self._history.append(played.text)
        self._version += 1
        if len(self._history) % CHECKPOINT == 0:
            self._checkpoints.append(
                (len(self._history), self.engine.copy(self._state), self._moves))

    def undo(self) -> Game:
        """Take back the last move: the position before it comes back exactly (from the last
        checkpoint, replaying at most CHECKPOINT - 1 moves)."""
        if not self._history:
            raise IllegalMove("nothing to undo: no move has been played")
        self._redo.append(self._history.pop())
        while self._checkpoints[-1][0] > len(self._history):
            self._checkpoints.pop()
        done, state, moves = self._checkpoints[-1]
        state = self.engine.copy(state)
        for text in self._history[done:]:
            _, moves = self.engine.play(state, moves, text)
        self._state, self._moves = state, list(moves)
        self._version += 1
        return self

    def redo(self) -> Game:
        """Play the last undone move again; the rest of the redo list stays."""
        if not self._redo:
            raise IllegalMove("nothing to redo")
        move = self._redo.pop()
        try:
            self._play(move)
        except IllegalMove:
            self._redo.append(move)
            raise
        return self

    def at_start(self) -> Game:
        """A new game at this game's starting position, no move played (to replay its
        `history` step by step)."""
        g = type(self)(self.engine.copy(self._initial), initial=self._initial)
        self._clone_extra(g)
        return g

    def clone(self) -> Game:
        """An independent copy: moves on the clone leave this game alone."""
        g = type(self).__new__(type(self))
        g._state = self.engine.copy(self._state)
        g._initial = self._initial
        g._history = list(self._history)
        g._checkpoints = list(self._checkpoints)  # never changed, so clones share them
        g._redo = list(self._redo)
        g._version = self._version
        g._moves = list(self._moves)
        self._clone_extra(g)
        return g

    def _clone_extra(self, other: Game) -> None:
        """Subclasses copy their own attributes here."""

    # -- saving ------------------------------------------------------------------------
    def to_json(self, seat: int | None = None) -> str:
        """`to_json()` is the complete save, and it is secret: the starting position with every
        hidden card (hands, deck order, seed) and every move. Load it with `from_json`.

        `to_json(seat=k)` is what seat k may know: its view and the log as k reads it. It is
        marked as a seat export, which `from_json` refuses: it cannot rebuild the game.
        """
        if seat is None:
            return saves.dump(self.engine, self._initial, self._history, self._redo)
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
            return cls._load(text)
        except SaveFileError:
            raise
        except Exception as e:  # noqa: BLE001 - a corrupt save must not escape raw
            raise SaveFileError(f"corrupt save file: it cannot be loaded "
                                f"({type(e).__name__})") from None

    @classmethod
    def _load(cls, text: str | bytes) -> Game:
        initial, moves, redo, intact = saves.load(cls.engine, text)
        try:
            g = cls(cls.engine.copy(initial), initial=initial)
            g._probe()
        except SaveFileError:
            raise
        except Exception as e:  # noqa: BLE001 - a corrupt position must not escape raw
            raise SaveFileError(f"corrupt save file: the position cannot be played "
                                f"({type(e).__name__}: {e})") from None
        for i, m in enumerate(moves):
            g._replay(m, f"move {i + 1}")
        g._check_redo(redo)
        if not intact:
            raise SaveFileError("corrupt save file: it was changed after it was written (its "
                                "checksum does not match); change games through the API")
        g._redo = list(redo)
        return g

    def _replay(self, move: str, where: str) -> None:
        """Play one saved move, which must be legal and written as the game writes it."""
        try:
            self.play(move)
        except IllegalMove as e:
            raise SaveFileError(f"corrupt save file: {where} {saves.short(move, 60)} is "
                                f"illegal: {e}") from None
        except Exception as e:  # noqa: BLE001
            raise SaveFileError(f"corrupt save file: {where} {saves.short(move, 60)} fails "
                                f"({type(e).__name__})") from None
        if self._history[-1] != move:
            raise SaveFileError(f"corrupt save file: {where} {saves.short(move, 60)} is not "
                                f"written as the game writes it ({self._history[-1]!r})")

    def _check_redo(self, redo: list[str]) -> None:
        """Every move of the redo list must replay, last first, from the loaded position."""
        trial = self.clone()
        for i, m in enumerate(reversed(redo)):
            trial._replay(m, f"redo move {i + 1}")

    def _probe(self) -> None:
        """Ask the loaded position everything a user may ask, so that a position the rules
        cannot play fails on loading rather than later; try each legal move on a copy."""
        for ask in (self.engine.decision, self.engine.candidates, self.engine.scores,
                    self.engine.is_over, self.engine.winners, self.engine.end_reason):
            ask(self._state)
        for seat in [None, *range(len(self.players))]:
            self.view(seat)
        for m in self._moves[:200]:
            state = self.engine.copy(self._state)
            self.engine.play(state, self._moves, m)

    def __repr__(self) -> str:
        d = self.decision
        status = f"over: {self.end_reason}" if d is None else d.prompt
        return f"<{type(self).__name__} {self.engine.name}: {status}>"

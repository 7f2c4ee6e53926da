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
from typing import Any, ClassVar, Self

from . import loading, saves
from .errors import IllegalMove, SaveFileError
from .lines import Line, without_covered
from .moves import Move, mismatch, twin
from .protocol import Candidate, Decision, Engine
from .undo import SALT_BOUND, Reshuffles, deal_again, replayable_redo

#: Undo keeps a copy of the position every this many moves and replays the few since: a copy
#: per move would slow every `play` by a third; a replay from the start grows with the game.
CHECKPOINT = 32


class Game:
    """Ask `decision`, list `legal_moves()`, `play()` one; `undo()`, `redo()`, `to_json()`."""

    engine: ClassVar[Engine[Any, Any]]

    #: True: `undo()` restores the exact position (teaching, scripted examples). False, the
    #: default: undo past a move that showed a hidden card deals the unseen cards again.
    exact_undo: bool = False
    #: The rulebook example this game was loaded from, when it was (see gtr_widget.scenarios).
    scenario: dict[str, Any] | None = None

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
        self._reshuffles = Reshuffles()  # fair undo's deals in this line of play
        self._deals_to_repeat: tuple[list[str], Reshuffles] | None = None  # on a replay
        self._redo_dealt = False  # a fair undo dealt again since the redo list began
        self._undo_rng: random.Random | None = None
        # Every line of play; None marks the current one, which lives in the fields above.
        self._lines: list[Line | None] = [None]
        self._seen: Line | None = None  # the current line as seen before a fair undo's deal

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
        return self.engine.end_code(self._state)

    def scores(self) -> list[dict[str, Any]]:
        """Points per seat, itemised by category, with a `total`."""
        return self.engine.scores(self._state)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What `seat` may know, as JSON-ready data; None is the all-seeing teaching view."""
        n = len(self.players)
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)
                                 or not 0 <= seat < n):
            raise ValueError(f"no seat {seat!r}: a seat is None or an int 0..{n - 1}")
        out = self.engine.observe(self._state, seat)
        out["version"] = self._version
        return out

    @property
    def log(self) -> list[dict[str, Any]]:
        """The whole log as the teaching view reads it."""
        return [e.render(None) for e in self.engine.events(self._state)]

    def log_for(self, seat: int | None) -> list[dict[str, Any]]:
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
        """The moves of the current line, in notation: those played to reach this position
        (the first `ply`) and those undone, which `redo` and `goto` play again."""
        return self._history + self._redo[::-1]

    @property
    def ply(self) -> int:
        """How many moves of the current line were played to reach this position."""
        return len(self._history)

    @property
    def lines(self) -> list[list[str]]:
        """Every line of play, each the list of its moves; `line` is the current one's index."""
        return [self.history if x is None else list(x.moves) for x in self._lines]

    @property
    def line(self) -> int:
        """The index in `lines` of the current line."""
        return self._lines.index(None)

    @property
    def seen(self) -> Line:
        """The current line as its players saw it (moves and fair undo's deals): what `review`
        shows, and a key for whatever is worked out from it (the table's timeline)."""
        return self._record()

    @property
    def version(self) -> int:
        """Bumps on every play, undo and redo: the table refuses clicks from older versions."""
        return self._version

    @property
    def players(self) -> list[str]:
        return list(self.engine.seats(self._state))

    # -- acting ------------------------------------------------------------------------
    def play(self, move: Move | str) -> Self:
        """Play a move (or its text). Illegal moves raise IllegalMove and change nothing.

        In the past of the current line (after `undo` or `goto`), the line's own next move
        follows the line; any other move starts a new line, and the old one stays in `lines`.
        """
        old = self._record() if self._redo else None
        self._play(move)
        if old is not None:
            if self._history[-1] == self._redo[-1]:  # the line's own move: follow it
                self._redo.pop()
                if not self._redo:
                    self._redo_dealt, self._seen = False, None
                return self
            here = self._lines.index(None)
            self._lines[here:here + 1] = [old, None]
            self._lines = without_covered(self._lines, tuple(self._history))
            self._redo.clear()
            self._redo_dealt, self._seen = False, None
        return self

    def _record(self) -> Line:
        """The current line as its players saw it: before a fair undo dealt the unseen cards
        again, its moves beyond this position were seen with the old deal only."""
        if self._redo_dealt and self._seen is not None:
            return self._seen
        return Line(tuple(self.history), tuple(self._reshuffles.records))

    def _play(self, move: Move | str) -> None:
        if not isinstance(move, (Move, str)):
            raise IllegalMove(f"a move must be a Move or its text, not {type(move).__name__}")
        try:
            played, self._moves = self.engine.play(self._state, self._moves, move)
        except IllegalMove:
            if isinstance(move, Move):
                same = twin(move, self._moves)
                if same is not None:  # its text is legal: say which of its fields are not
                    raise IllegalMove(mismatch(move, same)) from None
            raise
        self._history.append(played.text)
        self._version += 1
        if len(self._history) % CHECKPOINT == 0:  # taken before any deal at this position
            self._checkpoints.append(
                (len(self._history), self.engine.copy(self._state), self._moves))
        if self._deals_to_repeat is not None:
            self._repeat_deals()

    def undo(self, exact: bool | None = None) -> Self:
        """Take back the last move (from the last checkpoint, replaying at most CHECKPOINT - 1
        moves and the deals made among them).

        Fair (the default, `exact_undo` False): when the move taken back may have shown a
        seat a hidden card (a draw), or a later line was already dealt again, the cards no
        seat has seen are dealt again at random, so undo cannot be used to peek at the deck
        (docs/hidden-information.md). `exact=True` brings the position back exactly, for
        teaching and scripted examples. A game without a hidden order is always exact.
        """
        if not self._history:
            raise IllegalMove("nothing to undo: no move has been played")
        return self._rewind(len(self._history) - 1, exact)

    def goto(self, ply: int, exact: bool | None = None) -> Self:
        """Go to the position after the first `ply` moves of the current line (`goto(0)` is
        the start, `goto(len(history))` its end): back as `undo` goes (fairly, unless
        `exact`), forward as `redo`. A different move played there starts a new line."""
        n = len(self.history)
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= n:
            raise IllegalMove(f"no ply {saves.short(ply)} in this line: it has {n} move(s), "
                              f"so goto takes 0..{n}")
        if ply < self.ply:
            self._rewind(ply, exact)
        while self.ply < ply:
            self.redo()
        return self

    def review(self, ply: int) -> Self:
        """A copy at the position after the first `ply` moves of the current line, exactly as
        its players saw it (to look back without moving this game: the table's timeline)."""
        seen = self._record()
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= len(seen.moves):
            raise IllegalMove(f"no ply {saves.short(ply)} in this line: it has "
                              f"{len(seen.moves)} move(s) to review, 0..{len(seen.moves)}")
        past = self.clone()
        past._lines, past._seen = [None], None
        past._restore(Line(seen.moves[:ply], seen.deals))
        return past

    def switch(self, line: int) -> Self:
        """Make line `line` (an index in `lines`) the current one, at its last move."""
        n = len(self._lines)
        if not isinstance(line, int) or isinstance(line, bool) or not 0 <= line < n:
            raise IllegalMove(f"no line {saves.short(line)}: this game has {n} line(s), "
                              f"0..{n - 1}")
        target = self._lines[line]
        if target is None:
            return self
        self._lines[self._lines.index(None)] = self._record()
        self._lines[line] = None
        self._restore(target)
        self._lines = without_covered(self._lines, tuple(self._history))
        self._version += 1
        return self

    def _restore(self, line: Line) -> None:
        """Put the position at the end of `line`, replayed from the start with its deals."""
        fresh = type(self)(self.engine.copy(self._initial), initial=self._initial)
        fresh._start_replay(list(line.moves), Reshuffles(list(line.deals)))
        for move in line.moves:
            fresh._play(move)
        self._state, self._moves = fresh._state, fresh._moves
        self._history, self._checkpoints = fresh._history, fresh._checkpoints
        self._reshuffles = fresh._reshuffles
        self._redo, self._redo_dealt, self._seen = [], False, None

    def _rewind(self, at: int, exact: bool | None) -> Self:
        """Take back the moves after the first `at` (see `undo`)."""
        exact = self.exact_undo if exact is None else exact
        after = self._state
        before = self._record()
        self._redo.extend(reversed(self._history[at:]))
        del self._history[at:]
        while self._checkpoints[-1][0] > at:
            self._checkpoints.pop()
        done, state, moves = self._checkpoints[-1]
        state = self.engine.copy(state)
        moves = self._dealt(state, moves, done)
        for k, text in enumerate(self._history[done:], done + 1):
            _, moves = self.engine.play(state, moves, text)
            moves = self._dealt(state, moves, k)
        self._state, self._moves = state, list(moves)
        seen = self._reshuffles.any_after(at)
        self._reshuffles.forget_after(at)
        if not exact and (seen or self.engine.reveals(state, after)):
            self._seen = before  # the line as it was seen, kept for `lines`
            self._deal_again(self.undo_rng.randrange(SALT_BOUND))
            self._redo_dealt = True
        self._version += 1
        return self

    @property
    def undo_rng(self) -> random.Random:
        """Where fair undo draws its deals (seed it for a reproducible script)."""
        if self._undo_rng is None:
            self._undo_rng = random.Random()
        return self._undo_rng

    @undo_rng.setter
    def undo_rng(self, rng: random.Random) -> None:
        self._undo_rng = rng

    def _dealt(self, state: Any, moves: list[Move], at: int) -> list[Move]:
        """Repeat on `state` the deals this line made at position `at`."""
        salts = self._reshuffles.salts_at(at)
        for salt in salts:
            deal_again(self.engine, state, salt)
        return self.engine.start(state) if salts else moves

    def _deal_again(self, salt: int) -> None:
        deal_again(self.engine, self._state, salt)
        self._reshuffles.add(len(self._history), salt)
        self._moves = self.engine.start(self._state)

    def _repeat_deals(self) -> None:
        """On a replay, deal again where the replayed game did, while it follows it."""
        if self._deals_to_repeat is None:
            return
        moves, deals = self._deals_to_repeat
        n = len(self._history)
        if n and (n > len(moves) or self._history[-1] != moves[n - 1]):
            self._deals_to_repeat = None  # the replay left the recorded line
            return
        for salt in deals.salts_at(n):
            self._deal_again(salt)

    def _start_replay(self, moves: list[str], deals: Reshuffles) -> None:
        if deals.records:
            self._deals_to_repeat = (moves, deals)
            self._repeat_deals()

    def redo(self) -> Self:
        """Play the last undone move again; the rest of the redo list stays. After a fair
        undo dealt the unseen cards again, a move that is no longer legal (it used a card
        drawn before) is dropped with the rest of the list, and the refusal says so."""
        if not self._redo:
            raise IllegalMove("nothing to redo")
        move = self._redo.pop()
        try:
            self._play(move)
        except IllegalMove as e:
            if not self._redo_dealt:
                self._redo.append(move)
                raise
            dropped = len(self._redo) + 1
            self._redo.clear()
            if self._seen is not None:  # the line as it was played stays in `lines`
                here = self._lines.index(None)
                self._lines[here:here + 1] = [self._seen, None]
            self._redo_dealt, self._seen = False, None
            raise IllegalMove(f"redo dropped {dropped} move(s): undo dealt the unseen cards "
                              f"again, and {move!r} is no longer legal ({e})") from None
        if not self._redo:
            self._redo_dealt, self._seen = False, None
        return self

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
        g._state = self.engine.copy(self._state)
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
        return self.engine.catalogue(self._state)

    def to_svg(self, seat: int | None = None, theme: str = "light") -> str:
        """The position as `seat` sees it (None: the teaching view), as a standalone SVG
        picture in the "light" or "dark" theme (gtr_widget.pictures)."""
        from ..pictures.theme import theme_named

        return self.engine.picture(self.view(seat), theme_named(theme))

    def to_animated_svg(self, seat: int | None = None, theme: str = "light",
                        seconds: float = 1.0) -> str:
        """The game replayed from its start as one animated SVG: a frame per move and one for
        the start, each as `seat` saw it, `seconds` each (gtr_widget.pictures.animation)."""
        from ..pictures.animation import animate, frames_of

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

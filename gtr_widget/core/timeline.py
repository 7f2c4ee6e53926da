"""The timeline of a game: the moves played, and the ways to walk them.

Undo (fair by default: going back past a draw deals the unseen cards again, core/undo.py) and
redo walk the current line; `goto` jumps along it and `review` looks at a past position
without moving; a different move played in the past starts a new line, and `lines`/`switch`
keep and reach every one (core/lines.py). `Game` adds the questions, saves and pictures.

A new deal plays hushed, writing no log (`Engine.hush`), until something reads more than its
moves and its end: `_state` then words the log by replaying the moves from the start, once.
(A position built by hand, `from_state`, keeps its log: its caller may hold the state.)

The compiled build compiles this class (scripts/compile_engine.py), since a script pays for
`legal_moves`, `is_over` and `play` on every move; each game's `Game` subclasses it in plain
Python. Compiled, a parameter's annotation is checked on the way in, so the methods that
refuse a wrong value with their own error (`play`, `undo`, `goto`, `review`, `switch`) take
`object`.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Self

from . import saves
from .build import mypyc_attr
from .dealing import check_flag
from .errors import IllegalMove
from .lines import Line, without_covered
from .move_maker import MoveMaker
from .moves import Move, malformed, mismatch, twin
from .protocol import Engine
from .undo import SALT_BOUND, Reshuffles, deal_again

#: Undo keeps a copy of the position every this many moves and replays the few since. The
#: copies are made by the first undo that replays past them, not while playing: long-lived
#: copies made on every 32nd move cost a game played through `Game.play` a quarter of its
#: time, mostly in the garbage collector (docs/performance.md).
CHECKPOINT = 32


@mypyc_attr(allow_interpreted_subclasses=True)  # each game's Game is plain Python
class Timeline:
    """A game's position and its lines of play: `legal_moves`, `play`, `undo`, `redo`,
    `goto`, `review`, `lines`, `switch`."""

    engine: ClassVar[Engine[Any, Any]]

    #: True: `undo()` restores the exact position (teaching, scripted examples). False, the
    #: default: undo past a move that showed a hidden card deals the unseen cards again.
    exact_undo: bool = False

    #: True while the position writes no log (`Engine.hush`): a new deal plays so until
    #: anything but `legal_moves`, `is_over` and `play` reads it through `_state`.
    _hushed: bool = False

    def __init__(self, state: Any, *, initial: Any | None = None,
                 history: list[str] | None = None, hush: bool = False) -> None:
        eng = self.engine
        # the engine's play, looked up once: a class constant is a slow lookup on every move
        self._maker: MoveMaker = eng.move_maker()
        self._position: Any = state  # read through `_state`, which words a hushed log first
        self._moves: list[Move] = eng.start(state)
        started = eng.copy(state)  # never changed: the start of the game, as it waits
        self._initial = initial if initial is not None else started
        if hush and initial is None and not history:  # a new deal (`Game.new`)
            self._hushed = eng.hush(state)  # `started` keeps its log: replays word it
        self._history: list[str] = list(history or [])
        # Checkpoints: (moves played, state, legal moves) every CHECKPOINT moves, oldest first,
        # each taken before the deals at its position; made by `_rewind`.
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

    @property
    def _state(self) -> Any:
        """The position, its log worded: a game played hushed is replayed from its start
        first, once (`_speak`). Everything but the moves, the end and `play` reads this."""
        if self._hushed:
            self._speak()
        return self._position

    @_state.setter
    def _state(self, state: Any) -> None:
        self._position = state
        self._hushed = False

    def _speak(self) -> None:
        """Word the log of a game played hushed: a script that only plays pays nothing for a
        log it never reads (about 5% of a random game's time, docs/performance.md), and the
        replay of its moves from the start, which keeps its log, is the same game."""
        fresh = self._replayed(Line(tuple(self._history), tuple(self._reshuffles.records)))
        self._state, self._moves = fresh._position, fresh._moves

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

    def legal_moves(self) -> list[Move]:
        return self._moves.copy()  # compiled: one exact-size copy (list() grows a new list)

    @property
    def is_over(self) -> bool:
        return not self._moves  # a live game always has a legal move (see core.conformance)

    # -- acting ------------------------------------------------------------------------
    def play(self, move: object) -> Self:
        """Play a move: a Move of `legal_moves()`, or its text. Illegal moves (and anything
        else) raise IllegalMove and change nothing.

        In the past of the current line (after `undo` or `goto`), the line's own next move
        follows the line; any other move starts a new line, and the old one stays in `lines`.
        """
        if not self._redo:  # the usual case: a script or a bot playing forward
            play_forward(self, move)
            return self
        old = self._record()
        play_forward(self, move)
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

    def _refused(self, move: Move | str) -> None:
        """A refused Move whose text is legal: say which of its fields are not (raises)."""
        if isinstance(move, Move) and malformed(move) is None:
            same = twin(move, self._moves)
            if same is not None:
                raise IllegalMove(mismatch(move, same)) from None

    def undo(self, exact: object = None) -> Self:
        """Take back the last move: the position is replayed from the nearest checkpoint, with
        the deals made on the way (the first undo of a long game replays it from the start and
        leaves a checkpoint every CHECKPOINT moves for the next).

        Fair (the default, `exact_undo` False): when the move taken back may have shown a
        seat a hidden card (a draw), or a later line was already dealt again, the cards no
        seat has seen are dealt again at random, so undo cannot be used to peek at the deck
        (docs/hidden-information.md). `exact=True` brings the position back exactly, for
        teaching and scripted examples. A game without a hidden order is always exact.
        """
        fair_or_exact = None if exact is None else check_flag("exact", exact)
        if not self._history:
            raise IllegalMove("nothing to undo: no move has been played")
        return self._rewind(len(self._history) - 1, fair_or_exact)

    def goto(self, ply: object, exact: object = None) -> Self:
        """Go to the position after the first `ply` moves of the current line (`goto(0)` is
        the start, `goto(len(history))` its end): back as `undo` goes (fairly, unless
        `exact`), forward as `redo`. A different move played there starts a new line."""
        fair_or_exact = None if exact is None else check_flag("exact", exact)
        n = len(self.history)
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= n:
            raise IllegalMove(f"no ply {saves.short(ply)} in this line: it has {n} move(s), "
                              f"so goto takes 0..{n}")
        if ply < self.ply:
            self._rewind(ply, fair_or_exact)
        while self.ply < ply:
            self.redo()
        return self

    def review(self, ply: object) -> Self:
        """A copy at the position after the first `ply` moves of the current line, exactly as
        its players saw it (to look back without moving this game: the table's timeline)."""
        seen = self._record()
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= len(seen.moves):
            raise IllegalMove(f"no ply {saves.short(ply)} in this line: it has "
                              f"{len(seen.moves)} move(s) to review, 0..{len(seen.moves)}")
        past = self._replayed(Line(seen.moves[:ply], seen.deals))
        past._version, past.exact_undo = self._version, self.exact_undo
        return past

    def switch(self, line: object) -> Self:
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

    def _replayed(self, line: Line) -> Self:
        """A new game at the end of `line`, replayed from this one's start with its deals."""
        fresh = type(self)(self.engine.copy(self._initial), initial=self._initial)
        fresh._start_replay(list(line.moves), Reshuffles(list(line.deals)))
        for move in line.moves:
            play_forward(fresh, move)
        fresh._deals_to_repeat = None
        return fresh

    def _restore(self, line: Line) -> None:
        """Put the position at the end of `line`, replayed from the start with its deals."""
        fresh = self._replayed(line)
        self._state, self._moves = fresh._position, fresh._moves
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
            if k % CHECKPOINT == 0:  # before the deals at k, as every checkpoint
                self._checkpoints.append((k, self.engine.copy(state), moves))
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
            play_forward(self, move)
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


def play_forward(t: Timeline, move: object) -> None:
    """Play `move` forward. A function, not a method: compiled, a method of a class that plain
    Python subclasses is called through Python's attribute lookup, on every move."""
    if not isinstance(move, str) and not isinstance(move, Move):  # no tuple made per move
        raise IllegalMove(f"a move must be a Move or its text, not {type(move).__name__}")
    try:
        played, t._moves = t._maker.play(t._position, t._moves, move)
    except IllegalMove:
        t._refused(move)
        raise
    t._history.append(played.text)
    t._version += 1
    if t._deals_to_repeat is not None:
        t._repeat_deals()

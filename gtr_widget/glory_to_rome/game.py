"""`Game`: the public face of the engine, for scripts, notebooks, the widget and bots."""

from __future__ import annotations

import random
from typing import NamedTuple

from .engine import IllegalMove, Move, Rules
from .engine import record as _record
from .engine.ending import scores as _scores
from .engine.setup import new_state
from .engine.state import State
from .engine.steps import advance, current
from .engine.steps import play as _play
from .engine.view import decision_kind
from .engine.view import view as _view

DEFAULT_NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


class Decision(NamedTuple):
    player: int
    kind: str
    prompt: str


class Game:
    """A game of Glory to Rome: ask `decision`, list `legal_moves()`, `play()` one."""

    def __init__(self, state: State, *, initial: State | None = None,
                 history: list[str] | None = None):
        self._state = state
        self._initial = initial if initial is not None else state.copy()
        self._history: list[str] = list(history or [])
        self._redo: list[str] = []
        self._version = 0
        self._moves = advance(state)

    # -- making games -------------------------------------------------------------------
    @classmethod
    def new(cls, players: int | list[str] = 3, edition: str = "republic",
            seed: int | None = None, training: bool = False, rules: Rules | None = None,
            **options) -> Game:
        """Deal a new game. `options` override single rules of the edition's preset."""
        names = DEFAULT_NAMES[:players] if isinstance(players, int) else list(players)
        if isinstance(players, int) and not 2 <= players <= 5:
            raise ValueError("Glory to Rome is for 2 to 5 players")
        if rules is None:
            rules = Rules.preset(edition, training=training, **options)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        return cls(new_state(rules, names, seed))

    @classmethod
    def from_state(cls, state: State) -> Game:
        """A game starting from a position built by hand (see gtr_widget.scenarios)."""
        return cls(state)

    # -- asking ------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._state.rules

    @property
    def state(self) -> State:
        """The full state (teaching and tests); bots and the widget use `view(seat)`."""
        return self._state

    @property
    def decision(self) -> Decision | None:
        top = current(self._state)
        if top is None:
            return None
        st, f = top
        return Decision(st.player(self._state, f), decision_kind(f), st.prompt(self._state, f))

    def legal_moves(self) -> list[Move]:
        return list(self._moves)

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def winners(self) -> list[int]:
        return list(self._state.winners)

    @property
    def end_reason(self) -> str | None:
        return self._state.end_reason

    def scores(self) -> list[dict]:
        """Victory points per seat, itemised: influence, vault, merchant_bonus, buildings."""
        return _scores(self._state)

    def view(self, seat: int | None = None) -> dict:
        if seat is not None and not 0 <= seat < self._state.n:
            raise ValueError(f"no seat {seat}: seats are 0..{self._state.n - 1}")
        return _view(self._state, seat, self._version)

    @property
    def log(self) -> list[dict]:
        return [{"turn": t, "player": p, "text": x} for t, p, x in self._state.log]

    @property
    def history(self) -> list[str]:
        """The moves played so far, in notation."""
        return list(self._history)

    @property
    def version(self) -> int:
        """Bumps on every play, undo and redo: the widget refuses clicks from older versions."""
        return self._version

    def catalogue(self) -> dict[str, str]:
        """Each card name's function text in this edition."""
        return dict(self._state.deck.text)

    @property
    def players(self) -> list[str]:
        return [p.name for p in self._state.players]

    # -- acting -------------------------------------------------------------------------
    def play(self, move: Move | str) -> Game:
        """Play a move (or its text). Illegal moves raise IllegalMove and change nothing."""
        if not isinstance(move, (Move, str)):
            raise IllegalMove(f"a move must be a Move or its text, not {type(move).__name__}")
        played, self._moves = _play(self._state, self._moves, move)
        self._history.append(played.text)
        self._redo.clear()
        self._version += 1
        return self

    def undo(self) -> Game:
        """Take back the last move (replayed from the start, so it is exact)."""
        if not self._history:
            raise IllegalMove("nothing to undo: no move has been played")
        last = self._history.pop()
        self._replay(self._history)
        self._redo.append(last)
        return self

    def redo(self) -> Game:
        if not self._redo:
            raise IllegalMove("nothing to redo")
        move = self._redo.pop()
        redo = self._redo
        self.play(move)
        self._redo = redo
        return self

    def _replay(self, moves: list[str]) -> None:
        s = self._initial.copy()
        legal = advance(s)
        for m in moves:
            _, legal = _play(s, legal, m)
        self._state, self._moves = s, legal
        self._version += 1

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g._state = self._state.copy()
        g._initial = self._initial
        g._history = list(self._history)
        g._redo = list(self._redo)
        g._version = self._version
        g._moves = list(self._moves)
        return g

    # -- saving -------------------------------------------------------------------------
    def to_json(self) -> str:
        return _record.dump(self._initial, self._history, self._redo)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Load a save; a corrupt or wrong-version file raises SaveFileError."""
        initial, moves, redo = _record.load(text)
        g = cls(initial.copy(), initial=initial)
        for i, m in enumerate(moves):
            try:
                g.play(m)
            except IllegalMove as e:
                raise _record.replay_error(i, m, e) from None
        g._redo = redo
        return g

    def __repr__(self) -> str:
        d = self.decision
        status = f"over: {self.end_reason}" if d is None else d.prompt
        return f"<Game {self.rules.edition} turn {self._state.turn}, {status}>"

    @property
    def frames(self):
        from .frames import Frames; return Frames(self)  # noqa: E702, I001 - lazy: pandas

"""The pending-decision machine.

The state's `stack` holds frames (stack.py). The top frame is what happens next: either an
automatic step (run it and go on) or a decision (wait for a move). Each frame kind has one
`Step` handler, registered here by the modules that define it; building powers register their
own decisions through the "power" kind. Nothing here knows any rule of the game: a step's
`moves` says which candidates are legal and why the others are refused (reasons.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, TypeVar

from ...core.errors import IllegalMove
from ...core.move_maker import MoveMaker
from ...core.moves import Move, normalise, quoted
from ...core.protocol import Candidate
from .powers import POWER_VERBS, REGISTRY, VERBS
from .reasons import Why, cite
from .scoring import check_wins, game_over_last
from .stack import Frame, PowerFrame

if TYPE_CHECKING:
    from .state import State

#: The kind of frame a step handles.
F = TypeVar("F", bound="Frame")


class Step(Generic[F]):
    """How one kind of frame behaves. Decisions override `player`, `moves`, `apply`, `prompt`."""

    kind: ClassVar[str] = ""
    automatic: ClassVar[bool] = False
    forces = False  # set at registration: whether this step overrides `forced`
    runs_itself = False  # set at registration: `automatic`, read as a native attribute

    def run(self, s: State, f: F) -> None:
        """An automatic step's work (the frame is already popped)."""

    def player(self, s: State, f: F) -> int:
        return f.seat  # type: ignore[attr-defined]  # a decision's frame names its seat

    def moves(self, s: State, f: F, why: Why = None) -> list[Move]:
        """The legal moves; with `why` a list, each refused candidate is appended to it."""
        return []

    def forced(self, s: State, f: F, moves: list[Move]) -> Move | None:
        """A move to make without asking (e.g. the only card a victim can give)."""
        return None

    def apply(self, s: State, f: F, m: Move) -> None:
        raise NotImplementedError

    def auto_note(self, s: State, f: F, m: Move) -> str | None:
        """The public log line for a forced move the engine makes for the player, when the
        move's own lines do not already say it (e.g. an action passed: nothing to do)."""
        return None

    def finish(self, s: State, f: F) -> None:
        """The frame left the stack with nothing more to decide: its follow-up, if any."""

    def prompt(self, s: State, f: F) -> str:
        return f"{s.players[self.player(s, f)].name}: {self.kind}"

    def fields(self, s: State, f: F) -> dict:
        """Structured facts of the decision for scripts (`Decision.fields`): public only."""
        return {}


STEPS: Final[dict[str, Step[Any]]] = {}
#: Each frame class's step, found once by its kind: `kind` is a class attribute, which the
#: compiled loop would look up by name on every frame (emptied when a step registers)
_BY_CLASS: Final[dict[type, Step[Any]]] = {}


class _LastStep:
    """The frame class asked last and its step. Most asks repeat the last class (the same
    frame's moves, then its move), and comparing a class costs a tenth of a dict lookup."""

    def __init__(self) -> None:
        self.cls: type = type(None)  # never a frame's class
        self.step: Step[Any] = Step()


_LAST: Final = _LastStep()


def step_of(f: Frame) -> Step[Any]:
    """The step that handles frame `f`: `STEPS[f.kind]`."""
    cls = type(f)
    last = _LAST
    if last.cls is cls:
        return last.step
    st = _BY_CLASS.get(cls)
    if st is None:
        st = _BY_CLASS[cls] = STEPS[f.kind]
    last.cls, last.step = cls, st
    return st


def step(cls: type[Step[Any]]) -> None:
    """Register a step: `step(TheStep)` after its class (a call, not a class decorator, so
    that mypyc keeps the class native when the engine is compiled; powers, frames and the
    Great City's phases register the same way)."""
    inst = cls()
    inst.forces = cls.forced is not Step.forced  # asked only of steps that can force a move
    inst.runs_itself = cls.automatic  # a class constant is a slow lookup in the hot loop
    STEPS[cls.kind] = inst
    _BY_CLASS.clear()
    _LAST.cls = type(None)


class PowerStep(Step[PowerFrame]):
    """A decision asked by a building power: the power answers every question about it."""

    kind = "power"

    def _pw(self, s: State, f: PowerFrame):
        return REGISTRY[(s.rules.edition, f.power)]

    def moves(self, s: State, f: PowerFrame, why: Why = None) -> list[Move]:
        return self._pw(s, f).frame_moves(s, f, why)

    def forced(self, s: State, f: PowerFrame, moves: list[Move]) -> Move | None:
        return self._pw(s, f).frame_forced(s, f, moves)

    def apply(self, s: State, f: PowerFrame, m: Move) -> None:
        self._pw(s, f).frame_apply(s, f, m)

    def prompt(self, s: State, f: PowerFrame) -> str:
        return self._pw(s, f).frame_prompt(s, f)

    def fields(self, s: State, f: PowerFrame) -> dict:
        return {"power": f.power}


step(PowerStep)


def pop_frame(s: State) -> None:
    """Take the top frame off the stack. The last one leaves a new empty list instead:
    CPython hands an emptied list's storage to the system allocator, and takes it back from
    there at the next push; the stack empties twice a turn (the end of the turn, the
    cleanup), each time the next frame is pushed at once."""
    if len(s.stack) == 1:
        s.stack = []
    else:
        s.stack.pop()


def advance(s: State) -> list[Move]:
    """Run automatic steps and forced moves until a real decision waits; return its moves."""
    while not s.over and s.stack:
        f = s.stack[-1]
        st = step_of(f)
        if st.runs_itself:
            pop_frame(s)
            st.run(s, f)
            continue
        ms = st.moves(s, f)
        if not ms:
            pop_frame(s)
            st.finish(s, f)
            continue
        if st.forces:
            forced = st.forced(s, f, ms)
            if forced is not None:
                note = None if s.quiet else st.auto_note(s, f, forced)
                if note:
                    s.say(st.player(s, f), "auto", "{text}", text=note)
                _apply(s, f, forced)
                continue
        return ms
    return []


def _apply(s: State, f: Frame, m: Move) -> None:
    if m.verb in POWER_VERBS:
        VERBS[m.verb].apply(s, f, m)
    else:
        step_of(f).apply(s, f, m)
    if not s.over:
        table = s._powers
        if table is None or table.wins:
            check_wins(s)


def current(s: State) -> tuple[Step[Any], Frame] | None:
    if s.over or not s.stack:
        return None
    f = s.stack[-1]
    return step_of(f), f


def play(s: State, moves: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
    """Play a move from `moves` (the current legal list) on `s`; return the move as played
    (its canonical text) and the next legal list.

    Raises IllegalMove, with `s` untouched, when the move is not among them: the reason is
    the one the rule that refuses it gives (see `candidates`).
    """
    if s.over or not s.stack:
        raise IllegalMove("the game is over: no more moves (game end, 003:293-301)")
    f = s.stack[-1]
    if isinstance(move, str):
        key = normalise(move)  # legal texts are already normal: single spaces, no " :"
        chosen = next((m for m in moves if m.text.lower() == key), None)
    else:
        chosen = _among(moves, move)
    if chosen is None:
        raise IllegalMove(refusal(s, moves, quoted(move)))
    _apply(s, f, chosen)
    s.moves_played += 1
    legal = advance(s)
    if s.over:
        game_over_last(s)
    return chosen, legal


def _among(moves: list[Move], move: object) -> Move | None:
    """`move` if it is in `moves`: the very object first (a move from the legal list, which
    is what a caller plays), then an equal one (a Move built by hand)."""
    for m in moves:
        if m is move:
            return m
    return move if move in moves else None


def refusal(s: State, moves: list[Move], text: str) -> str:
    """Why `text` is refused now: its candidate's reason, or a short generic answer."""
    key = normalise(text)
    for c in candidates(s):
        if normalise(c.move.text) == key:
            if c.reason is None:  # a Move object whose cards, role or target were altered
                return (f"{text!r} is legal only as the move legal_moves() offers: its cards, "
                        "role or target differ")
            return c.reason
    top = current(s)
    assert top is not None  # a move is refused only while a decision waits
    st, f = top
    sample = "; ".join(m.text for m in moves[:6]) + ("; ..." if len(moves) > 6 else "")
    return f"{text!r} is not a legal answer to \"{st.prompt(s, f)}\". Legal moves: {sample}"


def candidates(s: State) -> list[Candidate]:
    """The moves the current decision considers: the legal ones first (exactly the legal
    list, in order), then each refused one once, with the reason of the rule refusing it."""
    top = current(s)
    if top is None:
        return []
    st, f = top
    why: list[Candidate] = []
    legal = st.moves(s, f, why)
    out = [Candidate(m) for m in legal]
    seen = {m.text.lower() for m in legal}
    for c in why:  # the first reason given for a text is the rule checked first
        assert c.reason is not None  # a refused candidate always says why
        key = normalise(c.move.text)
        if key not in seen:
            seen.add(key)
            out.append(Candidate(c.move, cite(s, c.reason)))
    return out


class Moves(MoveMaker):
    """`play` for a compiled timeline: called as a method, directly (core/move_maker.py)."""

    def play(self, state: Any, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
        return play(state, legal, move)

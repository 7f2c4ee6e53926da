"""The decision machine: which decision waits, its moves, and applying one.

The state's `phase` names what happens next. A decision phase has a `Phase` handler (who
decides, the legal moves, every considered move with its refusal, how a move applies); an
automatic phase (upkeep, end of round) is a function run until a decision waits. A decision
with a single legal move is made automatically (the last offer card, the last draft card,
passing when nothing else is possible) and logged as such, but only when every seat can tell
it is the only move: who is asked is public, so a step made alone must not show a hidden card
(two identical School cards, a hand that cannot be built). `Phase.alone_is_public` says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Final

from ...core.errors import IllegalMove
from ...core.move_maker import MoveMaker
from ...core.moves import Move, normalise, quoted
from ...core.protocol import Candidate
from .state import State


class Phase:
    """How one kind of decision behaves."""

    kind: ClassVar[str] = ""
    #: The verbs of this decision's moves ("take", "build", ...).
    verbs: ClassVar[frozenset[str]] = frozenset()
    #: Which rule orders the deciders, for refusals of moves out of turn.
    order_rule: ClassVar[str] = ""

    def player(self, s: State) -> int:
        return s.actor

    def moves(self, s: State) -> list[Move]:
        """The legal moves (the hot path: keep it cheap)."""
        return [c.move for c in self.candidates(s) if c.reason is None]

    def candidates(self, s: State) -> list[Candidate]:
        """Every move considered, legal (reason None) or refused with the rule's reason."""
        return [Candidate(m) for m in self.moves(s)]

    def apply(self, s: State, m: Move) -> None:
        raise NotImplementedError

    def prompt(self, s: State) -> str:
        return f"{s.players[self.player(s)].name}: {self.kind}"

    def fields(self, s: State) -> dict:
        return {}

    def alone_is_public(self, s: State) -> bool:
        """Whether a single legal move may be made by the engine: every seat can tell from
        public facts that nothing else is possible. When the reason depends on hidden cards
        the player is asked, even with one move ("the shape of a decision shows no hidden
        hand", docs/hidden-information.md)."""
        return True

    def explain(self, s: State, text: str) -> str | None:
        """Why a text no candidate has is refused (an unknown card, a cell off the grid)."""
        return None


PHASES: Final[dict[str, Phase]] = {}
AUTO: Final[dict[str, Callable[[State], None]]] = {}
#: Which phase each verb belongs to, for "not now" refusals.
VERB_PHASE = {"draft": "the opening draft (001:83)",
              "emissary": "the emissary phase (001:111-115)",
              "take": "the start of an action turn (001:130-132)",
              "buy": "an action turn (001:144-156)", "build": "an action turn (001:158-182)",
              "produce": "an action turn (001:184-190)", "pass": "an action turn (001:192)",
              "school": "a School or University being built (001:465-475)"}


def phase(cls: type[Phase]) -> None:
    """Register a decision's handler: `phase(ThePhase)` after its class (a class decorator
    would keep the compiled build from making it a native class)."""
    PHASES[cls.kind] = cls()


def automatic(kind: str, fn: Callable[[State], None]) -> None:
    """Register an automatic step: `automatic("kind", the_function)` after the function,
    the way phases (and Glory to Rome's steps, frames and powers) register."""
    AUTO[kind] = fn


def current(s: State) -> Phase | None:
    if s.over:
        return None
    return PHASES.get(s.phase)


def deciding(s: State) -> int | None:
    """The seat whose decision waits, None once the game is over."""
    h = current(s)
    return None if h is None else h.player(s)


def advance(s: State) -> list[Move]:
    """Run automatic steps and single-move decisions until a real decision waits."""
    while not s.over:
        h = PHASES.get(s.phase)
        if h is None:
            AUTO[s.phase](s)
            continue
        ms = h.moves(s)
        if len(ms) > 1 or (ms and not h.alone_is_public(s)):
            return ms
        if ms:
            before = s.log_len
            h.apply(s, ms[0])
            mark_automatic(s, before)
            continue
        raise RuntimeError(f"no move in phase {s.phase!r}: an engine bug")
    return []


def mark_automatic(s: State, start: int) -> None:
    """Mark the events since `start` as made by the engine (a single legal move). Those
    entries were appended by `s` itself, so no other copy reads them."""
    for k in range(start, s.log_len):
        r, seat, kind, text, cards, known, public, data = s.log[k]
        s.log[k] = (r, seat, kind, text + " (automatic)", cards, known,
                    public + " (automatic)" if public else "", {**(data or {}),
                                                                "automatic": True})


def play(s: State, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
    """Apply `move` if it is in `legal`; otherwise raise IllegalMove with the reason of the
    rule that refuses it, leaving `s` untouched."""
    if s.over:
        raise IllegalMove(f"the game is over: no more moves (after round {s.rules.rounds}, "
                          "001:217, 338)")
    chosen = None
    if move.__class__ is Move:
        if move in legal:  # usually the caller's own object (found by identity, in C)
            chosen = move
    elif isinstance(move, str):
        key = normalise(move)
        for m in legal:
            if m.text.lower() == key:
                chosen = m
                break
    elif move in legal:
        chosen = move
    if chosen is None:
        raise IllegalMove(explain(s, quoted(move)))
    PHASES[s.phase].apply(s, chosen)
    s.moves += 1
    return chosen, advance(s)


def candidates(s: State) -> list[Candidate]:
    h = current(s)
    return [] if h is None else h.candidates(s)


def explain(s: State, text: str) -> str:
    """The refusal of `text` now: the considered move's reason, else the phase's, else why
    its kind of move does not belong here."""
    h = current(s)
    if h is None:
        return "the game is over: no more moves (001:217, 338)"
    key = normalise(text)
    for c in h.candidates(s):
        if c.move.text.lower() == key:
            return c.reason or f"{text!r} is legal now"
    why = h.explain(s, text)
    if why:
        return why
    verb = key.split(":")[0].split(" ")[0]
    if verb in VERB_PHASE and verb not in h.verbs:
        return (f"not now: {text!r} belongs to {VERB_PHASE[verb]}, but "
                f"{h.prompt(s)}")
    legal = [m.text for m in h.moves(s)]
    sample = "; ".join(legal[:8]) + ("; ..." if len(legal) > 8 else "")
    return f"{text!r} is not a move here ({h.prompt(s)}). Legal moves: {sample}"


class Moves(MoveMaker):
    """`play` for a compiled timeline: called as a method, directly (core/move_maker.py)."""

    def play(self, state: Any, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
        return play(state, legal, move)

"""What a game provides to the core: the `Engine` protocol.

A game is a package with one `Engine` object. The engine holds no state of its own: every
method takes the game's state object (whatever the game chooses, as long as `copy` copies it),
so a state can be cloned, saved, searched and rendered at any point. The core's `Game`,
`Table`, bots, frames, analysis and scenario checker use only these methods. A game with a
hidden shuffled order may also answer `FairUndo`, so that undo cannot reveal it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, Protocol, TypeVar, runtime_checkable

from .events import Event
from .moves import Move

S = TypeVar("S")  # a game's state
I = TypeVar("I")  # noqa: E741 - a game's information state for one seat


class Decision(NamedTuple):
    """Who must decide what now. `fields` carries the structured facts a script needs
    (actions left, the role, where the actions come from ...), game by game."""

    player: int
    kind: str
    prompt: str
    fields: Mapping[str, Any] = {}


class Candidate(NamedTuple):
    """A move the current decision considered: legal when `reason` is None, otherwise
    refused with the reason the rule that refuses it gives."""

    move: Move
    reason: str | None = None


@runtime_checkable
class Engine(Protocol[S, I]):
    """The rules of one game, as pure functions of its state."""

    #: The game's key ("glory_to_rome"); the view's `game` field picks the front end by it.
    name: str
    #: A title for people ("Glory to Rome").
    title: str

    # -- the decision machine ----------------------------------------------------------
    def start(self, state: S) -> list[Move]:
        """Run automatic steps until a decision waits; return its legal moves."""

    def play(self, state: S, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
        """Apply `move` (a Move or its text) if it is in `legal`; return the move as played
        (its canonical text) and the next decision's legal moves. Otherwise raise
        IllegalMove with the refusing rule's reason and leave `state` untouched."""

    def candidates(self, state: S) -> list[Candidate]:
        """Every move the current decision considers, legal or refused with its reason."""

    def decision(self, state: S) -> Decision | None:
        """The decision waiting now, or None when the game is over."""

    def player(self, state: S) -> int | None:
        """The seat that decides now (a cheap `decision(state).player`), None when over."""

    # -- reading -----------------------------------------------------------------------
    def observe(self, state: S, seat: int | None) -> dict:
        """What `seat` may know, as JSON-ready data (None: the all-seeing teaching view).
        It carries `game` (this engine's name) and `version`."""

    def events(self, state: S) -> list[Event]:
        """The log as structured events; `Event.render(viewer)` words each for a seat."""

    def scores(self, state: S) -> list[dict]:
        """Points per seat, itemised by category, with a `total`."""

    def clock(self, state: S) -> int:
        """A count that grows through the game (Glory to Rome's turn, a round ...)."""

    def is_over(self, state: S) -> bool: ...

    def winners(self, state: S) -> list[int]: ...

    def end_reason(self, state: S) -> str | None: ...

    def seats(self, state: S) -> list[str]:
        """The players' names, in seating order."""

    # -- copying and saving ------------------------------------------------------------
    def copy(self, state: S) -> S: ...

    def to_dict(self, state: S) -> dict: ...

    def from_dict(self, data: dict) -> S:
        """The state a save holds; raises SaveFileError naming what is wrong."""

    # -- search ------------------------------------------------------------------------
    def information_state(self, state: S, seat: int) -> I:
        """Everything `seat` knows (its view plus public bookkeeping), without hidden ids."""

    def sampler(self, info: I) -> Callable[[random.Random], S]:
        """A function dealing full states consistent with `info`, the unseen cards at random
        (read `info` once, deal many times: one per playout)."""

    def search_policy(self, name: str) -> Any:
        """The `core.search.SearchPolicy` search uses: "random" (the core's default) or a
        game's own, e.g. "heuristic"."""

    # -- bots and summaries --------------------------------------------------------------
    def bots(self) -> Mapping[str, type]:
        """The game's own bots by name (e.g. {"heuristic": HeuristicBot}); the core adds
        "random" and "ismcts"."""

    def frames(self, game: Any, seat: int | None) -> Any:
        """pandas tables of one seat's view (a `gtr_widget.frames.Frames` or a subclass)."""

    def scenarios(self) -> Any:
        """The game's scenario book: `data_dir`, `load(scenario)`, `build(...)`,
        `fact_view(game)` (see gtr_widget.scenarios)."""

    def summary(self, state: S) -> dict:
        """A finished game as one row of facts for `simulate` (beyond winners and scores)."""


@runtime_checkable
class FairUndo(Protocol[S]):
    """Optional: a game with a hidden random order (a shuffled draw pile) answers these, so
    that undo cannot be used to peek at it (docs/hidden-information.md). A game without
    them is always undone exactly."""

    def reveals(self, before: S, after: S) -> bool:
        """Whether going from `before` to `after` may have shown some seat a card of the
        unseen order (a draw); undoing such a move deals the unseen cards again."""

    def reshuffle_unseen(self, state: S, rng: random.Random) -> None:
        """Deal again, at random from `rng`, the cards no seat has seen (in place); nothing
        any seat knows may change."""

@runtime_checkable
class Observing(Protocol[S]):
    """Optional: a cheap read-only object holding what one seat knows now, for fast bots
    (a bot with `observes = True`); building the JSON view would cost more than the bot's
    whole decision. It must show nothing `observe(state, seat)` hides."""

    def observation(self, state: S, seat: int) -> Any:
        """What `seat` knows of `state`, read without copying the state."""


# Also optional, for saves: `implicit_answer(state, legal) -> Move | None`, the answer an older
# version of a game made by itself at this decision (Glory to Rome's one-kind give), so that
# `Game.from_json` can replay saves that leave it out.

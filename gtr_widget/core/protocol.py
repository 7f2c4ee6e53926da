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
from dataclasses import dataclass, field
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


#: How a summary row joins a seat's card names into one cell ("Bath, Statue").
CARD_LIST_SEPARATOR = ", "


@dataclass(frozen=True)
class SummarySpec:
    """What a finished game's row holds, declared by the game so that the analysis (tables
    and plots of `simulate`) reads any game without guessing at column names.

    A per-seat column is named `<prefix>_<seat>` ("completed_0"). Every row also holds the
    columns `simulate` writes for every game: `COMMON`, then `<score>_<seat>` (the total
    points) and `bot_<seat>`; `winners` lists the winning seats.
    """

    #: the game-wide columns `summary` writes, e.g. ("edition", "turns")
    columns: tuple[str, ...] = ()
    #: the columns (of `columns`, or "players") that sort games into groups worth comparing
    groupings: tuple[str, ...] = ()
    #: the prefixes of the per-seat counts `summary` writes, e.g. ("completed",)
    per_seat: tuple[str, ...] = ()
    #: per-seat lists of card names (joined by CARD_LIST_SEPARATOR): what a card of the list
    #: is called -> the column prefix, e.g. {"building": "buildings"}
    card_lists: Mapping[str, str] = field(default_factory=dict)
    #: the prefix of the per-seat total score column
    score: str = "score"
    #: the column listing the winning seats (a shared win lists several)
    winners: str = "winners"

    #: what `simulate` writes for every game, besides score and bot columns per seat
    COMMON = ("seed", "game", "players", "winners", "winner", "moves", "end_reason")

    def __post_init__(self) -> None:
        known = {*self.columns, "players"}
        if not set(self.groupings) <= known:
            raise ValueError(f"groupings {sorted(set(self.groupings) - known)} are not columns "
                             f"of the summary (columns: {', '.join(sorted(known))})")

    def summary_keys(self, seats: int) -> list[str]:
        """The keys `summary(state)` returns for a game of `seats` seats, in order."""
        per_seat = [*self.per_seat, *self.card_lists.values()]
        return [*self.columns, *(f"{p}_{i}" for i in range(seats) for p in per_seat)]

    def summaries(self) -> tuple[str, ...]:
        """What `simulation_summary(by=...)` can group wins by for this game."""
        groups = ("players", *(g for g in self.groupings if g != "players"))
        return ("seat", "bot", *groups, *self.card_lists)


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
        """A finished game as one row of facts for `simulate` (beyond winners and scores),
        with exactly the keys `summary_columns().summary_keys(seats)` names."""

    def summary_columns(self) -> SummarySpec:
        """What `summary` rows hold, for the analysis. `SummarySpec()` is the default: a game
        whose rows add nothing of their own is grouped by seat, bot and player count."""


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

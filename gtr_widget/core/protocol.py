"""What a game provides to the core: the `Engine` contract, typed.

A game is a package with one `Engine` object. The engine holds no state of its own: every
method takes the game's state object (whatever the game chooses, as long as `copy` copies it),
so a state can be cloned, saved, searched and rendered at any point. The core's `Game`, the
table, bots, frames, analysis and the scenario checker call only the methods declared here.

Abstract methods are what every game must answer. The others have a default a game overrides
when it has more to say: the legal moves with no automatic steps (`start`), the decider
(`player`) and the end (`is_over`) read off `decision`, the log's length as the clock (`clock`),
the top score wins (`winners`), and the optional capabilities:
fair undo (`reveals`, `reshuffle_unseen`), a cheap observation for bots (`observation`), the
answers older saves left out (`implicit_answer`), a code for how the game ended (`end_code`),
its words for people (`words`), card texts (`catalogue`), its scenario book (`scenarios`),
what its summary rows hold (`summary_columns`) and a picture of a view (`picture`).
Nothing in the shared packages probes a game with `getattr`.

Arguments are positional only (`/`), so that a game may bind its own function as a method
(`play = staticmethod(machine.play)`: no extra call on the hot path) whatever its parameter
names.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, Protocol, TypeVar

from .events import Event
from .move_maker import MoveMaker, PlayByCall
from .moves import Move
from .summary import SummarySpec

if TYPE_CHECKING:
    from ..pictures.theme import Theme
    from .game import Game
    from .search import SearchPolicy
    from .words import Words

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


class ScenarioBook(Protocol):
    """A game's rulebook examples: where their data lives and how to set them up."""

    data_dir: Path

    def load(self, scenario: dict[str, Any]) -> Game:
        """A game at the example's starting position."""

    def build(self, *args: Any, **kwargs: Any) -> Game:
        """Any position, from the game's position builder."""

    def fact_view(self, game: Any) -> dict[str, Any]:
        """The all-seeing view with the extra keys the scenarios' facts read."""


class Engine(ABC, Generic[S, I]):
    """The rules of one game, as pure functions of its state."""

    #: The game's key ("glory_to_rome"); the view's `game` field picks the front end by it.
    name: str
    #: A title for people ("Glory to Rome").
    title: str
    #: Whether the game was saved in the save format's version 1, whose saves may leave out
    #: the `game` field: such a save loads as this game's. Games since never were.
    wrote_version_1: bool = False

    # -- the decision machine ----------------------------------------------------------
    def start(self, state: S, /) -> list[Move]:
        """Run automatic steps until a decision waits; return its legal moves. Default: a game
        without automatic steps, whose legal moves are the candidates no rule refuses."""
        return [c.move for c in self.candidates(state) if c.reason is None]

    @abstractmethod
    def play(self, state: S, legal: list[Move], move: Move | str, /) -> tuple[Move, list[Move]]:
        """Apply `move` (a Move or its text) if it is in `legal`; return the move as played
        (its canonical text) and the next decision's legal moves. Otherwise raise
        IllegalMove with the refusing rule's reason and leave `state` untouched."""

    def move_maker(self) -> MoveMaker:
        """`play` as the object a timeline calls at every move. Default: `play` itself; a
        compiled game returns a `MoveMaker` of its own, which a compiled timeline calls
        directly (core/move_maker.py)."""
        return PlayByCall(self.play)

    @abstractmethod
    def candidates(self, state: S, /) -> list[Candidate]:
        """Every move the current decision considers, legal or refused with its reason."""

    @abstractmethod
    def decision(self, state: S, /) -> Decision | None:
        """The decision waiting now, or None when the game is over."""

    def player(self, state: S, /) -> int | None:
        """The seat that decides now, None when over. Default: `decision(state).player`; bots
        ask before every move, so a game overrides it with a cheaper answer when it has one."""
        decision = self.decision(state)
        return None if decision is None else decision.player

    # -- reading -----------------------------------------------------------------------
    @abstractmethod
    def observe(self, state: S, seat: int | None, /) -> dict[str, Any]:
        """What `seat` may know, as JSON-ready data (None: the all-seeing teaching view).
        It carries `game` (this engine's name) and `version`."""

    @abstractmethod
    def events(self, state: S, /) -> list[Event]:
        """The log as structured events; `Event.render(viewer)` words each for a seat."""

    def event_count(self, state: S, /) -> int:
        """How many events the log holds (the timeline counts each move's, after every move):
        a game whose log is a list overrides it to skip wording the whole log."""
        return len(self.events(state))

    @abstractmethod
    def scores(self, state: S, /) -> list[dict[str, Any]]:
        """Points per seat, itemised by category, with a `total`."""

    def clock(self, state: S, /) -> int:
        """A count that grows through the game (Glory to Rome's turn, a round ...). Default:
        how many events the log holds."""
        return len(self.events(state))

    def is_over(self, state: S, /) -> bool:
        """Whether the game has ended. Default: no decision waits (`decision` is None)."""
        return self.decision(state) is None

    def winners(self, state: S, /) -> list[int]:
        """The seats that won (a shared win lists several). Default: once the game is over,
        the seats with the highest `total` score; a game with tie-breaks overrides it."""
        if not self.is_over(state):
            return []
        totals = [s["total"] for s in self.scores(state)]
        return [i for i, t in enumerate(totals) if t == max(totals)]

    @abstractmethod
    def end_reason(self, state: S, /) -> str | None: ...

    @abstractmethod
    def seats(self, state: S, /) -> list[str]:
        """The players' names, in seating order."""

    # -- copying and saving ------------------------------------------------------------
    @abstractmethod
    def copy(self, state: S, /) -> S: ...

    @abstractmethod
    def to_dict(self, state: S, /) -> dict[str, Any]: ...

    @abstractmethod
    def from_dict(self, data: dict[str, Any], /) -> S:
        """The state a save holds; raises SaveFileError naming what is wrong."""

    # -- search ------------------------------------------------------------------------
    @abstractmethod
    def information_state(self, state: S, seat: int, /) -> I:
        """Everything `seat` knows (its view plus public bookkeeping), without hidden ids."""

    @abstractmethod
    def sampler(self, info: I, /) -> Callable[[random.Random], S]:
        """A function dealing full states consistent with `info`, the unseen cards at random
        (read `info` once, deal many times: one per playout)."""

    def search_policy(self, name: str, /) -> SearchPolicy:
        """The `core.search.SearchPolicy` search uses by this name ("random", "heuristic" ...).
        Default: a game without policies of its own searches with the core's (uniform priors,
        random rollouts) whatever the name asked."""
        from .search import SearchPolicy

        return SearchPolicy(self)

    # -- bots, tables and summaries ----------------------------------------------------
    def bots(self) -> Mapping[str, type]:
        """The game's own bots by name (e.g. {"heuristic": HeuristicBot}); the core adds
        "random" and "ismcts". Default: none of its own."""
        return {}

    @abstractmethod
    def frames(self, game: Any, seat: int | None, /) -> Any:
        """pandas tables of one seat's view (a `gtr_widget.frames.Frames` or a subclass)."""

    @abstractmethod
    def summary(self, state: S, /) -> dict[str, Any]:
        """A finished game as one row of facts for `simulate` (beyond winners and scores),
        with exactly the keys `summary_columns().summary_keys(seats)` names."""

    # -- optional capabilities, with their defaults ------------------------------------
    def reveals(self, before: S, after: S, /) -> bool:
        """Whether going from `before` to `after` may have shown some seat a card of a hidden
        random order (a draw); undoing such a move deals the unseen cards again
        (`reshuffle_unseen`, docs/hidden-information.md). Default: never, so undo is exact."""
        return False

    def reshuffle_unseen(self, state: S, rng: random.Random, /) -> None:
        """Deal again, at random from `rng`, the cards no seat has seen (in place); nothing
        any seat knows may change. Default: nothing is hidden, nothing to deal."""

    def hush(self, state: S, /) -> bool:
        """Stop `state` writing its log, and say whether it did. A new deal plays hushed until
        something reads more than its moves (`Timeline._state`), then words its log by
        replaying its moves from the start: a script that only plays pays nothing for the
        log. Default: the log is kept (False)."""
        return False

    def observation(self, state: S, seat: int, /) -> Any | None:
        """A cheap read-only object holding what `seat` knows now, for bots that say
        `observes = True` (building the JSON view can cost more than the bot's decision). It
        shows nothing `observe(state, seat)` hides. Default: None, such bots get the view."""
        return None

    def implicit_answer(self, state: S, legal: list[Move], /) -> Move | None:
        """The answer an older version of the game made by itself at this decision, so that
        `Game.from_json` replays saves that leave it out. Default: none."""
        return None

    def end_code(self, state: S, /) -> str | None:
        """A stable code for how the game ended, for scripts. Default: none."""
        return None

    def words(self) -> Words | None:
        """The game's words for people (`core.words.Words`): moves as sentences, rules,
        names by language. Default: none; the table then shows the move notation."""
        return None

    def catalogue(self, state: S, /) -> dict[str, str]:
        """Card name -> function text of the cards in play. Default: no texts."""
        return {}

    def scenarios(self) -> ScenarioBook | None:
        """The game's scenario book (rulebook examples). Default: none."""
        return None

    def summary_columns(self) -> SummarySpec:
        """What `summary` rows hold, for the analysis. Default: a game whose rows add nothing
        of their own, grouped by seat, bot and player count."""
        return SummarySpec()

    def picture(self, view: dict[str, Any], theme: Theme, /) -> str:
        """`view` (one seat's, from `observe`) drawn as a standalone SVG document, for slides,
        handouts and saved notebooks; drawn from the view alone, it shows nothing the view
        hides. Default: the shared outline (players, scores, who decides)."""
        from ..pictures.heading import plain_picture

        return plain_picture(view, theme, self.title)

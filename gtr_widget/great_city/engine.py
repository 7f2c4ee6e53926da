"""The Great City of Rome's answer to the core's `Engine` protocol: pure functions of a State."""

from __future__ import annotations

import random
from collections.abc import Callable
from operator import attrgetter
from typing import Any

from ..core import Candidate, Decision, Event
from ..core.moves import Move
from ..core.protocol import Engine
from ..core.saves import short
from ..core.summary import CARD_LIST_SEPARATOR, SummarySpec
from ..core.words import Words
from ..pictures.theme import Theme
from .observation import Observation
from .play import action, emissary, school, setup, upkeep  # noqa: F401 - they register phases
from .play.cards import NAME
from .play.events import events
from .play.machine import Moves, advance, candidates, current, deciding, play
from .play.scoring import scores
from .play.state import State
from .play.view import fields, view
from .saves.origin import mark, unmark
from .unseen import reshuffle_unseen, reveals


class GreatCity(Engine[State, dict]):
    name = "great_city"
    title = "The Great City of Rome"

    def start(self, state: State) -> list[Move]:
        return advance(state)

    #: Apply a move (machine.play); bound directly, as it runs once per move.
    play = staticmethod(play)

    def move_maker(self) -> Moves:
        return Moves()  # the compiled machine's, called directly by a compiled timeline

    def candidates(self, state: State) -> list[Candidate]:
        return candidates(state)

    def decision(self, state: State) -> Decision | None:
        h = current(state)
        if h is None:
            return None
        return Decision(h.player(state), h.kind, h.prompt(state), fields(state))

    #: Who decides now (machine.deciding); bound directly, as bots ask before every move.
    player = staticmethod(deciding)
    is_over: Callable[[State], bool] = staticmethod(attrgetter("over"))

    def clock(self, state: State) -> int:
        """The round (0 during the opening draft)."""
        return state.round

    def observe(self, state: State, seat: int | None) -> dict:
        return view(state, seat)

    #: The facts the heuristic bot reads, straight off the state (Engine.observation).
    observation = staticmethod(Observation.from_state)

    def events(self, state: State) -> list[Event]:
        return events(state)

    def event_count(self, state: State) -> int:
        return state.log_len  # one event per log entry (play/events.py)

    def scores(self, state: State) -> list[dict]:
        return scores(state)

    def winners(self, state: State) -> list[int]:
        return list(state.winners)

    def end_reason(self, state: State) -> str | None:
        return state.end_reason

    def seats(self, state: State) -> list[str]:
        return [p.name for p in state.players]

    #: A snapshot (State.copy); bound directly, as the Game takes one per move.
    copy = staticmethod(State.copy)

    def hush(self, state: State) -> bool:
        state.quiet = True  # `log` keeps no entry
        return True

    def to_dict(self, state: State) -> dict:
        """The position as a save holds it, marked "dealt" (its seed's deal) or "built"."""
        return mark(state)

    def from_dict(self, data: dict) -> State:
        """A saved position; SaveFileError names what is wrong (see saves.py)."""
        return unmark(data)

    # -- fair undo (core.protocol.FairUndo; unseen.py) ----------------------------------
    #: Whether a move may have shown a hidden card (a draw, the offer, a new strip).
    reveals = staticmethod(reveals)
    #: Deal again, in place, the deck cards and strips no seat has seen.
    reshuffle_unseen = staticmethod(reshuffle_unseen)

    def information_state(self, state: State, seat: int) -> dict:
        from .information import information_state

        return information_state(state, seat)

    def resample(self, info: dict, rng: random.Random) -> State:
        from .information import resample

        return resample(info, rng)

    def sampler(self, info: dict) -> Callable[[random.Random], State]:
        """Deals of `info` (the same as `resample`'s), the position built once."""
        from .sampler import Sampler

        return Sampler(info)

    def search_policy(self, name: str):
        """"heuristic" (cheap move priorities and rollouts) or "random"."""
        from .bots.search import POLICIES, GreatCitySearch

        if not isinstance(name, str) or name not in POLICIES:
            raise ValueError(f"unknown search policy {short(name)}: use {', '.join(POLICIES)}")
        return GreatCitySearch(self, name)

    def bots(self) -> dict[str, type]:
        from .bots.heuristic import HeuristicBot

        return {"heuristic": HeuristicBot}

    def frames(self, game, seat: int | None):
        from .frames import Frames

        return Frames(game, seat)

    def scenarios(self):
        from .scenarios.book import BOOK

        return BOOK

    def words(self) -> Words:
        """Moves as sentences, rules, prompts in en/fr/es (great_city/words)."""
        from .words import WORDS

        return WORDS

    def catalogue(self, state: State) -> dict[str, str]:
        """Each building name's text, in our words."""
        from .play.cards import CARDS

        return {c.name: c.text for c in CARDS if c.category != "influence"}

    def picture(self, view: dict[str, Any], theme: Theme) -> str:
        """The table drawn from one seat's view (pictures/)."""
        from .pictures import picture

        return picture(view, theme, self.title)

    def summary(self, state: State) -> dict:
        """A finished game in one row: rounds, the shrine variant, and each seat's buildings
        (a count and the names) and influence cards (see `summary_columns`)."""
        row: dict = {"rounds": state.round, "shrine": state.rules.shrine}
        for i, p in enumerate(state.players):
            row[f"buildings_{i}"] = len(p.city)
            row[f"influence_cards_{i}"] = len(p.won)
            row[f"city_{i}"] = CARD_LIST_SEPARATOR.join(sorted(NAME[c] for c in p.city.values()))
        return row

    def summary_columns(self) -> SummarySpec:
        """Games group by the shrine variant and player count; a city's buildings are valued."""
        return SummarySpec(columns=("rounds", "shrine"), groupings=("shrine",),
                           per_seat=("buildings", "influence_cards"),
                           card_lists={"building": "city"})


ENGINE = GreatCity()
__all__ = ["ENGINE", "GreatCity", "setup"]

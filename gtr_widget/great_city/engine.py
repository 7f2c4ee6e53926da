"""The Great City of Rome's answer to the core's `Engine` protocol: pure functions of a State."""

from __future__ import annotations

import random

from ..core import Candidate, Decision, Event, SaveFileError
from ..core.moves import Move
from . import action, emissary, school, setup, upkeep  # noqa: F401 - they register phases
from .events import events
from .machine import advance, candidates, current, play
from .scoring import scores
from .state import State
from .view import fields, view


class GreatCity:
    name = "great_city"
    title = "The Great City of Rome"

    def start(self, state: State) -> list[Move]:
        return advance(state)

    #: Apply a move (machine.play); bound directly, as it runs once per move.
    play = staticmethod(play)

    def candidates(self, state: State) -> list[Candidate]:
        return candidates(state)

    def decision(self, state: State) -> Decision | None:
        h = current(state)
        if h is None:
            return None
        return Decision(h.player(state), h.kind, h.prompt(state), fields(state))

    def observe(self, state: State, seat: int | None) -> dict:
        return view(state, seat)

    def events(self, state: State) -> list[Event]:
        return events(state)

    def scores(self, state: State) -> list[dict]:
        return scores(state)

    def is_over(self, state: State) -> bool:
        return state.over

    def winners(self, state: State) -> list[int]:
        return list(state.winners)

    def end_reason(self, state: State) -> str | None:
        return state.end_reason

    def seats(self, state: State) -> list[str]:
        return [p.name for p in state.players]

    #: A snapshot (State.copy); bound directly, as the Game takes one per move.
    copy = staticmethod(State.copy)

    def to_dict(self, state: State) -> dict:
        return state.to_dict()

    def from_dict(self, data: dict) -> State:
        try:
            return State.from_dict(data)
        except SaveFileError:
            raise
        except Exception as e:  # noqa: BLE001 - any fault in a position is a corrupt save
            raise SaveFileError(f"corrupt save file: {type(e).__name__}: {e}") from None

    def information_state(self, state: State, seat: int) -> dict:
        from .information import information_state

        return information_state(state, seat)

    def resample(self, info: dict, rng: random.Random) -> State:
        from .information import resample

        return resample(info, rng)

    def bots(self) -> dict[str, type]:
        from .bots.heuristic import HeuristicBot

        return {"heuristic": HeuristicBot}


ENGINE = GreatCity()
__all__ = ["ENGINE", "GreatCity", "setup"]

"""Glory to Rome's answer to the core's `Engine` protocol: pure functions of a `State`."""

from __future__ import annotations

import random

from ..core import Candidate, Decision, Event, SaveFileError
from ..core.moves import Move
from .engine.ending import scores
from .engine.state import State
from .engine.steps import advance, candidates, current
from .engine.steps import play as play_move
from .engine.view import decision_kind, view
from .information import Determinizer, public_info


class GloryToRome:
    name = "glory_to_rome"
    title = "Glory to Rome"

    def start(self, state: State) -> list[Move]:
        return advance(state)

    def play(self, state: State, legal: list[Move], move: Move | str):
        return play_move(state, legal, move)

    def candidates(self, state: State) -> list[Candidate]:
        return candidates(state)

    def decision(self, state: State) -> Decision | None:
        top = current(state)
        if top is None:
            return None
        st, f = top
        return Decision(st.player(state, f), decision_kind(f), st.prompt(state, f))

    def observe(self, state: State, seat: int | None) -> dict:
        out = view(state, seat)
        out["game"] = self.name  # the table picks its renderer by this field
        return out

    def events(self, state: State) -> list[Event]:
        return [Event(turn, seat, "log", text) for turn, seat, text in state.log]

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

    def copy(self, state: State) -> State:
        return state.copy()

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
        return {"view": view(state, seat), "public": public_info(state, seat)}

    def resample(self, info: dict, rng: random.Random) -> State:
        return Determinizer(info["view"], info["public"]).sample(rng)

    def bots(self) -> dict[str, type]:
        from .heuristic import HeuristicBot

        return {"heuristic": HeuristicBot}


ENGINE = GloryToRome()

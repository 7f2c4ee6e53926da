"""Glory to Rome's answer to the core's `Engine` protocol: pure functions of a `State`."""

from __future__ import annotations

import random
from collections.abc import Callable
from operator import attrgetter
from typing import Any

from ..core import Candidate, Decision, Event, SaveFileError
from ..core.moves import Move
from ..core.protocol import Engine
from ..core.saves import short
from ..core.search import SearchPolicy
from ..core.summary import CARD_LIST_SEPARATOR, SummarySpec
from ..core.words import Words
from ..pictures.theme import Theme
from .information import Determinizer, public_info
from .observation import Observation
from .play.events import events as log_events
from .play.machine import Moves, advance, candidates, current
from .play.machine import play as play_move
from .play.scoring import scores
from .play.state import State
from .play.view import decision_kind, view
from .saves.checks import check_position, mark_origin
from .saves.schema import validate_position

#: What `GloryToRome.summary` rows hold: editions are compared, buildings valued.
SUMMARY = SummarySpec(columns=("edition", "turns"), groupings=("edition",),
                      per_seat=("completed",), card_lists={"building": "buildings"})


class GloryToRome(Engine[State, dict]):
    name = "glory_to_rome"
    title = "Glory to Rome"
    wrote_version_1 = True  # the first saves, which may leave out the game's name

    # The decision machine's own functions, unwrapped: these run on every move of a playout.
    start = staticmethod(advance)
    play = staticmethod(play_move)

    def move_maker(self) -> Moves:
        return Moves()  # the compiled machine's, called directly by a compiled timeline
    is_over: Callable[[State], bool] = staticmethod(attrgetter("over"))

    def candidates(self, state: State) -> list[Candidate]:
        return candidates(state)

    def decision(self, state: State) -> Decision | None:
        top = current(state)
        if top is None:
            return None
        st, f = top
        return Decision(st.player(state, f), decision_kind(f), st.prompt(state, f),
                        st.fields(state, f))

    def observe(self, state: State, seat: int | None) -> dict:
        return view(state, seat)

    def events(self, state: State) -> list[Event]:
        return log_events(state)

    def event_count(self, state: State) -> int:
        return len(state.log)  # one event per log line (play/events.py)

    def scores(self, state: State) -> list[dict]:
        return scores(state)

    def clock(self, state: State) -> int:
        return state.turn

    def winners(self, state: State) -> list[int]:
        return list(state.winners)

    def end_reason(self, state: State) -> str | None:
        return state.end_reason

    def end_code(self, state: State) -> str | None:
        """A stable code for how the game ended (ending.END_CODES), for scripts."""
        return state.end_code

    def seats(self, state: State) -> list[str]:
        return [p.name for p in state.players]

    def copy(self, state: State) -> State:
        return state.copy()

    def hush(self, state: State) -> bool:
        state.quiet = True  # as a search's deal: `say` keeps no line
        return True

    def to_dict(self, state: State) -> dict:
        """The position as a save holds it, marked "dealt" (its seed's deal) or "built"."""
        return mark_origin(state, state.to_dict())

    def from_dict(self, data: dict) -> State:
        """The position of a save: its shape (saves/schema), then its meaning (saves/checks)."""
        pos, legacy = validate_position(data)
        check_position(pos, legacy)
        try:
            return State.from_dict(pos)
        except Exception as e:  # noqa: BLE001 - any fault in a position is a corrupt save
            raise SaveFileError(f"corrupt save file: {type(e).__name__}: {e}") from None

    def implicit_answer(self, state: State, legal: list[Move]) -> Move | None:
        """Saves written before the rulings' "The shape of a decision" left these answers out,
        because the engine made them: a give with one kind of card, a lone "pass" or
        "done". Saves written before the Legionary's Pool take was asked (003:260) left it out
        too: it took the Pool's first matching card, the first "pool" move. Loading such a
        save makes them again."""
        if len(legal) == 1 and legal[0].verb in ("give", "pass", "done"):
            return legal[0]
        if legal and legal[0].verb == "pool" and legal[0].cards:
            return legal[0]
        return None

    # -- fair undo (Engine.reveals, Engine.reshuffle_unseen) --------------------------
    def reveals(self, before: State, after: State) -> bool:
        """A card left the draw pile: someone may have seen it (a draw), so undoing this
        deals the pile again. (An Atrium's unseen card counts too: dealing again is harmless.)"""
        return len(after.draw) < len(before.draw)

    def reshuffle_unseen(self, state: State, rng: random.Random) -> None:
        """Only the draw pile's order is unseen by every seat: hands are known to their
        owners, and face-down vault cards keep their place (their count and owner are public)."""
        rng.shuffle(state.draw)

    def information_state(self, state: State, seat: int) -> dict:
        return {"view": view(state, seat), "public": public_info(state, seat)}

    def observation(self, state: State, seat: int) -> Observation:
        return Observation(state, seat)

    def sampler(self, info: dict) -> Callable[[random.Random], State]:
        return Determinizer(info["view"], info["public"]).sample

    def player(self, state: State) -> int | None:
        top = current(state)
        return None if top is None else top[0].player(state, top[1])

    def search_policy(self, name: str) -> SearchPolicy:
        """"heuristic" (the heuristic's priorities, read cheaply), "heuristic-full" (its
        exact scoring, slower) or "random"; every one breaks Jack-cycling loops."""
        from .bots.search import ROLLOUTS, GloryToRomeSearch

        if not isinstance(name, str) or name not in ROLLOUTS:
            raise ValueError(f"unknown search policy {short(name)}: use {', '.join(ROLLOUTS)}")
        return GloryToRomeSearch(self, ROLLOUTS[name])

    def summary(self, state: State) -> dict:
        """The edition, the turns, and each seat's completed buildings (see SUMMARY)."""
        row: dict = {"edition": state.rules.edition, "turns": state.turn}
        for i, p in enumerate(state.players):
            done = [state.deck.name[b.foundation] for b in p.buildings if b.complete]
            row[f"completed_{i}"] = len(done)
            row[f"buildings_{i}"] = CARD_LIST_SEPARATOR.join(done)
        return row

    def summary_columns(self) -> SummarySpec:
        return SUMMARY

    def frames(self, game, seat: int | None):
        from .frames import Frames

        return Frames(game, seat)

    def scenarios(self):
        from .scenarios.book import BOOK

        return BOOK

    def bots(self) -> dict[str, type]:
        from .bots.heuristic import HeuristicBot

        return {"heuristic": HeuristicBot}

    def words(self) -> Words:
        from .words import WORDS

        return WORDS

    def catalogue(self, state: State) -> dict[str, str]:
        """Each card name's function text in this edition."""
        return dict(state.deck.text)

    def picture(self, view: dict[str, Any], theme: Theme) -> str:
        """The table drawn from one seat's view (pictures/)."""
        from .pictures import picture

        return picture(view, theme, self.title)


ENGINE = GloryToRome()

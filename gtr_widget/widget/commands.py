"""What the page may ask, as typed commands: `parse` checks a message's shape, not the table.

The page is not trusted, so a message may be malformed, forged or huge. `parse` looks at the
shape, the types and the sizes only, and raises `BadMessage` with a short text that never
quotes the input (a 10 MB move text is refused by its length, unread). Whether a well-formed
command may be applied now (its version, whose decision it is, who may undo) is decided by
`messages.apply`, against the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeGuard

from .timeline.commands import PARSERS as TIMELINE_PARSERS
from .timeline.commands import TimelineCommand

#: A move's notation is one short line in the game's own words; anything longer is refused
#: before it is read.
MAX_TEXT = 200
#: Scenario ids are short names (a rulebook example's id).
MAX_ID = 100
#: Seconds between bot moves that the page may ask for.
MAX_PACE = 60.0


class BadMessage(ValueError):
    """A message that is not a command the table knows; the text is safe to show."""


@dataclass(frozen=True)
class PlayMove:
    """Play the offered move with index `id`, chosen on the table of `version`."""

    id: int
    version: int


@dataclass(frozen=True)
class PlayText:
    """Play the move typed in notation."""

    text: str
    version: int


@dataclass(frozen=True)
class AskCard:
    """An unlit card was clicked: say why no move uses it."""

    card: int
    version: int


@dataclass(frozen=True)
class Undo:
    version: int


@dataclass(frozen=True)
class Redo:
    version: int


@dataclass(frozen=True)
class NewGame:
    version: int


@dataclass(frozen=True)
class Step:
    """Step a loaded scenario's script forward (+1) or back (-1)."""

    delta: int
    version: int


@dataclass(frozen=True)
class LoadScenario:
    id: str
    version: int


@dataclass(frozen=True)
class OpenExercise:
    """Open a rulebook exercise by id (`scenarios.exercises()`)."""

    id: str
    version: int


@dataclass(frozen=True)
class SetPace:
    """Seconds between bot moves. No version: it changes no game."""

    pace: float


Command = (PlayMove | PlayText | AskCard | Undo | Redo | NewGame | Step | LoadScenario
           | OpenExercise | SetPace | TimelineCommand)


def _int(x: object) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _version(content: dict[str, Any]) -> int:
    version = content.get("version")
    if _int(version) and version >= 0:
        return version
    raise BadMessage("Refused: the message has no valid version.")


def _move(c: dict[str, Any]) -> PlayMove:
    move_id = c.get("id")
    if _int(move_id):
        return PlayMove(move_id, _version(c))
    raise BadMessage("Refused: no such move is on offer.")


def _text(c: dict[str, Any]) -> PlayText:
    text = c.get("text")
    if not isinstance(text, str) or len(text) > MAX_TEXT or not text.strip():
        # No example move: this layer serves every game and names none of their moves.
        raise BadMessage(f"Refused: type a move's notation (at most {MAX_TEXT} characters).")
    return PlayText(text.strip(), _version(c))


def _card(c: dict[str, Any]) -> AskCard:
    card = c.get("card")
    if _int(card):
        return AskCard(card, _version(c))
    raise BadMessage("Refused: malformed card id.")


def _step(c: dict[str, Any]) -> Step:
    delta = c.get("delta")
    if not _int(delta) or delta not in (1, -1):
        raise BadMessage("Refused: step by +1 or -1.")
    return Step(delta, _version(c))


def _scenario(c: dict[str, Any]) -> LoadScenario:
    scenario_id = c.get("id")
    if not isinstance(scenario_id, str) or not 0 < len(scenario_id) <= MAX_ID:
        raise BadMessage(f"Refused: a scenario id is a name of at most {MAX_ID} characters.")
    return LoadScenario(scenario_id, _version(c))


def _exercise(c: dict[str, Any]) -> OpenExercise:
    exercise_id = c.get("id")
    if not isinstance(exercise_id, str) or not 0 < len(exercise_id) <= MAX_ID:
        raise BadMessage(f"Refused: an exercise id is a name of at most {MAX_ID} characters.")
    return OpenExercise(exercise_id, _version(c))


def _pace(c: dict[str, Any]) -> SetPace:
    pace = c.get("pace")
    if (isinstance(pace, (int, float)) and not isinstance(pace, bool) and math.isfinite(pace)
            and 0 <= pace <= MAX_PACE):
        return SetPace(float(pace))
    raise BadMessage(f"Refused: pace is a number of seconds from 0 to {MAX_PACE:g}.")


_PARSERS: dict[str, Callable[[dict[str, Any]], Command]] = {
    "move": _move,
    "text": _text,
    "card": _card,
    "undo": lambda c: Undo(_version(c)),
    "redo": lambda c: Redo(_version(c)),
    "new": lambda c: NewGame(_version(c)),
    "step": _step,
    "scenario": _scenario,
    "exercise": _exercise,
    "pace": _pace,
    **TIMELINE_PARSERS,  # timeline, review, goto, switch (timeline/commands.py)
}


def parse(content: Any) -> Command:
    """The command a message from the page asks for; `BadMessage` when it is none."""
    kind = content.get("type") if isinstance(content, dict) else None
    parser = _PARSERS.get(kind) if isinstance(kind, str) else None
    if parser is None:
        raise BadMessage("Refused: malformed message.")
    return parser(content)

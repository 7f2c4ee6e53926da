"""Saving and loading: versioned JSON holding the starting position and the moves."""

from __future__ import annotations

import json

from .errors import IllegalMove
from .state import State

FORMAT = "gtr_widget/game"
VERSION = 1


class SaveFileError(ValueError):
    """A save file that cannot be loaded: not JSON, another format or version, or corrupt."""


def dump(initial: State, moves: list[str], redo: list[str]) -> str:
    return json.dumps({
        "format": FORMAT,
        "version": VERSION,
        "initial": initial.to_dict(),
        "moves": moves,
        "redo": redo,
    })


def load(text: str) -> tuple[State, list[str], list[str]]:
    """Parse and check a save file; the caller replays the moves, which checks them too."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError) as e:
        raise SaveFileError(f"not a gtr_widget save file: invalid JSON ({e})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("not a gtr_widget save file: the 'format' field is missing or wrong")
    if data.get("version") != VERSION:
        raise SaveFileError(
            f"save file version {data.get('version')!r} is not supported (this is version "
            f"{VERSION}); load it with the gtr_widget release that wrote it")
    try:
        initial = State.from_dict(data["initial"])
        moves = [str(m) for m in data["moves"]]
        redo = [str(m) for m in data.get("redo", [])]
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise SaveFileError(f"corrupt save file: {type(e).__name__}: {e}") from None
    return initial, moves, redo


def replay_error(index: int, move: str, err: IllegalMove) -> SaveFileError:
    return SaveFileError(f"corrupt save file: move {index + 1} {move!r} is illegal: {err}")

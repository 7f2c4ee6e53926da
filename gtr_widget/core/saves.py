"""Save files for every game: a versioned JSON envelope around the game's own position.

    {"format": "gtr_widget/game", "version": 1, "game": "glory_to_rome",
     "initial": {...the starting position...}, "moves": [...], "redo": [...]}

The envelope is checked here (size, JSON, format, version, game, move lists); the position is
checked by the game's `Engine.from_dict`; the moves are checked by replaying them.
"""

from __future__ import annotations

import json
from typing import Any

from .errors import SaveFileError

FORMAT = "gtr_widget/game"
VERSION = 1
#: Saves larger than this are refused before they are parsed.
MAX_BYTES = 5_000_000
MAX_MOVE_CHARS = 500


def dump(engine: Any, initial: Any, moves: list[str], redo: list[str]) -> str:
    return json.dumps({"format": FORMAT, "version": VERSION, "game": engine.name,
                       "initial": engine.to_dict(initial), "moves": moves, "redo": redo})


def load(engine: Any, text: str | bytes) -> tuple[Any, list[str], list[str]]:
    """The starting position and the move lists of a save; SaveFileError names what is wrong."""
    data = parse(text)
    game = data.get("game", "glory_to_rome")  # saves before the second game had no field
    if game != engine.name:
        raise SaveFileError(f"this save holds a game of {game!r}, not {engine.name!r}")
    moves = _move_list(data, "moves")
    redo = _move_list(data, "redo", required=False)
    if not isinstance(data.get("initial"), dict):
        raise SaveFileError("corrupt save file: 'initial' (the starting position) is missing")
    return engine.from_dict(data["initial"]), moves, redo


def parse(text: str | bytes) -> dict:
    """The envelope of a save, checked for size, JSON, format and version."""
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise SaveFileError(f"save file too large: {len(text)} bytes (limit {MAX_BYTES})")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise SaveFileError(f"not a gtr_widget save file: not UTF-8 ({e.reason})") from None
    if not isinstance(text, str):
        raise SaveFileError(f"a save file is text, not {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise SaveFileError(f"save file too large: {len(text)} characters (limit {MAX_BYTES})")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError) as e:
        raise SaveFileError(f"not a gtr_widget save file: invalid JSON ({type(e).__name__})") \
            from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("not a gtr_widget save file: the 'format' field is missing or wrong")
    if data.get("version") != VERSION:
        raise SaveFileError(
            f"save file version {_short(data.get('version'))} is not supported (this is "
            f"version {VERSION}); load it with the gtr_widget release that wrote it")
    return data


def _move_list(data: dict, key: str, required: bool = True) -> list[str]:
    moves = data.get(key, None if required else [])
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise SaveFileError(f"corrupt save file: '{key}' must be a list of move texts")
    long = next((m for m in moves if len(m) > MAX_MOVE_CHARS), None)
    if long is not None:
        raise SaveFileError(f"corrupt save file: a move in '{key}' is {len(long)} characters "
                            f"long (limit {MAX_MOVE_CHARS})")
    return list(moves)


def _short(value: object) -> str:
    """A value quoted in an error, cut short: a save's fields may be huge."""
    text = repr(value)
    return text if len(text) <= 20 else text[:19] + "…"

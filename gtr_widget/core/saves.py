"""Save files for every game: a versioned JSON envelope around the game's own position.

    {"format": "gtr_widget/game", "version": 2, "game": "glory_to_rome",
     "initial": {...the starting position...}, "moves": [...], "redo": [...],
     "reshuffles": [[position, salt], ...],   # only when a fair undo dealt again
     "lines": [{"moves": [...], "reshuffles": [...]}, ...], "line": 1}  # only with branches

The envelope is checked here: size, encoding, nesting depth, number sizes, duplicate keys,
format, version, game and the move lists (with pydantic). The position is checked by the game's
`Engine.from_dict`; the moves by replaying them (`Game.from_json`). Anything wrong is a
`SaveFileError` whose short text names what. Version 1 saves (before version 2 marked where a
position came from) still load; the game decides what they may hold.

A seat export (`Game.to_json(seat=k)`) has its own format and is never loaded as a game.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import TYPE_CHECKING, Annotated, Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from .errors import SaveFileError

if TYPE_CHECKING:
    from .protocol import Engine

FORMAT = "gtr_widget/game"
SEAT_FORMAT = "gtr_widget/seat-export"
VERSION = 2
#: Versions this release reads: 1 is the format before positions were marked dealt or built.
READABLE = (1, 2)
#: Saves larger than this are refused before they are parsed.
MAX_BYTES = 5_000_000
MAX_MOVE_CHARS = 500
MAX_MOVES = 50_000
#: Deepest nesting of arrays and objects a save may have (a real one needs about eight).
MAX_DEPTH = 32
#: Longest integer, in digits, a save may hold (Python refuses to parse 4,300 and more).
MAX_DIGITS = 40

# One JSON string (skipped: brackets inside it do not nest) or one bracket.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')

MAX_LINES = 500  # the other lines of play a save may hold (core/lines.py)

MoveText = Annotated[StrictStr, Field(max_length=MAX_MOVE_CHARS)]


class _Line(BaseModel):
    """A line of play other than the current one (core/lines.py)."""

    model_config = ConfigDict(extra="forbid")

    moves: Annotated[list[MoveText], Field(max_length=MAX_MOVES)]
    reshuffles: Annotated[list[Any], Field(max_length=MAX_MOVES)]


class _Envelope(BaseModel):
    """The fields around the position; every one required in version 2."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["gtr_widget/game"]
    version: Literal[1, 2]
    game: Annotated[StrictStr, Field(max_length=60)]
    initial: dict[StrictStr, Any]
    moves: Annotated[list[MoveText], Field(max_length=MAX_MOVES)]
    redo: Annotated[list[MoveText], Field(max_length=MAX_MOVES)]
    checksum: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{64}$")] | None
    #: Where a fair undo dealt the unseen cards again (core/undo.py); checked by the game.
    reshuffles: Annotated[list[Any], Field(max_length=MAX_MOVES)] | None = None
    #: The other lines of play, and the current line's place among all of them.
    lines: Annotated[list[_Line], Field(max_length=MAX_LINES)] | None = None
    line: Annotated[StrictInt, Field(ge=0, le=MAX_LINES)] | None = None


class Loaded(NamedTuple):
    """A save's starting position and move lists, and whether its checksum matched (a
    version 1 save has none). `Game.from_json` replays the moves before it looks at `intact`,
    so that a broken move is named rather than only a mismatch."""

    initial: Any
    moves: list[str]
    redo: list[str]
    intact: bool
    reshuffles: list[Any] | None = None
    lines: list[dict[str, Any]] | None = None
    line: int = 0


def dump(engine: Engine[Any, Any], initial: Any, moves: list[str], redo: list[str],
         reshuffles: list[Any] | None = None,
         lines: tuple[list[dict[str, Any]], int] | None = None) -> str:
    """The save: the envelope with the checksum of its content (hand edits are refused).
    Keys are sorted, so that a game writes the same text however its dicts were built."""
    env = {"format": FORMAT, "version": VERSION, "game": engine.name,
           "initial": engine.to_dict(initial), "moves": moves, "redo": redo}
    if reshuffles:  # only when a fair undo dealt again: other saves are unchanged
        env["reshuffles"] = reshuffles
    if lines:  # only when the game branched: other saves are unchanged
        env["lines"], env["line"] = lines
    return json.dumps({**env, "checksum": checksum(env)}, sort_keys=True)


def checksum(content: dict[str, Any]) -> str:
    """sha256 of the canonical JSON of `content` (sorted keys, no spaces, ASCII)."""
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def dump_seat(engine: Engine[Any, Any], state: Any, seat: int, moves_played: int) -> str:
    """What `seat` may know: its view and the log as that seat reads it. Not a save."""
    return json.dumps({
        "format": SEAT_FORMAT, "version": 1, "game": engine.name, "seat": seat,
        "moves_played": moves_played,
        "view": engine.observe(state, seat),
        "log": [e.render(seat) for e in engine.events(state)],
    })


def load(engine: Engine[Any, Any], text: str | bytes) -> Loaded:
    """The starting position and the move lists of a save; SaveFileError names what is wrong."""
    data = parse(text)
    content = {k: v for k, v in data.items() if k != "checksum"}
    if data["version"] == 1:  # version 1 had no checksum, and could leave out game and redo
        if "checksum" in data:
            raise SaveFileError("corrupt save file: a version 1 save has no checksum")
        if "game" not in data and not engine.wrote_version_1:
            raise SaveFileError(f"this version 1 save names no game, and {engine.name!r} never "
                                "wrote version 1 saves")
        data = {"game": engine.name, "redo": [], **data, "checksum": None}
    try:
        env = _Envelope.model_validate(data)
    except ValidationError as e:
        raise schema_error(e) from None
    if env.version == VERSION and env.checksum is None:
        raise SaveFileError("corrupt save file: checksum: a version 2 save carries one")
    if env.game != engine.name:
        raise SaveFileError(f"this save holds a game of {short(env.game)}, not {engine.name!r}")
    intact = env.checksum is None or env.checksum == checksum(content)
    if (env.lines is None) != (env.line is None) or (
            env.lines is not None and env.line is not None and env.line > len(env.lines)):
        raise SaveFileError("corrupt save file: 'line' must be the current line's place "
                            "among 'lines', and the two come together")
    lines = None if env.lines is None else [x.model_dump() for x in env.lines]
    return Loaded(engine.from_dict(data["initial"]), list(env.moves), list(env.redo), intact,
                  env.reshuffles, lines, env.line or 0)


def parse(text: str | bytes) -> dict[str, Any]:
    """The envelope of a save, checked for size, JSON, format and version."""
    data = _json(_text(text))
    if not isinstance(data, dict):
        raise SaveFileError(f"not a gtr_widget save file: the JSON is a {_kind(data)}, "
                            "not an object")
    fmt = data.get("format")
    if fmt == SEAT_FORMAT:
        raise SaveFileError(
            f"this is a seat export (what seat {short(data.get('seat'))} may know), not a "
            "save: it has no hidden cards and cannot be loaded as a game; load the complete "
            "save that to_json() writes")
    if fmt != FORMAT:
        raise SaveFileError("not a gtr_widget save file: the 'format' field is missing or wrong")
    version = data.get("version")
    if type(version) is not int or version not in READABLE:
        raise SaveFileError(
            f"save file version {short(version)} is not supported (this release reads "
            f"versions {', '.join(map(str, READABLE))}); load it with the gtr_widget release "
            "that wrote it")
    return data


def schema_error(err: ValidationError, where: str = "") -> SaveFileError:
    """A SaveFileError naming the first field pydantic refused, and how many more there are."""
    return SaveFileError(f"corrupt save file: {schema_problem(err, where)}")


def schema_problem(err: ValidationError, where: str = "") -> str:
    """The first field pydantic refused, what is wrong with it, and how many more there are:
    the text of a save's error, or of a builder's (PositionError) for the same schema."""
    first = err.errors(include_url=False, include_input=False)[0]
    path = where
    for part in first["loc"]:
        text = _clip(str(part), 24)
        path += f"[{part}]" if isinstance(part, int) else text if text[:1] == "[" else f".{text}"
    path = path.lstrip(".") or "the save"
    more = err.error_count() - 1
    extra = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"{path}: {_clip(first['msg'], 120)}{extra}"


def _text(text: Any) -> str:
    """The save as text: str, or UTF-8 bytes (a byte-order mark is allowed)."""
    if isinstance(text, (bytearray, memoryview)):
        text = bytes(text)
    if isinstance(text, bytes):
        if len(text) > MAX_BYTES:
            raise SaveFileError(f"save file too large: {len(text)} bytes (limit {MAX_BYTES})")
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise SaveFileError(f"not a gtr_widget save file: not UTF-8 text ({e.reason} "
                                f"at byte {e.start})") from None
    if not isinstance(text, str):
        raise SaveFileError(f"a save file is text or bytes, not {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise SaveFileError(f"save file too large: {len(text)} characters (limit {MAX_BYTES})")
    return text.removeprefix("\ufeff")


def _json(text: str) -> Any:
    """Parse JSON, refusing deep nesting, huge numbers, NaN and repeated keys on the way."""
    depth = 0
    for m in _TOKENS.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise SaveFileError(f"not a gtr_widget save file: nested more than {MAX_DEPTH} "
                                    "levels deep")
        elif c in "]}":
            depth -= 1
    try:
        return json.loads(text, parse_int=_int, parse_float=_float,
                          parse_constant=_constant, object_pairs_hook=_object)
    except SaveFileError:
        raise
    except (ValueError, RecursionError) as e:  # JSONDecodeError is a ValueError
        where = f" at line {e.lineno} column {e.colno}" if isinstance(e, json.JSONDecodeError) \
            else ""
        raise SaveFileError(f"not a gtr_widget save file: invalid JSON{where}") from None


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise SaveFileError(f"corrupt save file: a number of {len(digits)} digits "
                            f"(limit {MAX_DIGITS})")
    return int(digits)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS:
        raise SaveFileError(f"corrupt save file: a number of {len(text)} characters "
                            f"(limit {MAX_DIGITS})")
    return float(text)


def _constant(name: str) -> float:
    raise SaveFileError(f"corrupt save file: {name} is not a JSON number")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise SaveFileError(f"corrupt save file: the key {short(key)} appears twice "
                                    "in one object")
            seen.add(key)
    return out


def _kind(value: object) -> str:
    return {list: "list", str: "string", int: "number", float: "number", bool: "boolean",
            type(None): "null"}.get(type(value), type(value).__name__)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def short(value: object, limit: int = 24) -> str:
    """A value quoted in an error, cut short: a save's fields may be huge."""
    return _clip(repr(value), limit)

"""The shape of a builder description (`builder.build_state`), checked before anything is
placed: a wrong type, an unknown key or a seat, space or influence value out of range is a
short PositionError naming it, never an AttributeError or IndexError half-way through. What
the shape cannot say is checked after, as a save's position is (saves/checks, saves/schema).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ...core.errors import PositionError
from ...core.saves import schema_problem
from ..play.cards import DECKS
from ..saves.schema import InfluenceValue

#: A building's or a cell's name as the moves write them (the longest is far shorter).
Word = Annotated[StrictStr, Field(max_length=40)]
Words = Annotated[list[Word], Field(max_length=100)]
Seat = Annotated[StrictInt, Field(ge=0, lt=4)]
Number = Annotated[StrictInt, Field(ge=-1_000_000, le=1_000_000)]
Deck = Literal[DECKS]  # type: ignore[valid-type]
Space = Literal["1", "2", "3", "4", "5"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _Seat(_Model):
    city: Annotated[dict[Word, Word], Field(max_length=16)] = None  # type: ignore[assignment]
    hand: Words = None  # type: ignore[assignment]
    coins: Number = 0
    influence: Number = 0
    won: Annotated[list[InfluenceValue], Field(max_length=6)] = []
    points: Annotated[dict[Word, Number], Field(max_length=16)] = {}
    brick_tokens: Annotated[list[Word], Field(max_length=16)] = []


class _Turn(_Model):
    seat: Seat
    space: Annotated[StrictInt, Field(ge=1, le=5)]
    bricks: Number = 0
    cogs: Number = 0
    built: StrictBool = False
    produced: StrictBool = False


class _Spec(_Model):
    players: Any = 3  # checked by core.dealing.seat_names
    shrine: StrictBool = False
    first: Seat | Literal["random"] = 0
    round: Number = 1  # its range is the position checks' (rounds of the player count)
    phase: Literal["emissary", "take", "act", "over"] = "emissary"
    strip: Annotated[StrictStr, Field(max_length=5)] | None = None
    next_strip: Annotated[StrictStr, Field(max_length=5)] | None = None
    seats: Annotated[list[_Seat], Field(max_length=4)] = []
    offer: Annotated[list[Word | tuple[Word, Deck]], Field(max_length=20)] = []
    waiting: Annotated[list[InfluenceValue], Field(max_length=6)] = []
    deck_tops: dict[Deck, Words] = {}
    emissaries: dict[Space, Seat] = {}
    turn: _Turn = None  # type: ignore[assignment]
    options: dict[Word, Any] = {}


def check_spec(spec: object, n: int) -> None:
    """Raise PositionError naming the first part of `spec` of a wrong shape, or a seat that a
    game of `n` players does not have."""
    if not isinstance(spec, dict):
        raise PositionError(f"a position is described by a dict, not {type(spec).__name__}")
    try:
        _Spec.model_validate(spec)
    except ValidationError as e:
        raise PositionError(schema_problem(e)) from None
    if len(spec.get("seats", [])) > n:
        raise PositionError(f"seats: {len(spec['seats'])} seats described for {n} players")
    turn = spec.get("turn")
    seats = [*spec.get("emissaries", {}).values(), *([turn["seat"]] if turn else [])]
    if isinstance(spec.get("first"), int):
        seats.append(spec["first"])
    for seat in seats:
        if seat >= n:
            raise PositionError(f"no seat {seat} in a game of {n} players (0..{n - 1})")
    if spec.get("phase") in ("take", "act") and turn is None:
        raise PositionError(f"the {spec['phase']!r} phase needs the `turn` (seat and space)")

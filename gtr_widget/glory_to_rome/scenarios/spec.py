"""The shape of what `builder.build` takes, checked before anything is placed.

A description with a wrong type or an unknown field is refused with a short PositionError
naming it, never met half-way through the building as an AttributeError or IndexError. What
the shape cannot say (which cards the box has left, the rules of a position) the builder and
the saves' checks say next.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ...core.errors import PositionError
from ...core.saves import schema_problem
from ..play.cards import MATERIALS, ROLES

#: A card, role or material name as a player writes it (the longest name is far shorter).
Word = Annotated[StrictStr, Field(max_length=40)]
Words = Annotated[list[Word], Field(max_length=200)]
Seat = Annotated[StrictInt, Field(ge=0, lt=5)]
Count = Annotated[StrictInt, Field(ge=0, le=1000)]
#: Sites left of a material: the builder says a count is 0 or more (003:222).
SiteCount = Annotated[StrictInt, Field(ge=-1000, le=1000)]
Material = Literal[MATERIALS]  # type: ignore[valid-type]
Role = Literal[ROLES]  # type: ignore[valid-type]
#: How a seat led or followed (midturn.Play): a card of the role, a card's name, a petition.
PlayShape = StrictBool | Word | Words


class _Building(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: Word
    site: Material | None = None
    materials: Words | None = None
    complete: StrictBool = False
    public: StrictBool = False
    out_of_town: StrictBool = False
    stolen: StrictBool = False
    stolen_from: Seat | None = None


class _Spec(BaseModel):
    """`build`'s arguments but the players, the rules and the seed (`game.checked_rules`)."""

    model_config = ConfigDict(extra="forbid")

    hands: dict[Seat, Words] | None
    clientele: dict[Seat, Words] | None
    stockpile: dict[Seat, Words] | None
    vault: dict[Seat, Words] | None
    buildings: dict[Seat, Annotated[list[Word | _Building], Field(max_length=60)]] | None
    influence: dict[Seat, Annotated[StrictInt, Field(ge=0, le=1000)]] | None
    pool: Words
    deck_top: Words
    jacks: Count | None
    deck_size: Count | None
    sites: dict[Material, SiteCount] | None
    out_sites: dict[Material, SiteCount] | None
    leader: Seat
    turn: Annotated[StrictInt, Field(ge=1, le=1_000_000)]
    led: Word | None  # the builder names what is not a role (midturn.start_mid_turn)
    lead_with: PlayShape
    followed: dict[Seat, PlayShape] | None
    role: Role | None


def check_spec(n: int, fields: dict[str, Any]) -> None:
    """Raise PositionError naming the first of `fields` (build's arguments) of a wrong shape,
    or naming a seat that a game of `n` players does not have."""
    try:
        _Spec.model_validate({k: list(v) if isinstance(v, tuple) else v
                              for k, v in fields.items()})
    except ValidationError as e:
        raise PositionError(schema_problem(e)) from None
    seats = [("leader", fields["leader"])]
    for key in ("hands", "clientele", "stockpile", "vault", "buildings", "influence",
                "followed"):
        seats += [(key, seat) for seat in fields[key] or {}]
    for key, seat in seats:
        if seat >= n:
            raise PositionError(f"{key}: no seat {seat} in a game of {n} players (0..{n - 1})")
    for specs in (fields["buildings"] or {}).values():
        for spec in specs:
            victim = spec.get("stolen_from") if isinstance(spec, dict) else None
            if victim is not None and victim >= n:
                raise PositionError(f"buildings: no seat {victim} to steal from in a game of "
                                    f"{n} players")

"""The shape of a saved Great City position, as a pydantic schema.

Every field is required and typed strictly (an int is an int, not "7", 2.5 or true), unknown
fields are refused, and lists, texts and counters are bounded. A save is loaded as it was
written or not at all: nothing is converted, defaulted or dropped. What the shape cannot say
(each card once, a city's shape, the phase's bookkeeping) is checked next, in `checks`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    ValidationError,
)

from ...core.dealing import MAX_SEED
from ...core.saves import schema_problem
from ..play.cards import COLOURS, DECKS, INFLUENCE_VALUES, N_CARDS
from ..play.grid import CELL_NAME

MAX_SEATS = 4
#: A bound for counters (moves, token supply): far above any real game, far below trouble.
MAX_COUNT = 1_000_000

Card = Annotated[StrictInt, Field(ge=0, lt=N_CARDS)]
Cards = Annotated[list[Card], Field(max_length=N_CARDS)]
Seat = Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS)]
#: A seat or -1 (no one): the actor between turns, an empty strip space, no draft pick.
SeatOrNone = Annotated[StrictInt, Field(ge=-1, lt=MAX_SEATS)]
Count = Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
#: A number the rules keep in a range `checks` names with its rule (coins, tokens, rounds).
Number = Annotated[StrictInt, Field(ge=-MAX_COUNT, le=MAX_COUNT)]
#: A bit mask of seats (who knows a card, who reads a log line).
Mask = Annotated[StrictInt, Field(ge=0, lt=1 << MAX_SEATS)]
Text = Annotated[StrictStr, Field(max_length=1000)]
Cell = Literal[CELL_NAME]  # type: ignore[valid-type]
Deck = Literal[DECKS]  # type: ignore[valid-type]
#: A card id written as a JSON key ("17").
CardKey = Annotated[StrictStr, Field(pattern=r"^(0|[1-9][0-9]?)$")]
#: Every value of State.phase: the decisions (machine.PHASES), the automatic steps
#: (machine.AUTO) and the end (tests check the list against the registries).
PHASE_NAMES = ("draft", "upkeep", "emissary", "take", "act", "school_deck", "school_keep",
               "school_bottom", "end_round", "over")
Side = Annotated[StrictStr, Field(min_length=5, max_length=5)]


def _influence_value(value: int) -> int:
    if value not in INFLUENCE_VALUES:
        raise ValueError(f"should be one of {', '.join(map(str, INFLUENCE_VALUES))}")
    return value


#: An influence card's value. Not a Literal of ints: pydantic lets a Literal take 10.0 for 10.
InfluenceValue = Annotated[StrictInt, AfterValidator(_influence_value)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RulesModel(_Model):
    """Every field of `Rules`; `checks` then asks that the player count's fields match."""

    players: Annotated[StrictInt, Field(ge=2, le=MAX_SEATS)]
    decks: Annotated[list[Deck], Field(min_length=2, max_length=4)]
    emissaries: Annotated[StrictInt, Field(ge=1, le=2)]
    offer_per_deck: Annotated[StrictInt, Field(ge=1, le=2)]
    rounds: Annotated[StrictInt, Field(ge=1, le=14)]
    influence: Annotated[list[tuple[InfluenceValue, Annotated[StrictInt, Field(ge=0, le=30)]]],
                         Field(max_length=6)]
    colours: Annotated[list[Literal[COLOURS]], Field(max_length=4)]  # type: ignore[valid-type]
    shrine: StrictBool
    shrine_is_temple: StrictBool
    aqueduct_may_replace_aqueduct: StrictBool
    first_player: Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS)] | Literal["random"]
    influence_token_supply: Count | None
    strips: Annotated[list[tuple[Side, Side]], Field(min_length=6, max_length=6)]


class PlayerModel(_Model):
    name: Annotated[StrictStr, Field(max_length=100)]
    colour: Literal[COLOURS]  # type: ignore[valid-type]
    city: Annotated[dict[Cell, Card], Field(min_length=1, max_length=16)]
    hand: Cards
    coins: Number  # never negative: checked with its rule (checks/cities.py)
    influence: Number
    brick_tokens: Annotated[list[Card], Field(max_length=16)]
    #: Point tokens on a Thermal Baths: 1 per building beside it, +1 on the deck I one (001:481,
    #: 487): at most 5.
    points: Annotated[dict[CardKey, Annotated[StrictInt, Field(ge=0, le=5)]], Field(max_length=16)]
    won: Annotated[list[Card], Field(max_length=6)]
    rubble: Cards
    drafted: Annotated[StrictInt, Field(ge=-1, lt=N_CARDS)]
    passed: Annotated[list[Card], Field(max_length=MAX_SEATS - 1)]
    seen: Annotated[dict[CardKey, Mask], Field(max_length=N_CARDS)]


#: A log line as State.to_dict writes it: round, seat, kind, text, cards, who reads it
#: (None: all), the public wording, public data.
LogEntry = tuple[Annotated[StrictInt, Field(ge=0, le=14)], Seat | None,
                 Annotated[StrictStr, Field(max_length=40)], Text,
                 Annotated[list[Card], Field(max_length=20)], Mask | None, Text,
                 Annotated[dict[StrictStr, Any], Field(max_length=20)]]


class PositionModel(_Model):
    """A whole position, as `State.to_dict` writes it (without "origin" and "checksum")."""

    rules: RulesModel
    players: Annotated[list[PlayerModel], Field(min_length=2, max_length=MAX_SEATS)]
    n: Annotated[StrictInt, Field(ge=2, le=MAX_SEATS)]
    round: Number  # 0 (the setup) to rules.rounds: checked with its rule (checks/flow.py)
    phase: Literal[PHASE_NAMES]  # type: ignore[valid-type]
    first: Seat
    step: Annotated[StrictInt, Field(ge=0, le=2 * MAX_SEATS)]
    actor: SeatOrNone
    space: Annotated[StrictInt, Field(ge=0, le=5)]
    bricks: Annotated[StrictInt, Field(ge=0, le=3)]  # purchase.MAX_BRICKS (001:174)
    cogs: Annotated[StrictInt, Field(ge=0, le=2)]  # purchase.MAX_COGS (001:190)
    built: StrictBool
    produced: StrictBool
    school_n: Annotated[StrictInt, Field(ge=0, le=5)]
    school_deck: Deck | None
    over: StrictBool
    end_reason: Annotated[StrictStr, Field(max_length=200)] | None
    moves: Count
    seed: Annotated[StrictInt, Field(gt=-MAX_SEED, lt=MAX_SEED)]
    stack: Annotated[list[Annotated[StrictInt, Field(ge=0, lt=12)]],
                     Field(min_length=6, max_length=6)]
    spaces: Annotated[list[SeatOrNone], Field(min_length=5, max_length=5)]
    order: Annotated[list[Seat], Field(max_length=2 * MAX_SEATS)]
    offer: Annotated[list[Card], Field(max_length=2 * MAX_SEATS)]
    waiting: Annotated[list[Card], Field(max_length=6)]
    box: Cards
    draft: Annotated[list[Card], Field(max_length=MAX_SEATS)]
    school: Annotated[list[Card], Field(max_length=5)]
    winners: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    draft_order: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    decks: Annotated[dict[Deck, Cards], Field(max_length=4)]
    deck_seen: Annotated[dict[CardKey, Mask], Field(max_length=N_CARDS)]
    log: Annotated[list[LogEntry], Field(max_length=100_000)]


def shape_problem(data: Any, where: str = "") -> str | None:
    """What is wrong with the shape of a saved position (`where` prefixes the field path),
    or None."""
    if not isinstance(data, dict):
        return f"{where or 'the position'} is not an object"
    try:
        PositionModel.model_validate(data)
    except ValidationError as e:
        return schema_problem(e, where)
    return None


__all__ = ["PositionModel", "ValidationError", "shape_problem"]

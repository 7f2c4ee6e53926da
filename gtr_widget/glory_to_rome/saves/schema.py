"""The shape of a saved Glory to Rome position, as a pydantic schema.

Every field is required and typed strictly (an int is an int, not "3" or true; a bool is a
bool), unknown fields are refused, lists and texts are bounded, counters are non-negative.
What the shape cannot say (each card exactly once, seats in range, the deal) is checked next,
in `saves/checks.py`. Frames are the exception to "every field required": which fields a frame
carries depends on its kind, so each is optional here but typed, and `saves/checks.py` asks for
the ones its kind needs.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    StringConstraints,
    ValidationError,
    model_validator,
)

from ...core.dealing import MAX_SEED
from ...core.errors import SaveFileError
from ...core.saves import schema_error
from ..play.cards import MATERIALS, ROLES
from ..play.rules import EDITIONS

#: No edition has more cards than this (150 in the Republic box); ids are checked exactly later.
MAX_CARDS = 200
MAX_SEATS = 5
#: A bound for counters (turns, moves, actions): far above any real game, far below trouble.
MAX_COUNT = 1_000_000

Card = Annotated[StrictInt, Field(ge=0, lt=MAX_CARDS)]
Cards = Annotated[list[Card], Field(max_length=MAX_CARDS)]
Seat = Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS)]
Count = Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
Text = Annotated[StrictStr, Field(max_length=300)]
Material = Literal[MATERIALS]  # type: ignore[valid-type]
Role = Literal[ROLES]  # type: ignore[valid-type]
SiteCount = Annotated[StrictInt, Field(ge=0, le=6)]
#: Marks of "which action used this extra": -left in a fixed burst, else the actions used.
ActionMark = Annotated[StrictInt, Field(ge=-MAX_COUNT, le=MAX_COUNT)]
_MARK = re.compile(r"[a-z][a-z_]{0,40}_at")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class RulesModel(_Model):
    """Every field of `Rules`, each within the range the rules engine can play."""

    edition: Literal[EDITIONS]  # type: ignore[valid-type]
    training: StrictBool
    start_orders: Annotated[StrictInt, Field(ge=0, le=12)]
    start_jacks: Annotated[StrictInt, Field(ge=0, le=6)]
    jacks_total: Annotated[StrictInt, Field(ge=0, le=6)]
    leftover_jacks_in_pile: StrictBool
    petition_size: Annotated[StrictInt, Field(ge=2, le=6)] | None
    hand_size: Annotated[StrictInt, Field(ge=1, le=20)]
    sites_per_material: Annotated[StrictInt, Field(ge=1, le=6)]
    sites_in_town: Annotated[StrictInt, Field(ge=1, le=6)] | None
    out_of_town: StrictBool
    out_of_town_after_in_town: StrictBool
    out_of_town_actions: Annotated[StrictInt, Field(ge=1, le=6)]
    first_player_before_deal: StrictBool
    deck_end: Literal["empty", "draw"]
    #: Retired (never read by any rule); older saves carry it and still load.
    influence_start: Annotated[StrictInt, Field(ge=0, le=30)] | None = None
    academy_timing: Literal["end_of_turn", "after_actions"]
    stairway: Literal["blackbox", "2007"]
    #: Options added later (the Spanish printing, the Geek expansion and later rulings):
    #: saves written before them lack the keys. The defaults here only let the schema accept
    #: the absence; loading gives each absent option its edition preset's value
    #: (`Rules.from_dict`), which for some editions differs from these.
    out_of_town_across: StrictBool = True
    geek: StrictBool = False
    gloria_original_cards: StrictBool = False
    chosen_start_card: StrictBool = False
    start_names: Literal["en", "es"] = "en"
    protected_may_give: StrictBool = True
    circus_maximus_acted: Literal["once", "again"] = "once"
    forum_or_sites: Literal["forum", "sites"] = "forum"
    legionary_pool_take: Literal["choose", "automatic"] = "choose"


class BuildingModel(_Model):
    foundation: Card
    site: Material
    materials: Annotated[list[Card], Field(max_length=12)]
    complete: StrictBool
    out_of_town: StrictBool
    public: StrictBool
    stolen: StrictBool


class PlayerModel(_Model):
    name: Annotated[StrictStr, Field(max_length=100)]
    hand: Cards
    camp: Cards
    clientele: Cards
    stockpile: Cards
    vault: Cards
    buildings: Annotated[list[BuildingModel], Field(max_length=60)]
    influence_sites: Annotated[list[Material], Field(max_length=36)]
    hired: Cards
    played: Count
    used: Count
    acted_early: StrictBool
    did: Annotated[list[Role], Field(max_length=100)]
    revealed: Cards = []  # absent from saves written before it existed


class SitesModel(_Model):
    """Site cards left per material: never negative, never more than a box holds."""

    Rubble: SiteCount
    Wood: SiteCount
    Brick: SiteCount
    Concrete: SiteCount
    Stone: SiteCount
    Marble: SiteCount


class FrameModel(BaseModel):
    """One pending step or decision (play/stack.py), as a flat dict: the fields of every
    kind, a power's own data and the marks powers leave on an action block ("dock_at": the
    action a building's extra was last used in). `saves/checks.py` then builds the typed frame."""

    model_config = ConfigDict(extra="allow")
    __pydantic_extra__: dict[str, ActionMark]

    kind: Annotated[StrictStr, Field(max_length=40)]
    source: Annotated[StrictStr, Field(max_length=40)] = None  # type: ignore[assignment]
    seat: Seat = None  # type: ignore[assignment]  # absent is allowed; null is not
    to: Seat = None  # type: ignore[assignment]
    victim: Seat = None  # type: ignore[assignment]
    role: Role = None
    bath_held: Role | StrictBool = None  # the role held, or True
    material: Material = None
    mats: Annotated[list[Material], Field(max_length=6)] = None  # type: ignore[assignment]
    slots: Annotated[list[tuple[Seat, Material]], Field(max_length=30)] = None  # type: ignore
    power: Annotated[StrictStr, Field(max_length=40)] = None  # type: ignore[assignment]
    card: Card = None  # type: ignore[assignment]
    prison: Card = None  # type: ignore[assignment]
    left: Annotated[StrictInt, Field(ge=0, le=100)] = None  # type: ignore[assignment]
    clients_acted: Annotated[StrictInt, Field(ge=0, le=100)] = None  # type: ignore[assignment]
    stairway: ActionMark = None  # type: ignore[assignment]
    extras: StrictBool = None  # type: ignore[assignment]
    optional: StrictBool = None  # type: ignore[assignment]
    open: StrictBool = None  # type: ignore[assignment]
    bath: StrictBool = None  # type: ignore[assignment]
    domus: StrictBool = None  # type: ignore[assignment]  # a Domus Patron action (Geek)
    # Which client acted (actions.py): the one a burst is for, a burst of clients' actions,
    # actions of the move in progress, actions clients took along when they left the block.
    client_card: Card = None  # type: ignore[assignment]
    clients: StrictBool = None  # type: ignore[assignment]
    acting: Annotated[StrictInt, Field(ge=0, le=100)] = None  # type: ignore[assignment]
    clients_gone: Annotated[StrictInt, Field(ge=0, le=100)] = None  # type: ignore[assignment]
    # Geek powers' decisions: the building in question, a steal's payer, turned-over cards
    building: Card = None  # type: ignore[assignment]
    aerarium: Card = None  # type: ignore[assignment]
    payer: Seat = None  # type: ignore[assignment]
    cards: Cards = None  # type: ignore[assignment]
    options: Annotated[list[Literal["stockpile", "clientele", "vault", "lay", "add"]],
                       Field(max_length=5)] = None  # type: ignore[assignment]

    @model_validator(mode="after")
    def _marks_only(self) -> FrameModel:
        for key in self.__pydantic_extra__ or {}:
            if not _MARK.fullmatch(key):
                raise ValueError(f"unknown frame field {key[:30]!r}")
        return self


LogText = Annotated[StrictStr, Field(max_length=1000)]


class LogEventModel(_Model):
    """A structured log line (play/events.py); `saves/checks.py` checks its template and ids."""

    turn: Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
    seat: Seat | None
    kind: Annotated[StrictStr, Field(max_length=40)]
    text: LogText
    cards: Annotated[list[Card], Field(max_length=60)] = None  # type: ignore[assignment]
    template: LogText = None  # type: ignore[assignment]
    words: Annotated[dict[Annotated[StrictStr, Field(max_length=40)], LogText | StrictInt | None],
                     Field(max_length=20)] = None  # type: ignore[assignment]
    known_to: Annotated[list[Seat], Field(max_length=MAX_SEATS)] = None  # type: ignore
    public: LogText = None  # type: ignore[assignment]
    data: Annotated[dict[StrictStr, Any], Field(max_length=20)] = None  # type: ignore


#: A log line: structured, or [turn, seat, text] as saves before structured events wrote it.
LogEntry = LogEventModel | tuple[Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)], Seat | None,
                                 LogText]
VaultKey = Annotated[str, StringConstraints(pattern=r"^(0|[1-9][0-9]{0,2})$")]


class PositionModel(_Model):
    """A whole position, as `State.to_dict` writes it, plus where it came from."""

    rules: RulesModel
    players: Annotated[list[PlayerModel], Field(min_length=2, max_length=MAX_SEATS)]
    draw: Cards
    pool: Cards
    jacks: Cards
    out_of_play: Cards
    sites: SitesModel
    out_sites: SitesModel
    leader: Seat
    turn: Annotated[StrictInt, Field(ge=1, le=MAX_COUNT)]
    role: Role | None
    stack: Annotated[list[FrameModel], Field(max_length=100)]
    log: Annotated[list[LogEntry], Field(max_length=100_000)]
    over: StrictBool
    winners: Annotated[list[Seat], Field(max_length=MAX_SEATS)]
    end_reason: Text | None
    end_code: Literal["deck_empty", "sites_gone", "catacomb", "forum"] | None = None
    vault_seen: Annotated[dict[VaultKey, Literal["all", "owner"]], Field(max_length=MAX_CARDS)]
    seed: Annotated[StrictInt, Field(gt=-MAX_SEED, lt=MAX_SEED)] | Annotated[
        StrictStr, Field(max_length=100)]  # random.Random takes text seeds too
    moves_played: Count
    #: "dealt": what `seed` and `rules` deal (checked); "built": made by hand, with `checksum`.
    origin: Literal["dealt", "built"]
    checksum: Annotated[StrictStr, StringConstraints(pattern=r"^[0-9a-f]{64}$")] | None


#: Fields a save of format version 1 lacked: such a position must be a dealt one.
ORIGIN_FIELDS = ("origin", "checksum")


def validate_position(data: Any) -> tuple[dict, bool]:
    """`data` checked against the schema; returns it with whether it is of the old format
    (no origin: it must then be a dealt position). Raises SaveFileError naming the field."""
    if not isinstance(data, dict):
        raise SaveFileError("corrupt save file: the position is not an object")
    legacy = not any(k in data for k in ORIGIN_FIELDS)
    if legacy:
        data = {**data, "origin": "dealt", "checksum": None}
    try:
        PositionModel.model_validate(data)
    except ValidationError as e:
        raise schema_error(e, "initial") from None
    return data, legacy

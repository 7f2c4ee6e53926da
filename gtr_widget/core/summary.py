"""What a finished game's summary row holds, as a game declares it (`Engine.summary_columns`).

The analysis (`simulate`'s tables and plots) reads any game through this declaration, without
guessing at column names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

#: How a summary row joins a seat's card names into one cell ("Bath, Statue").
CARD_LIST_SEPARATOR = ", "


@dataclass(frozen=True)
class SummarySpec:
    """What a finished game's row holds, declared by the game so that the analysis (tables
    and plots of `simulate`) reads any game without guessing at column names.

    A per-seat column is named `<prefix>_<seat>` ("completed_0"). Every row also holds the
    columns `simulate` writes for every game: `COMMON`, then `<score>_<seat>` (the total
    points) and `bot_<seat>`; `winners` lists the winning seats.
    """

    #: the game-wide columns `summary` writes, e.g. ("edition", "turns")
    columns: tuple[str, ...] = ()
    #: the columns (of `columns`, or "players") that sort games into groups worth comparing
    groupings: tuple[str, ...] = ()
    #: the prefixes of the per-seat counts `summary` writes, e.g. ("completed",)
    per_seat: tuple[str, ...] = ()
    #: per-seat lists of card names (joined by CARD_LIST_SEPARATOR): what a card of the list
    #: is called -> the column prefix, e.g. {"building": "buildings"}
    card_lists: Mapping[str, str] = field(default_factory=dict)
    #: the prefix of the per-seat total score column
    score: str = "score"
    #: the column listing the winning seats (a shared win lists several)
    winners: str = "winners"

    #: what `simulate` writes for every game, besides score and bot columns per seat
    COMMON = ("seed", "game", "players", "winners", "winner", "moves", "end_reason")

    def __post_init__(self) -> None:
        known = {*self.columns, "players"}
        if not set(self.groupings) <= known:
            raise ValueError(f"groupings {sorted(set(self.groupings) - known)} are not columns "
                             f"of the summary (columns: {', '.join(sorted(known))})")

    def summary_keys(self, seats: int) -> list[str]:
        """The keys `summary(state)` returns for a game of `seats` seats, in order."""
        per_seat = [*self.per_seat, *self.card_lists.values()]
        return [*self.columns, *(f"{p}_{i}" for i in range(seats) for p in per_seat)]

    def summaries(self) -> tuple[str, ...]:
        """What `simulation_summary(by=...)` can group wins by for this game."""
        groups = ("players", *(g for g in self.groupings if g != "players"))
        return ("seat", "bot", *groups, *self.card_lists)

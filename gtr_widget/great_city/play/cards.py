"""The card catalogue: every physical card of the box with a stable id.

`data/cards.csv` lists each building type per deck in our own words (checked against the
shared table by tests/great_city/test_cards.py). Ids are fixed for every game, whatever the
player count: the 8 starting buildings (two per colour), then decks I-IV in file order, then
the 4 Shrines (one per colour), then the 6 influence cards. Cards a game does not use lie in
the box, so the count of every id across all zones is the same all game long.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path
from typing import Final

DATA = Path(__file__).parent / "data"

#: Player colours in box order; starting buildings and Shrines carry a colour (001:27, 344).
COLOURS = ("purple", "orange", "white", "brown")
#: The building decks, in table order (001:28-31).
DECKS = ("I", "II", "III", "IV")
#: Influence card values (001:32-33, 67, 322).
INFLUENCE_VALUES = (3, 4, 6, 8, 10, 14)
CATEGORIES = ("production", "residential", "public", "aqueduct", "temple", "shrine", "influence")
#: Public-building colour groups. Only the baths' colour (blue) is derivable (001:275-289).
GROUPS = ("market", "arena", "school", "baths")
GROUP_COLOUR = {"baths": "blue"}


@dataclass(frozen=True)
class Card:
    id: int
    key: str  # the type, e.g. "market" (a starting farm is "start_vegetable_farm")
    name: str  # what move texts say: "Market", "Residential 2"
    category: str
    group: str | None  # public colour group
    deck: str  # "I".."IV", "start", "shrine" or "influence"
    cost: int  # bricks
    value: int  # house value (residential) or the influence card's value
    stars: int
    effect: str  # what building or producing does: coins, influence, school, baths, coin, ...
    bonus: int  # the deck I versions' extra 1 (001:451, 463, 475, 487)
    colour: str | None  # the back colour of starting buildings and Shrines
    text: str

    def to_json(self) -> dict:
        return {"id": self.id, "key": self.key, "name": self.name, "category": self.category,
                "group": self.group, "deck": self.deck, "cost": self.cost,
                "value": self.value, "stars": self.stars}


def _rows() -> list[dict]:
    with open(DATA / "cards.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _card(i: int, row: dict, deck: str, colour: str | None = None) -> Card:
    return Card(i, row["key"], row["name"], row["category"], row["group"] or None, deck,
                int(row["cost"]), int(row["value"] or 0), int(row["stars"]), row["effect"],
                int(row["bonus"]), colour, row["text"])


def _build() -> tuple[Card, ...]:
    rows = _rows()
    out: list[Card] = []
    starts = [r for r in rows if r["deck"] == "start"]
    for colour in COLOURS:
        for r in starts:
            out.append(_card(len(out), r, "start", colour))
    for deck in DECKS:
        for r in rows:
            if r["deck"] == deck:
                for _ in range(int(r["copies"])):
                    out.append(_card(len(out), r, deck))
    shrine = next(r for r in rows if r["deck"] == "shrine")
    for colour in COLOURS:
        out.append(_card(len(out), shrine, "shrine", colour))
    for v in INFLUENCE_VALUES:
        out.append(Card(len(out), f"influence_{v}", f"Influence {v}", "influence", None,
                        "influence", 0, v, 0, "", 0, None,
                        f"Won at an influence scoring; worth {v} points at the end."))
    return tuple(out)


CARDS: Final[tuple[Card, ...]] = _build()
N_CARDS: Final = len(CARDS)

# Flat lookups for the hot path (indexed by id).
NAME: Final = tuple(c.name for c in CARDS)
CATEGORY: Final = tuple(c.category for c in CARDS)
COST: Final = tuple(c.cost for c in CARDS)
VALUE: Final = tuple(c.value for c in CARDS)
STARS: Final = tuple(c.stars for c in CARDS)
GROUP: Final = tuple(c.group for c in CARDS)
DECK: Final = tuple(c.deck for c in CARDS)
KEY: Final = tuple(c.key for c in CARDS)
IS_AQUEDUCT: Final = tuple(c.category == "aqueduct" for c in CARDS)

STARTING = {col: tuple(c.id for c in CARDS if c.deck == "start" and c.colour == col)
            for col in COLOURS}
SHRINE = {c.colour: c.id for c in CARDS if c.deck == "shrine"}
INFLUENCE = {c.value: c.id for c in CARDS if c.deck == "influence"}
DECK_CARDS: Final = {d: tuple(c.id for c in CARDS if c.deck == d) for d in DECKS}
#: Every card name a move may use, lower-cased, to the name as printed.
NAMES = {c.name.lower(): c.name for c in CARDS if c.deck != "influence"}


def card(i: int) -> Card:
    return CARDS[i]

"""The card catalogue: what each physical card is, per edition.

Zones in the state hold integer card ids only. A `Deck` maps every id to its name, material,
role and value, so the state stays small and cheap to copy while the facts live here once.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path

MATERIALS = ("Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble")
ROLES = ("Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron")
ROLE_OF = dict(zip(MATERIALS, ROLES))
MATERIAL_OF = dict(zip(ROLES, MATERIALS))
VALUE = {"Rubble": 1, "Wood": 1, "Brick": 2, "Concrete": 2, "Stone": 3, "Marble": 3}
JACK = "Jack"

_DATA = Path(__file__).parent / "data" / "cards.csv"


@dataclass(frozen=True)
class CardType:
    """One kind of Order card in one edition."""

    name: str
    material: str
    copies: int
    text: str

    @property
    def role(self) -> str:
        return ROLE_OF[self.material]

    @property
    def value(self) -> int:
        return VALUE[self.material]


@cache
def card_types(edition: str) -> tuple[CardType, ...]:
    """The 40 building cards of an edition, in catalogue order."""
    with _DATA.open(newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["edition"] == edition]
    if not rows:
        raise ValueError(f"no cards for edition {edition!r}")
    return tuple(CardType(r["name"], r["material"], int(r["copies"]), r["text"]) for r in rows)


class Deck:
    """Every physical card of one edition, by id: Order cards first, then the Jacks.

    Ids are stable for an edition: the same id always names the same card, which is why a
    hidden card must never leave the engine with its id.
    """

    def __init__(self, edition: str, jacks: int):
        self.edition = edition
        self.types = card_types(edition)
        names: list[str] = []
        materials: list[str | None] = []
        for t in self.types:
            names += [t.name] * t.copies
            materials += [t.material] * t.copies
        self.order_count = len(names)
        names += [JACK] * jacks
        materials += [None] * jacks
        self.name: tuple[str, ...] = tuple(names)
        self.material: tuple[str | None, ...] = tuple(materials)
        self.role: tuple[str | None, ...] = tuple(ROLE_OF[m] if m else None for m in materials)
        #: ROLES.index of each card's role, -1 for a Jack (for counting roles in a hand fast)
        self.role_index: tuple[int, ...] = tuple(ROLES.index(r) if r else -1 for r in self.role)
        self.value: tuple[int, ...] = tuple(VALUE[m] if m else 0 for m in materials)
        self.text = {t.name: t.text for t in self.types}
        self.type_of = {t.name: t for t in self.types}

    @property
    def size(self) -> int:
        return len(self.name)

    def is_jack(self, card: int) -> bool:
        return card >= self.order_count

    def card_json(self, card: int) -> dict:
        """A card as the view shows it."""
        return {
            "id": card,
            "name": self.name[card],
            "material": self.material[card],
            "role": self.role[card],
            "value": self.value[card],
        }


@cache
def deck_for(edition: str, jacks: int) -> Deck:
    return Deck(edition, jacks)

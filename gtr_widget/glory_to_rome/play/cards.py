"""The card catalogue: what each physical card is, per edition.

Zones in the state hold integer card ids only. A `Deck` maps every id to its name, material,
role and value, so the state stays small and cheap to copy while the facts live here once.
"""

from __future__ import annotations

import csv
import sys
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

MATERIALS: Final = ("Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble")
ROLES: Final = ("Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron")
ROLE_OF: Final = dict(zip(MATERIALS, ROLES))
MATERIAL_OF: Final = dict(zip(ROLES, MATERIALS))
VALUE: Final = {"Rubble": 1, "Wood": 1, "Brick": 2, "Concrete": 2, "Stone": 3, "Marble": 3}
JACK: Final = "Jack"

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


#: Card sets made from another by swapping types: the Spanish printing is the second-edition
#: set whose Circo works as the Crane and whose Foro works as the Forum Romanum (002:761-762,
#: 818-820); with its alternate "original" cards it is the second-edition set itself (002:30-32,
#: 002:44-49). The cards keep the English name of the function they carry; `names_es.csv`
#: gives each its Spanish name.
DERIVED = {
    "gloria": ("imperium", {"Circus": ("republic", "Crane"),
                            "Forum": ("republic", "Forum Romanum")}),
    "gloria_original": ("imperium", {}),
}


@cache
def card_types(edition: str) -> tuple[CardType, ...]:
    """The building cards of a card set (40 per edition, 10 in "geek"), in catalogue order."""
    if edition in DERIVED:
        base, swaps = DERIVED[edition]
        out = []
        for t in card_types(base):
            if t.name in swaps:
                t = next(x for x in card_types(swaps[t.name][0]) if x.name == swaps[t.name][1])
            out.append(t)
        return tuple(out)
    with _DATA.open(newline="", encoding="utf-8") as f:
        rows = [r for r in csv.DictReader(f) if r["edition"] == edition]
    if not rows:
        raise ValueError(f"no cards for edition {edition!r}")
    # names and materials interned: the rules compare them with the literals of the code
    # ("Marble", a Site's key) at every decision, and equal strings compare by identity first
    return tuple(CardType(sys.intern(r["name"]), sys.intern(r["material"]), int(r["copies"]),
                          r["text"]) for r in rows)


def card_sets(rules) -> tuple[str, ...]:
    """The card sets a game's deck is made of, from its rules."""
    base = "gloria_original" if rules.gloria_original_cards else rules.edition
    return (base, "geek") if rules.geek else (base,)


def inner(book: dict[Any, Any], key: object) -> dict[Any, Any]:
    """The dict kept under `key` in `book`, made empty at first use (the levels of a memo)."""
    found = book.get(key)
    if found is None:
        found = book[key] = {}
    return found


def by_part(book: dict[str, list[dict[int, Any]]], key: str, part: int) -> dict[int, Any]:
    """The dict kept at index `part` (a small int or a bool) of the list under `key` in
    `book`, made empty at first use: the last level of a memo, found by index, not hashed."""
    parts = book.get(key)
    if parts is None:
        parts = book[key] = []
    while len(parts) <= part:
        parts.append({})
    return parts[part]


class Deck:
    """Every physical card of one edition, by id: Order cards first, then the Jacks.

    Ids are stable for an edition: the same id always names the same card, which is why a
    hidden card must never leave the engine with its id.
    """

    def __init__(self, edition: str, jacks: int, sets: tuple[str, ...] = ()):
        self.edition = edition
        self.types = sum((card_types(x) for x in sets or (edition,)), ())
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
        #: Each card's role as one count in a six-bit field per role (0 for a Jack): a hand's
        #: roles are counted by adding these (leading.py), with no shift per card
        self.role_unit: tuple[int, ...] = tuple(1 << (6 * r) if r >= 0 else 0
                                                for r in self.role_index)
        self.value: tuple[int, ...] = tuple(VALUE[m] if m else 0 for m in materials)
        #: Each card's name as one bit of an int (a number per name, the Jacks' last), so
        #: that finding the different names of a zone ORs bits, not hashing strings
        number = {n: i for i, n in enumerate(dict.fromkeys(names))}
        self.name_bit: tuple[int, ...] = tuple(1 << number[n] for n in names)
        self.text = {t.name: t.text for t in self.types}
        self.type_of = {t.name: t for t in self.types}
        #: What other modules work out once per deck, by name (the power of each card, the
        #: log's card words...): a deck is shared by every state of its edition.
        self.memo: dict[str, Any] = {}
        #: Moves already made, by what defines them (verb, cards, role...): a move is an
        #: immutable value, so each card's moves are built once per deck, not per decision.
        #: Kept by kind, name and part (`table`): two levels of texts, then a list by part
        #: (a small int), not one tuple key built and hashed at every ask.
        self.move_book: dict[str, dict[str, list[dict[int, Any]]]] = {}
        #: Pool and stockpile moves by verb and zone word, each at 2 * card (+ 1 naming it)
        self.take_book: dict[str, dict[str, list[Any]]] = {}
        #: The same for the hottest lookups, by card id (no tuple key to build and hash): each
        #: card's lead moves, its follow move by led role, and petitions (leading.py)
        self.lead_book: list[tuple | None] = [None] * len(names)
        self.follow_book: dict[str, list[Any]] = {}
        #: bits per card in a petition group's key: every id + 1 fits in them
        self.id_bits: int = len(names).bit_length()
        #: Petitions already made, by the group of card ids they come from (leading.py). Every
        #: hand brings new groups, so unlike the tables above this memo never stops growing:
        #: it is emptied whenever it holds `memo_limit` entries (some 25,000 random games),
        #: which keeps a long simulation's heap bounded. A smaller limit costs speed: at 20,000
        #: entries a game took 3.7% more instructions over 2,000 games (docs/performance.md).
        self.petition_memo: dict[tuple, Any] = {}
        self.memo_limit: int = 100_000
        #: The petitions of each group, by verb, led role ("": the leader picks) and size,
        #: then by the group's code (leading.py): nested as `move_book` is
        self.petition_tables: dict[str, dict[str, list[dict[int, tuple]]]] = {}

    def forget_petitions(self) -> None:
        """Empty the petition memo and tables (`petition_memo` says when)."""
        self.petition_memo.clear()
        self.petition_tables.clear()

    @property
    def size(self) -> int:
        return len(self.name)

    def table(self, kind: str, name: str = "", part: int = 0) -> dict[int, Any]:
        """The moves kept under `kind` ("lay", "add", a verb...), `name` (a verb, a zone) and
        `part` (a cost, a flag) in `move_book`, by int slot (what the slot means is the
        caller's: card, structure, wording), made empty at first use. A dict, not a list of
        every slot: most slots are never met, and the collector walks a list's every slot at
        each full collection."""
        return by_part(inner(self.move_book, kind), name, part)

    def petition_table(self, verb: str, role: str | None, size: int) -> dict[int, tuple]:
        """The petitions kept for this verb, led role and size, by the code of a role's group
        (leading.py); the memo and every table are emptied together at `memo_limit`."""
        if len(self.petition_memo) >= self.memo_limit:
            self.forget_petitions()
        return by_part(inner(self.petition_tables, verb), role or "", size)

    def slots(self, verb: str, where: str, width: int) -> list[Any]:
        """The moves kept for `verb` and zone word `where` in `take_book`: a list of `width`
        slots (None until made), for tables every card's slot is met in."""
        by_where = inner(self.take_book, verb)
        found = by_where.get(where)
        if found is None:
            found = by_where[where] = [None] * width
        return found

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
def deck_for(edition: str, jacks: int, sets: tuple[str, ...] = ()) -> Deck:
    return Deck(edition, jacks, sets)


def deck_of(rules) -> Deck:
    """The deck a game with these rules is played with (the Geek cards included if chosen)."""
    return deck_for(rules.edition, rules.jacks_total, card_sets(rules))


_NAMES_ES = Path(__file__).parent / "data" / "names_es.csv"


@cache
def spanish_names(kind: str = "card") -> dict[str, str]:
    """English name -> the Spanish printing's name (002), for cards, materials or roles.

    The table's language setting shows these; the rules compare them only to find the first
    player of a Spanish game (002:265-267).
    """
    with _NAMES_ES.open(newline="", encoding="utf-8") as f:
        return {r["english"]: r["spanish"] for r in csv.DictReader(f) if r["kind"] == kind}


def alphabetical_key(name: str, language: str = "en") -> str:
    """How a card name sorts for the first player: in the language's own names, accents
    ignored (Ínsula sorts as Insula), case ignored."""
    if language != "es":
        return name  # the English names, compared as they are
    name = spanish_names().get(name, name)
    plain = unicodedata.normalize("NFKD", name)
    return "".join(ch for ch in plain if not unicodedata.combining(ch)).casefold()

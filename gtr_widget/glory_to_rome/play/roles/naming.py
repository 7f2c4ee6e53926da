"""Which card a move takes, when the words alone (a role, a material) would fit several.

A Pool, stockpile or vault card is offered by its role or material ("Legionary", "Brick").
Cards of one name are interchangeable, but two names of one material are not (one may be
wanted later as that building, or shown to a Legionary), so where a zone holds different
names for the same words each move names its card: "patron: Legionary from pool (Fountain)".
Where the words fit only one name, the short text stays, as before.
"""

from __future__ import annotations

from ....core.moves import Move, new_move
from ..reasons import Why, refuse
from ..state import State


def choices(s: State, zone: list[int], column: tuple) -> list[tuple[str, int, str | None]]:
    """(key, card, name or None) for each different card of `zone`, keyed by `column`
    (`deck.material` or `deck.role`, Jacks skipped): the name is given only where the key
    holds several names, in zone order."""
    deck = s.deck
    number = deck.name_number
    seen = 0  # a bit per name number
    by_key: dict[str, list[int]] = {}  # the first card of each name, by key in zone order
    for c in zone:
        bit = 1 << number[c]
        if seen & bit:
            continue
        seen |= bit
        key = column[c]
        if key is not None:
            group = by_key.get(key)
            if group is None:
                by_key[key] = [c]
            else:
                group.append(c)
    names = deck.name
    out: list[tuple[str, int, str | None]] = []
    for key, group in by_key.items():
        if len(group) == 1:
            out.append((key, group[0], None))
        else:
            out += [(key, c, names[c]) for c in group]
    return out


def with_name(text: str, name: str | None) -> str:
    """A move's text, naming its card where the words fit several: "... from pool (Fountain)"."""
    return f"{text} ({name})" if name else text


def taking(s: State, verb: str, found: list[tuple[str, int, str | None]], where: str,
           role: bool = False) -> list[Move]:
    """One move per card `choices` found: "patron: Legionary from pool", "(Fountain)" added
    where the words fit several names; `role`: the key is the move's role. Each move is made
    once per deck, verb and zone: its card and whether it names the card decide its text
    (kept under 2 * card, plus 1 where it names the card)."""
    book = s.deck.move_book
    made: dict[int, Move] | None = book.get((verb, where))
    if made is None:
        made = book[verb, where] = {}
    out: list[Move] = []
    for key, c, name in found:
        number = 2 * c + (name is not None)
        m = made.get(number)
        if m is None:
            m = made[number] = new_move(
                verb, with_name(f"{verb}: {key} from {where}", name), (c,), key if role else None)
        out.append(m)
    return out


def ambiguous(why: Why, move: Move, key: str, options: list[tuple[str, int, str | None]],
              where: str, named, cite: str) -> None:
    """Refuse the short text of a key several names answer: say which card to name
    (`named(name)`: the full text for one of them; `cite`: the rule of the action)."""
    if why is None:
        return
    names = [n for k, _, n in options if k == key and n is not None]
    if names:
        refuse(why, move, f"{where} holds different {key} cards ({', '.join(names)}): say "
                          f"which card you take, e.g. {named(names[0])!r} ({cite})")

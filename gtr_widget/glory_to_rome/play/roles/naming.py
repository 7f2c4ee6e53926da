"""Which card a move takes, when the words alone (a role, a material) would fit several.

A Pool, stockpile or vault card is offered by its role or material ("Legionary", "Brick").
Cards of one name are interchangeable, but two names of one material are not (one may be
wanted later as that building, or shown to a Legionary), so where a zone holds different
names for the same words each move names its card: "patron: Legionary from pool (Fountain)".
Where the words fit only one name, the short text stays, as before.
"""

from __future__ import annotations

from ....core.kept import inert
from ....core.moves import Move, new_move
from ..cards import MATERIALS, ROLES, Deck
from ..reasons import Why, refuse
from ..state import State


def choices(s: State, zone: list[int], column: tuple) -> list[tuple[str, int, str | None]]:
    """(key, card, name or None) for each different card of `zone`, keyed by `column`
    (`deck.material` or `deck.role`, Jacks skipped): the name is given only where the key
    holds several names, in zone order."""
    deck = s.deck
    name_bit = deck.name_bit
    seen = 0  # a bit per name (Deck.name_bit)
    by_key: dict[str, list[int]] = {}  # the first card of each name, by key in zone order
    for c in zone:
        bit = name_bit[c]
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
    made = s.deck.table(verb, where)
    out: list[Move] = []
    for key, c, name in found:
        number = 2 * c + (name is not None)
        m = made.get(number)
        if m is None:
            m = made[number] = inert(new_move(
                verb, with_name(f"{verb}: {key} from {where}", name), (c,), key if role else None))
        out.append(m)
    return out


def grouped_firsts(deck: Deck, zone: list[int]) -> list[list[int]]:
    """What `choices` works out, as ints: the first card of each name in zone order (Jacks
    skipped), grouped by key (a card's role and material share one index: ROLE_OF pairs them
    in order), the groups in order of first appearance, each in zone order; a group of
    several cards is a key several names answer (its moves name their card). One pass, no
    counters: this runs at every Patron, Laborer, Merchant and Architect decision, over the
    whole Pool or stockpile."""
    index = deck.role_index
    name_bit = deck.name_bit
    seen = 0  # a bit per name (Deck.name_bit)
    by_key: list[list[int] | None] = [None, None, None, None, None, None]
    out: list[list[int]] = []
    for c in zone:
        bit = name_bit[c]
        if seen & bit:
            continue
        seen |= bit
        k = index[c]
        if k < 0:
            continue
        group = by_key[k]
        if group is None:
            group = by_key[k] = [c]
            out.append(group)
        else:
            group.append(c)
    return out


def take_moves(s: State, verb: str, zone: list[int], where: str, by_role: bool) -> list[Move]:
    """`taking(s, verb, choices(s, zone, column), where, by_role)`, the same moves in the same
    order, without the (key, card, name) tuples and the dict of keys: asked at every Patron,
    Laborer and Merchant decision, when no refusal is wanted."""
    deck = s.deck
    table = deck.slots(verb, where, 2 * deck.size)
    keys = ROLES if by_role else MATERIALS
    out: list[Move] = []
    for group in grouped_firsts(deck, zone):
        named = 1 if len(group) > 1 else 0
        for c in group:
            m = table[2 * c + named]
            if m is None:
                key = keys[deck.role_index[c]]
                m = table[2 * c + named] = inert(new_move(
                    verb, with_name(f"{verb}: {key} from {where}", deck.name[c] if named else None),
                    (c,), key if by_role else None))
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


def refuse_short_takes(why: list, verb: str, keys: tuple[str, ...],
                       found: list[tuple[str, int, str | None]], where: str, zone: str,
                       missing: str, cite: str, by_role: bool = False) -> None:
    """Refuse "<verb>: <key> <where>" for each material (or role) in `keys`: when the zone
    holds none of it (`missing`, with "{}" for the key), or when several names answer it
    (then the player must say which card)."""
    held = {k for k, _, _ in found}
    for key in keys:
        short = Move(verb, f"{verb}: {key} {where}", role=key if by_role else None)
        if key not in held:
            refuse(why, short, missing.format(key))
        else:
            ambiguous(why, short, key, found, zone, lambda n, t=short.text: with_name(t, n),
                      cite)

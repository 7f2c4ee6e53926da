"""What a seat may lead or follow with: a card of the role, a Jack, a petition, a way a
building adds, or thinking instead (003:112-145; 000:125-173). Each generator also refuses,
with the rule's reason, the plays a player might try (reasons.py)."""

from __future__ import annotations

from itertools import combinations
from typing import Final, cast

from ...core.kept import inert
from ...core.moves import Move, new_move
from ...core.protocol import Candidate
from .cards import ROLES, Deck
from .powers import hooks, inactive
from .reasons import Why, absent_names, article, mark, refuse, withhold
from .roles.thinker import add_think_moves
from .state import State

NO_PETITION: Final = ("this game has no petitions: several cards of one role stand for a Jack "
                      "only by a building's function (000:498)")
_HEADS: Final = {"follow": "follow:", "more": "also play:"}


def _head(verb: str, led: str) -> str:
    """How a petition's text begins: "lead Architect:", "follow:", "also play:"."""
    return f"lead {led}:" if verb == "lead" else _HEADS[verb]


def petition_refusal(size: int | None, k: int, also: int | None = None) -> str | None:
    """Why `k` cards of one role are not a petition when petitions take `size` (or `also`,
    the rulebook's size a Circus lowered), or None."""
    if size is None:
        return NO_PETITION
    if k != size and k != also:  # two cards (003:133), three in Imperium (003:646)
        cite = "003:646" if size == 3 else "003:133"
        sizes = f"{size} or {also}" if also else f"{size}"
        return f"a petition is {sizes} cards of one role played as a Jack ({cite})"
    return None


def petition_size(s: State, seat: int) -> int | None:
    """How many cards of one role make a petition for this seat: the rulebook's (None: no
    petitions), as its powers may lower it (a Circus, 003:399)."""
    size = s.rules.petition_size
    for pw in hooks(s, seat, "petition_size"):
        size = pw.petition_size(s, seat, size)
    return size


def petitions(s: State, seat: int, role: str | None, verb: str, why: Why = None) -> list[Move]:
    """N Order cards of one role played as a Jack (003:133). `role` None: leader picks it.

    Cards of one name are interchangeable, so each multiset of names is offered once. A power
    that lowers the size (a Circus) leaves the rulebook's size allowed: it says "may"
    (003:399).
    """
    out: list[Move] = []
    add_petitions(s, seat, role, verb, why, out)
    return out


def add_petitions(s: State, seat: int, role: str | None, verb: str, why: Why,
                  out: list[Move]) -> None:
    """`petitions`, appended to `out` (a lead or follow builds one list, not several)."""
    hand = s.players[seat].hand
    base = s.rules.petition_size
    size = petition_size(s, seat)
    also = base if base and size and base > size else None
    if why is not None:
        for k in (2, 3):  # the petition sizes of the rulebooks: the other one is refused
            reason = petition_refusal(size, k, also)
            if reason is not None:
                why.extend(Candidate(m, reason) for m in _combos(s, hand, k, role, verb))
    if not size or len(hand) < size:
        return
    _add_combos(s, hand, size, role, verb, out)
    if also and len(hand) >= also:
        _add_combos(s, hand, also, role, verb, out)


def _combos(s: State, hand: list[int], size: int, role: str | None, verb: str) -> list[Move]:
    """The moves playing `size` Order cards of one role from `hand` as a Jack."""
    out: list[Move] = []
    _add_combos(s, hand, size, role, verb, out)
    return out


def _add_combos(s: State, hand: list[int], size: int, role: str | None, verb: str,
                out: list[Move]) -> None:
    """`_combos`, appended to `out`.

    Each role's cards in hand order (a group) are keyed by one int, their ids + 1 in
    `deck.id_bits` bits each, so a decision looks its petitions up without building a tuple.
    A first pass counts the roles in one int (six bits a role, each card adding its
    `Deck.role_unit`: no deck has 64 cards of one role); only the roles with enough cards get
    a key, in a second pass (the compiled loop then boxes no int and fills no list; most
    hands have no role often enough).
    """
    deck = s.deck
    role_index = deck.role_index
    role_unit = deck.role_unit
    counts = 0
    for c in hand:
        counts += role_unit[c]
    table: dict[int, tuple] | None = None
    bits = deck.id_bits
    r = -1
    while counts:  # each role's count in turn, the lowest six bits first
        r += 1
        count = counts & 63
        counts >>= 6
        if count < size:
            continue
        if table is None:
            table = deck.petition_table(verb, role, size)
        code = 0
        for c in hand:
            if role_index[c] == r:
                code = (code << bits) | (c + 1)
        ms = table.get(code)
        if ms is None:
            ms = table[code] = inert(_group_moves(
                deck, tuple([c for c in hand if role_index[c] == r]), size, role, verb))
        out.extend(ms)


def _group_moves(deck: Deck, group: tuple[int, ...], size: int, role: str | None, verb: str
                 ) -> tuple[Move, ...]:
    """Every petition of `size` cards of `group` (one role's cards, in hand order), each led
    role in turn where the leader picks it."""
    book = deck.petition_memo
    if len(group) == size:  # one way only, the whole group (most groups are a pair)
        return _combo_moves(deck, _whole(deck.name, group), role, verb)
    found = book.get(("petition", size, group))
    if found is None:
        found = book["petition", size, group] = _distinct(deck.name, group, size)
    out: list[Move] = []
    for combo in found:
        out += _combo_moves(deck, combo, role, verb)
    return tuple(out)


def _combo_moves(deck: Deck, combo: tuple[int, ...], role: str | None, verb: str
                 ) -> tuple[Move, ...]:
    """The petitions playing the cards `combo`, made once per deck (a group as large as its
    petition returns this very tuple, which is already off the collector's lists)."""
    book = deck.petition_memo
    ms = book.get((verb, combo, role))
    if ms is None:
        listed = " + ".join([deck.name[c] for c in combo])
        ms = book[verb, combo, role] = inert(tuple([
            new_move(verb, f"{_head(verb, led)} petition {listed}", combo, led,
                     data=("petition",))
            for led in ([role] if role else ROLES)]))
    return ms


def _whole(names: tuple[str, ...], group: tuple[int, ...]) -> tuple[int, ...]:
    """`_distinct`'s one way when the group is as large as the petition: its cards in the
    order of their names (cards of one name keep hand order)."""
    if len(group) == 2:
        a, b = group[0], group[1]
        return group if names[a] <= names[b] else (b, a)
    return tuple(_by_name(names, group))


def _by_name(names: tuple[str, ...], group: tuple[int, ...]) -> list[int]:
    """The cards of `group` in the order of their names; cards of one name keep hand order."""
    return [c for _, _, c in sorted([(names[c], i, c) for i, c in enumerate(group)])]


def _distinct(names: tuple[str, ...], group: tuple[int, ...], size: int
              ) -> tuple[tuple[int, ...], ...]:
    """The cards of each way to pick `size` cards of `group` (one role's cards, in hand
    order) that differs in names: names in order, the first cards of each."""
    ordered = _by_name(names, group)
    seen: set[tuple[str, ...]] = set()
    out = []
    for combo in combinations(ordered, size):
        key = tuple([names[c] for c in combo])
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return tuple(out)


def _other_ways(s: State, seat: int, role: str | None, verb: str, why: Why,
                out: list[Move]) -> list[Move]:
    """Besides a card of the role or a Jack: a petition, a way a building adds, or thinking
    instead; appended to `out`, which is returned."""
    add_petitions(s, seat, role, verb, why, out)
    for pw in hooks(s, seat, "lead_moves"):
        out += pw.lead_moves(s, seat, verb == "lead", why)
    if why is not None:
        for pw in inactive(s, seat, "lead_moves"):
            since = mark(why)
            withhold(why, pw.not_owned(), pw.lead_moves(s, seat, verb == "lead", why), since)
    add_think_moves(s, seat, True, why, out)
    return out


def not_in_hand(s: State, why: list, present: set[str], verb: str, text, cite: str) -> None:
    """Refuse the texts naming cards the hand does not hold (`text(name)`: the texts): cards
    are played from the hand (`cite`)."""
    for name in absent_names(s, present):
        for t in text(name):
            refuse(why, Move(verb, t), f"no {name} in your hand: cards are played from the "
                                       f"hand ({cite})")


def lead_moves(s: State, seat: int, why: Why = None) -> list[Move]:
    deck = s.deck
    by_card = deck.lead_book
    name_bit = deck.name_bit
    hand = s.players[seat].hand
    out: list[Move] = []
    seen = 0  # a bit per name (Deck.name_bit): each name is offered once
    for c in hand:
        bit = name_bit[c]
        if seen & bit:
            continue
        seen |= bit
        ms = by_card[c]
        if ms is None:
            name = deck.name[c]
            if deck.is_jack(c):
                ms = tuple(Move("lead", f"lead {r}: Jack", (c,), r) for r in ROLES)
            else:
                ms = (Move("lead", f"lead {deck.role[c]}: {name}", (c,), deck.role[c]),)
            by_card[c] = inert(ms)
        out += ms
    if why is not None:
        _refuse_leads(s, hand, why)
    return _other_ways(s, seat, None, "lead", why, out)


def _refuse_leads(s: State, hand: list[int], why: list) -> None:
    """The leads a player might try with this hand, refused (apart from `lead_moves`, whose
    hot path then makes no closure)."""
    deck = s.deck
    names = _first_names(deck, hand)
    for c in names.values():
        if not deck.is_jack(c):
            name, own = deck.name[c], deck.role[c]
            for r in ROLES:
                if r != own:
                    refuse(why, Move("lead", f"lead {r}: {name}", (c,), r),
                           f"{article(name)} leads its own role, {own}; only a Jack or a "
                           "petition leads any role (003:127)")
    not_in_hand(s, why, set(names), "lead", lambda n: [f"lead {r}: {n}" for r in (
        ROLES if n == "Jack" else (deck.type_of[n].role,))], "003:115")


def _first_names(deck: Deck, hand: list[int]) -> dict[str, int]:
    """The first card of each name in `hand`, in hand order (for refusals only)."""
    names: dict[str, int] = {}
    for c in hand:
        names.setdefault(deck.name[c], c)
    return names


def follow_moves(s: State, seat: int, why: Why = None) -> list[Move]:
    deck = s.deck
    role = cast(str, s.role)  # led before anyone follows
    by_card = deck.follow_book.get(role)
    if by_card is None:
        by_card = deck.follow_book[role] = [None] * deck.size
    name_bit = deck.name_bit
    role_of = deck.role
    order = deck.order_count
    hand = s.players[seat].hand
    out: list[Move] = []
    seen = 0  # a bit per name (Deck.name_bit): each name is offered once
    for c in hand:
        bit = name_bit[c]
        if seen & bit:
            continue
        seen |= bit
        if c >= order or role_of[c] == role:  # a Jack, or a card of the role
            m = by_card[c]
            if m is None:
                m = by_card[c] = inert(Move("follow", f"follow: {deck.name[c]}", (c,), role))
            out.append(m)
    if why is not None:
        _refuse_follows(s, hand, role, why)
    return _other_ways(s, seat, role, "follow", why, out)


def _refuse_follows(s: State, hand: list[int], role: str, why: list) -> None:
    """The follows a player might try with this hand, refused (as `_refuse_leads`)."""
    deck = s.deck
    names = _first_names(deck, hand)
    for name, c in names.items():
        if not (deck.is_jack(c) or deck.role[c] == role):
            refuse(why, Move("follow", f"follow: {name}", (c,), role), wrong_role(role))
    not_in_hand(s, why, set(names), "follow", lambda n: [f"follow: {n}"], "003:118")


def wrong_role(role: str) -> str:
    return f"follow {role} with {article(role)} card, a Jack or a petition (003:116, 003:127)"

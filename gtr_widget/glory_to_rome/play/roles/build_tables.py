"""Lay and add moves from per-card tables, when no refusal is asked (building.py).

`lay_moves` and `add_moves` with `why` work out every legal move and every refusal; while
advancing, only the legal moves count, and they are asked at every Architect and Craftsman
decision. These give the same moves in the same order without the name dicts, the set of
fitting materials per structure, or the move's text: each move is made once per deck and
kept in a dict at an int slot its card, structure and wording decide.
(`tests/test_build_tables.py` pins them against the general path on any hand and table.)
"""

from __future__ import annotations

from ....core.kept import inert
from ....core.moves import Move, new_move
from ..cards import MATERIALS, Deck
from ..construction import (
    MATERIAL_INDEX,
    OWN_FITS,
    OWN_SITES,
    fit_mask,
    out_of_town_cost,
    out_of_town_refusal,
    own_answers,
    site_options,
)
from ..powers import hooks
from ..state import State
from .naming import grouped_firsts


def lay_text(verb: str, name: str, own: str | None, site: str, far: bool) -> str:
    """The notation of laying `name` (of material `own`) on a `site` Site, out of town when
    `far`: "craftsman: lay Wall on Brick site out of town"."""
    on = "" if site == own else f" on {site} site"
    return f"{verb}: lay {name}{on}{' out of town' if far else ''}"


def fast_lay_moves(s: State, seat: int, verb: str, left: int,
                   cards: dict[str, int] | None) -> list[Move]:
    """`lay_moves(s, seat, verb, left, None, cards)`: foundations from the hand (or `cards`)
    on a Site in town, or out of town with `left` actions when it takes that many."""
    out: list[Move] = []
    deck = s.deck
    name_bit = deck.name_bit
    orders = deck.order_count
    index = deck.role_index  # a card's role and material share one index (ROLE_OF)
    built = 0  # a bit per name the seat has a foundation or structure of (003:213-216)
    for b in s.players[seat].buildings:
        built |= name_bit[b.foundation]
    cost = out_of_town_cost(s, seat)
    table = deck.table("lay", verb, cost)
    widen = hooks(s, seat, "site_materials")
    candidates = s.players[seat].hand if cards is None else list(cards.values())
    own_sites = own_answers(s, OWN_SITES)  # a card whose own power widens its Sites
    seen = 0
    for c in candidates:
        if c >= orders:
            continue  # a Jack is never a foundation (003:129)
        bit = name_bit[c]
        if seen & bit:
            continue  # one move per name: the first card of it
        seen |= bit
        if built & bit:
            continue  # the same-name rule
        if not widen and not own_sites[c]:  # its own material's Site: the index its role has
            _lay_on(s, verb, table, out, c, deck.material[c], index[c], left, cost)
        else:
            for site in site_options(s, seat, c):
                _lay_on(s, verb, table, out, c, site, MATERIAL_INDEX[site], left, cost)
    return out


def _lay_on(s: State, verb: str, table: dict[int, Move], out: list[Move], c: int,
            site: str | None, site_index: int, left: int, cost: int) -> None:
    """The moves laying card `c` on a `site` Site (`site_index`: its place in MATERIALS):
    in town, then out of town."""
    assert site is not None  # an Order card's material, or a power's Site
    slot = 2 * (6 * c + site_index)
    if s.sites[site] > 0:
        m = table.get(slot)
        if m is None:
            m = table[slot] = _new_lay(s, verb, c, site, 0)
        out.append(m)
    if left >= cost and out_of_town_refusal(s, site, left, cost) is None:
        m = table.get(slot + 1)
        if m is None:
            m = table[slot + 1] = _new_lay(s, verb, c, site, cost)
        out.append(m)


def _new_lay(s: State, verb: str, c: int, site: str, cost: int) -> Move:
    deck = s.deck
    return inert(new_move(verb, lay_text(verb, deck.name[c], deck.material[c], site, cost > 0),
                          (c,), data=("lay", site, cost)))


def fast_add_moves(s: State, seat: int, verb: str, source: list[int], by_name: bool,
                   where: str) -> list[Move]:
    """`add_moves(s, seat, verb, source, by_name, where)`: materials from `source` into the
    seat's incomplete structures, hand cards by name, others by material (naming the card
    where the material holds several names)."""
    out: list[Move] = []
    deck = s.deck
    name_bit = deck.name_bit
    buildings = s.players[seat].buildings
    seen = 0
    twice = 0  # a bit per name the seat has two structures of: its label adds the id
    for b in buildings:
        bit = name_bit[b.foundation]
        twice |= seen & bit
        seen |= bit
    widen = hooks(s, seat, "material_fits")
    own_fits = own_answers(s, OWN_FITS)  # the cards whose own power widens what fits them
    index = deck.role_index
    material = deck.material
    targets: list[int] = []  # (foundation * 2 + duplicate name) per incomplete structure
    masks: list[int] = []  # the materials each takes now, a bit per MATERIALS index
    union = 0  # the materials any of them takes
    for b in buildings:
        if not b.complete:
            f = b.foundation
            targets.append(2 * f + (1 if twice & name_bit[f] else 0))
            if widen or own_fits[f]:
                mask = fit_mask(s, seat, b, widen)
            else:  # `fit_mask` without a power: the foundation's material and the Site's
                mask = 1 << index[f]
                if b.site != material[f]:  # a foundation on another material's Site
                    mask |= 1 << MATERIAL_INDEX[b.site]
            masks.append(mask)
            union |= mask
    if not targets:
        return out
    # the different cards of the source as add moves name them, in groups whose cards are
    # named in the label when there are several (by material: the material holds several
    # names; by name: never, each card a group of its own)
    if by_name:
        orders = deck.order_count
        seen = 0
        groups: list[list[int]] = []
        for c in source:
            bit = name_bit[c]
            if c < orders and not seen & bit:
                seen |= bit
                if union >> index[c] & 1:  # a card no structure takes adds nothing
                    groups.append([c])
    else:
        groups = grouped_firsts(deck, source)
    if not groups:
        return out
    size = deck.size
    table = deck.table("add", verb + where, by_name)  # `where` is "" but for an Archway
    n = len(targets)
    for group in groups:
        named = 1 if len(group) > 1 else 0
        for c in group:
            bit = 1 << index[c]
            for t in range(n):
                if masks[t] & bit:
                    target = targets[t]
                    slot = 2 * (2 * ((target >> 1) * size + c) + (target & 1)) + named
                    m = table.get(slot)
                    if m is None:
                        m = table[slot] = _new_add(deck, verb, c, named, by_name, target,
                                                   where)
                    out.append(m)
    return out


def _new_add(deck: Deck, verb: str, c: int, named: int, by_name: bool, target: int,
             where: str) -> Move:
    foundation = target >> 1
    building = deck.name[foundation]
    if target & 1:
        building = f"{building}#{foundation}"
    if by_name:
        label = deck.name[c]
    else:
        mat = MATERIALS[deck.role_index[c]]
        label = f"{mat} ({deck.name[c]})" if named else mat
    return inert(new_move(verb, f"{verb}: add {label}{where} to {building}", (c,),
                          target=foundation, data=("add",), target_kind="building"))

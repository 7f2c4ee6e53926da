"""Architect and Craftsman: lay foundations and add materials (003:207-246).

Both lay a foundation from hand. A Craftsman adds a material from hand, an Architect from the
stockpile; the material must match the foundation unless a power widens it.
"""

from __future__ import annotations

from typing import cast

from ....core.moves import Move, new_move
from ..actions import ROLE_ACTIONS, RoleActions, start_action
from ..cards import MATERIALS
from ..construction import (
    add,
    fitting,
    lay,
    may_lay,
    out_of_town_cost,
    out_of_town_refusal,
    site_options,
)
from ..limits import actions_left, consume
from ..powers import find_building
from ..reasons import Why, absent_names, refuse
from ..stack import Actions
from ..state import Building, State
from ..zones import distinct
from .build_tables import fast_add_moves, fast_lay_moves, lay_text
from .naming import ambiguous, choices


def building_label(s: State, seat: int, b: Building) -> str:
    """A structure's name in notation; the id disambiguates a rare duplicate name."""
    names = s.deck.name
    name = names[b.foundation]
    same = 0  # a loop, not sum() over a generator: asked for every structure at every add
    for x in s.players[seat].buildings:
        if names[x.foundation] == name:
            same += 1
    return name if same == 1 else f"{name}#{b.foundation}"


def _lay_move(s: State, verb: str, name: str, c: int, site: str, cost: int) -> Move:
    """Laying `name` on a `site` Site, out of town when `cost` > 0 (the general path, asked
    with refusals: the legal path's moves are kept per deck in build_tables.py)."""
    return new_move(verb, lay_text(verb, name, s.deck.material[c], site, cost > 0), (c,),
                    data=("lay", site, cost))


def lay_moves(s: State, seat: int, verb: str, left: int, why: Why = None,
              cards: dict[str, int] | None = None) -> list[Move]:
    """Foundations from hand (`cards`, {name: card}: the hand's by default) on a Site in
    town, or out of town with `left` actions when it takes that many (003:211-222)."""
    if why is None:
        return fast_lay_moves(s, seat, verb, left, cards)
    out = []
    cost = out_of_town_cost(s, seat)
    if cards is None:
        hand = s.players[seat].hand
        cards = distinct(s, hand, jacks=True)
        for name in absent_names(s, set(cards)):
            refuse(why, Move(verb, f"{verb}: lay {name}"),
                   f"no {name} in your hand: a foundation always comes from your hand "
                   "(003:211)")
    for name, c in cards.items():
        cannot = may_lay(s, seat, c)
        if cannot:
            refuse(why, Move(verb, f"{verb}: lay {name}", (c,)), cannot)
            continue
        own = s.deck.material[c]
        for site in site_options(s, seat, c):
            if s.sites[site] > 0:
                out.append(_lay_move(s, verb, name, c, site, 0))
            else:
                refuse(why, Move(verb, lay_text(verb, name, own, site, False), (c,)),
                       f"no {site} Site is left in town (003:212)")
            far = out_of_town_refusal(s, site, left, cost)
            if far is None:
                out.append(_lay_move(s, verb, name, c, site, cost))
            else:
                refuse(why, Move(verb, lay_text(verb, name, own, site, True), (c,)), far)
    return out


def add_moves(s: State, seat: int, verb: str, source: list[int], by_name: bool,
              where: str = "", why: Why = None, zone: str = "your hand") -> list[Move]:
    """Materials from `source` (`zone` in reasons) into incomplete structures. Hand cards
    are named, others by material, because only a hand card's name matters later."""
    if why is None:
        return fast_add_moves(s, seat, verb, source, by_name, where)
    out: list[Move] = []
    deck = s.deck
    p = s.players[seat]
    incomplete = [b for b in p.buildings if not b.complete]
    named = []
    if by_name:
        options = distinct(s, source, jacks=True)
    else:  # by material, naming the card where the material has several (naming.py)
        named = choices(s, source, deck.material)
        options = {(f"{k} ({n})" if n else k): c for k, c, n in named}
    # each structure with the materials it takes now and its name in notation
    targets = [(b, fitting(s, seat, b), building_label(s, seat, b)) for b in incomplete]
    for label, c in options.items():
        mat = deck.material[c]
        for b, fit, building in targets:
            if mat in fit:
                out.append(new_move(verb, f"{verb}: add {label}{where} to {building}", (c,),
                                    target=b.foundation, data=("add",), target_kind="building"))
            else:
                refuse(why, Move(verb, f"{verb}: add {label}{where} to {building}", (c,),
                                 target=b.foundation, target_kind="building"),
                       _misfit(s, b, label, mat, fit))
    _refused_adds(s, seat, verb, options, by_name, where, why, zone)
    _refused_short_adds(s, verb, targets, named, where, why, zone)
    return out


def _refused_short_adds(s: State, verb: str, targets: list, named: list, where: str,
                        why: list, zone: str) -> None:
    """Adds by material alone where the source holds several names of it: say which card."""
    for b, fit, building in targets:
        for mat in dict.fromkeys(k for k, _, n in named if n):  # in order: no hash order
            short = Move(verb, f"{verb}: add {mat}{where} to {building}",
                         target=b.foundation, target_kind="building")
            if mat in fit:
                ambiguous(why, short, mat, named, zone.capitalize(),
                          lambda n, m=mat, lb=building: f"{verb}: add {m} ({n}){where} to {lb}",
                          "003:230")
            else:
                refuse(why, short, _misfit(s, b, mat, mat, fit))


def _misfit(s: State, b: Building, label: str, mat: str | None, fit: set[str]) -> str:
    if mat is None:
        return "a Jack is never a material (003:129)"
    what = f"{label} ({mat})" if label != mat else mat
    takes = " or ".join(m for m in MATERIALS if m in fit)
    return (f"{what} does not match the {s.deck.name[b.foundation]} foundation: it takes "
            f"{takes} (003:230-234)")


def _refused_adds(s: State, seat: int, verb: str, options: dict[str, int], by_name: bool,
                  where: str, why: list, zone: str) -> None:
    """Adds to a completed structure, to a structure on the table that is not yours, and of
    materials the source does not hold."""
    names = s.deck.name
    mine = {names[b.foundation] for b in s.players[seat].buildings}
    theirs = {names[b.foundation] for p in s.players for b in p.buildings} - mine
    for name in sorted(theirs):
        for label, c in options.items():
            refuse(why, Move(verb, f"{verb}: add {label}{where} to {name}", (c,)),
                   f"you have no {name} foundation to add to: materials go into your own "
                   "structures (003:230)")
    for b in s.players[seat].buildings:
        label = building_label(s, seat, b)
        if b.complete:
            for name, c in options.items():
                refuse(why, Move(verb, f"{verb}: add {name}{where} to {label}", (c,)),
                       f"the {label} is complete: it takes no more materials (003:238-240)")
        elif not by_name:
            held = {s.deck.material[c] for c in options.values()}
            for mat in MATERIALS:
                if mat not in held:
                    refuse(why, Move(verb, f"{verb}: add {mat}{where} to {label}"),
                           f"no {mat} in {zone} (003:230-234)")


def apply_build(s: State, seat: int, f: Actions, m: Move, role: str, source: list[int]) -> None:
    """Carry out a lay or add move taken from `source`."""
    p = s.players[seat]
    what: str = m.data[0]  # typed: compiled, a str compares by identity first
    if what == "lay":
        _, site, cost = m.data
        spend(s, f, cost or 1)
        lay(s, seat, m.cards[0], site, bool(cost), p.hand)
    else:
        b = find_building(s, seat, cast(int, m.target))
        assert b is not None, m  # an add move names one of the seat's structures
        start_action(s, f)
        add(s, seat, b, m.cards[0], source, role)


def next_block(s: State, f: Actions) -> Actions | None:
    """The seat's action frame that follows this one at once, if it is of the same building
    role: its actions may complete an out-of-town foundation this frame's last action starts.
    Two Craftsman actions or two Architect actions, never one of each: "deux fois
    consécutivement le rôle de l'architecte ou le rôle de l'artisan" (004:316; 003:222;
    rulings A-2)."""
    if not s.rules.out_of_town_across or len(s.stack) < 2 or s.stack[-1] is not f:
        return None
    below = s.stack[-2]
    if isinstance(below, Actions) and below.seat == f.seat and below.role == f.role:
        return below
    return None


def reach(s: State, f: Actions, left: int) -> int:
    """Consecutive building actions the seat has from this one on: this frame's, plus the
    next frame's when this one cannot pay an out-of-town foundation alone."""
    below = next_block(s, f) if left < s.rules.out_of_town_actions else None
    return left + (actions_left(s, below) if below is not None else 0)


def spend(s: State, f: Actions, cost: int) -> None:
    """Take `cost` actions for a foundation: this frame's first, then the next frame's."""
    here = min(cost, actions_left(s, f))
    start_action(s, f, here)
    if cost > here:
        below = next_block(s, f)
        assert below is not None  # `reach` offered the cost only with the next block's actions
        below.open = False  # its action in progress is over: the next is spent here
        consume(s, below, cost - here)
        did = s.players[f.seat].did
        if below.role not in did:
            did.append(below.role)


class Craftsman(RoleActions):
    reads_hand = True  # a foundation or a material comes from the hand

    def moves(self, s: State, seat: int, f: Actions, left: int,
              why: Why = None) -> list[Move]:
        hand = s.players[seat].hand
        return (lay_moves(s, seat, "craftsman", reach(s, f, left), why)
                + add_moves(s, seat, "craftsman", hand, True, why=why))

    def apply(self, s: State, seat: int, f: Actions, m: Move) -> None:
        apply_build(s, seat, f, m, "Craftsman", s.players[seat].hand)


class Architect(RoleActions):
    reads_hand = True  # a foundation comes from the hand

    def moves(self, s: State, seat: int, f: Actions, left: int,
              why: Why = None) -> list[Move]:
        stock = s.players[seat].stockpile
        return (lay_moves(s, seat, "architect", reach(s, f, left), why)
                + add_moves(s, seat, "architect", stock, False, why=why, zone="your stockpile"))

    def apply(self, s: State, seat: int, f: Actions, m: Move) -> None:
        apply_build(s, seat, f, m, "Architect", s.players[seat].stockpile)


ROLE_ACTIONS["Craftsman"] = Craftsman()
ROLE_ACTIONS["Architect"] = Architect()

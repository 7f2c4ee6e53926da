"""Architect and Craftsman: lay foundations and add materials (003:207-246).

Both lay a foundation from hand. A Craftsman adds a material from hand, an Architect from the
stockpile; the material must match the foundation unless a power widens it (a Road).
"""

from __future__ import annotations

from ....core.moves import Move
from ..actions import ROLE_ACTIONS, start_action
from ..construction import (
    add,
    fitting,
    lay,
    may_lay,
    out_of_town_cost,
    out_of_town_open,
    site_options,
)
from ..powers import find_building
from ..state import Building, State
from ..zones import distinct, first_each


def building_label(s: State, seat: int, b: Building) -> str:
    """A structure's name in notation; the id disambiguates a rare duplicate name."""
    name = s.deck.name[b.foundation]
    same = sum(1 for x in s.players[seat].buildings if s.deck.name[x.foundation] == name)
    return name if same == 1 else f"{name}#{b.foundation}"


def lay_moves(s: State, seat: int, verb: str, left: int) -> list[Move]:
    out = []
    cost = out_of_town_cost(s, seat)
    for name, c in distinct(s, s.players[seat].hand).items():
        if may_lay(s, seat, c):
            continue
        own = s.deck.material[c]
        for site in site_options(s, seat, c):
            on = "" if site == own else f" on {site} site"
            if s.sites[site] > 0:
                out.append(Move(verb, f"{verb}: lay {name}{on}", (c,), data=("lay", site, 0)))
            if left >= cost and out_of_town_open(s, site):
                out.append(Move(verb, f"{verb}: lay {name}{on} out of town", (c,),
                                data=("lay", site, cost)))
    return out


def add_moves(s: State, seat: int, verb: str, source: list[int], by_name: bool,
              where: str = "") -> list[Move]:
    """Materials from `source` into incomplete structures. Hand cards are named, others by
    material, because only a hand card's name matters later."""
    out = []
    deck = s.deck
    p = s.players[seat]
    incomplete = [b for b in p.buildings if not b.complete]
    if not incomplete:
        return out
    options = distinct(s, source) if by_name else first_each(source, deck.material)
    fit = {b.foundation: fitting(s, seat, b) for b in incomplete}
    for label, c in options.items():
        mat = deck.material[c]
        for b in incomplete:
            if mat in fit[b.foundation]:
                out.append(Move(verb, f"{verb}: add {label}{where} to "
                                      f"{building_label(s, seat, b)}", (c,), target=b.foundation,
                                data=("add",), target_kind="building"))
    return out


def apply_build(s: State, seat: int, f: dict, m: Move, role: str, source: list[int]) -> None:
    """Carry out a lay or add move taken from `source`."""
    p = s.players[seat]
    if m.data[0] == "lay":
        _, site, cost = m.data
        start_action(s, f, cost or 1)
        lay(s, seat, m.cards[0], site, bool(cost), p.hand)
    else:
        b = find_building(s, seat, m.target)
        start_action(s, f)
        add(s, seat, b, m.cards[0], source, role)


class Craftsman:
    def moves(self, s, seat, f, left):
        hand = s.players[seat].hand
        return lay_moves(s, seat, "craftsman", left) + add_moves(s, seat, "craftsman", hand, True)

    def apply(self, s, seat, f, m):
        apply_build(s, seat, f, m, "Craftsman", s.players[seat].hand)


class Architect:
    def moves(self, s, seat, f, left):
        stock = s.players[seat].stockpile
        return lay_moves(s, seat, "architect", left) + add_moves(
            s, seat, "architect", stock, False)

    def apply(self, s, seat, f, m):
        apply_build(s, seat, f, m, "Architect", s.players[seat].stockpile)


ROLE_ACTIONS["Craftsman"] = Craftsman()
ROLE_ACTIONS["Architect"] = Architect()

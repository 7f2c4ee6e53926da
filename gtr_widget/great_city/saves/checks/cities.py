"""A seat's own things: a city the building rules could have grown, tokens where they can
lie, coins and tokens never below zero, and a hand whose cards its holder knows."""

from __future__ import annotations

from ...play.cards import CARDS, IS_AQUEDUCT, NAME
from ...play.grid import CELL_NAME, COL, LETTERS, MAX_SIDE, NEIGHBOURS, ROW
from ...play.state import Player, State


def city_problem(s: State, seat: int) -> str | None:
    p = s.players[seat]
    who = f"seat {seat}"
    if p.colour != s.rules.colours[seat]:
        return (f"{who} plays {p.colour!r}: with {s.n} players seat {seat} plays "
                f"{s.rules.colours[seat]!r} (001:64, 319)")
    if type(p.coins) is not int or p.coins < 0:
        return f"{who} has {p.coins!r} coins: coins are never negative (001:65, 146, 154)"
    if type(p.influence) is not int or p.influence < 0:
        return (f"{who} has {p.influence!r} influence tokens: tokens are never negative "
                "(001:168, 204)")
    cap = s.rules.influence_token_supply
    if cap is not None and sum(q.influence for q in s.players) > cap:
        return (f"{sum(q.influence for q in s.players)} influence tokens held, more than the "
                f"supply of {cap} (option influence_token_supply, ruling A-6)")
    return _shape(p, who) or _aqueducts(p, who) or _tokens(p, who) or _hand(s, p, seat)


def _shape(p: Player, who: str) -> str | None:
    """Non-empty, within 4 x 4 and in one piece: every building goes orthogonally next to
    one already built (001:160, 164, 176, 178; ruling A-4)."""
    if not p.city:
        return (f"{who}'s city is empty: it starts with two buildings (001:74) and only an "
                "aqueduct replaces one (001:176, 491)")
    cols = [COL[c] for c in p.city]
    rows = [ROW[c] for c in p.city]
    width, height = max(cols) - min(cols) + 1, max(rows) - min(rows) + 1
    if width > MAX_SIDE or height > MAX_SIDE:
        return (f"{who}'s city is {width} wide and {height} tall: a city is at most 4 "
                "buildings wide and 4 tall (001:164, 178; ruling A-4)")
    start = next(iter(p.city))
    reached, todo = {start}, [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n in p.city and n not in reached:
                reached.add(n)
                todo.append(n)
    if len(reached) != len(p.city):
        apart = min(c for c in p.city if c not in reached)
        return (f"{who}'s city is not connected ({CELL_NAME[apart]} is apart from "
                f"{CELL_NAME[start]}): each building goes orthogonally next to one of yours "
                "(001:160, 176)")
    bad = next((c for c in p.city.values() if CARDS[c].category == "influence"), None)
    if bad is not None:
        return f"{who}'s city holds {NAME[bad]}: only buildings are built (001:172)"
    return None


def _aqueducts(p: Player, who: str) -> str | None:
    """At most one aqueduct in each row and each column (001:162, 491, 500)."""
    rows: dict[int, int] = {}
    cols: dict[int, int] = {}
    for cell, card in sorted(p.city.items()):
        if not IS_AQUEDUCT[card]:
            continue
        for line, seen, name in ((ROW[cell], rows, f"row {ROW[cell] + 1}"),
                                 (COL[cell], cols, f"column {LETTERS[COL[cell]]}")):
            if line in seen:
                return (f"{who}'s city has two aqueducts in {name} ({CELL_NAME[seen[line]]} "
                        f"and {CELL_NAME[cell]}): at most one aqueduct in each row and column "
                        "(001:162, 491, 500)")
            seen[line] = cell
    return None


def _tokens(p: Player, who: str) -> str | None:
    """Brick tokens lie on Grain Farms and Vineyards, one each (001:369-371, 381-383); point
    tokens on Thermal Baths (001:481, 487)."""
    built = set(p.city.values())
    if len(set(p.brick_tokens)) != len(p.brick_tokens):
        return f"{who} has two brick tokens on one farm: a token lands only if none is there " \
               "(001:369-371, 381-383)"
    for c in p.brick_tokens:
        if c not in built or "brick" not in CARDS[c].effect:
            return (f"{who} has a brick token on {NAME[c]}{'' if c in built else ' (not built)'}"
                    ": brick tokens lie on its Grain Farms and Vineyards (001:369-371, 379-383)")
    for c in p.points:
        if c not in built or CARDS[c].effect != "baths":
            return (f"{who} has point tokens on {NAME[c]}{'' if c in built else ' (not built)'}"
                    ": point tokens lie on its Thermal Baths (001:477-487)")
    return None


def _hand(s: State, p: Player, seat: int) -> str | None:
    """Who knows each hand card: its holder always (001:83), no seat beyond the players."""
    if set(p.seen) != set(p.hand):
        odd = sorted(set(p.seen) ^ set(p.hand))
        return (f"seat {seat}'s record of who knows its hand cards names card {odd[0]}, "
                "which is not in its hand, or misses one that is")
    for c, mask in p.seen.items():
        if not mask >> seat & 1 or mask >> s.n:
            return (f"seat {seat}'s hand card {c} is known to the seats mask {mask}: its "
                    f"holder knows it (001:83), and there are {s.n} seats")
    return None

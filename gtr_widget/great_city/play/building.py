"""The build action (001:158-182; aqueducts 001:489-508).

Build one card from your hand, paying its brick cost from the strip's and bought bricks first
and then from brick tokens (001:371, 383; ruling A-16: tokens cover whatever shortfall is left;
to keep tokens, buy bricks first). Excess bricks are lost. The building goes on an empty cell
next to your city within the 4x4 limit; an aqueduct may instead replace a building, the
replaced card going to the box with any tokens on it (ruling A-21).
"""

from __future__ import annotations

import re

from .cards import COST, IS_AQUEDUCT, NAME, NAMES
from .copies import copy_to_play, forget_one
from .effects import on_build
from .grid import CELL_NAME, grow, parse_cell, refusal
from .state import State, log

_BUILD = re.compile(r"^\s*build\s+(.+?)\s+at\s+(\S+)\s*$", re.IGNORECASE)


def build_refusal(s: State, card: int, cell: int) -> str | None:
    """Why `card` may not be built on `cell` now, naming the rule; None when it may."""
    p = s.players[s.actor]
    if s.built:
        return "a second build: you may build once per turn, and you have built (001:136, 138)"
    if card not in p.hand:
        return f"{NAME[card]} is not in your hand: you build from your hand (001:172)"
    cost, have, tokens = COST[card], s.bricks, len(p.brick_tokens)
    if cost > have + tokens:
        return (f"too few bricks: {NAME[card]} costs {cost} and you have {have} "
                f"(strip and bought) + {tokens} brick token{'s' * (tokens != 1)}; buy bricks "
                "first, 2 coins each (001:146, 172)")
    aq = IS_AQUEDUCT[card]
    aqueducts = tuple(c for c, i in p.city.items() if IS_AQUEDUCT[i]) if aq else ()
    return refusal(p.city, cell, aq, aqueducts, s.rules.aqueduct_may_replace_aqueduct)


def refusal_for_text(s: State, text: str) -> str | None:
    """Refusals for build texts no candidate has: unknown cards or cells, cards not held."""
    m = _BUILD.match(text)
    if not m:
        return None
    name, cell_text = m.group(1), m.group(2)
    key = NAMES.get(name.strip().lower())
    if key is None:
        return f"no building is called {name!r} (see the card list, 001:354-591)"
    if parse_cell(cell_text) is None:
        return (f"no cell {cell_text!r}: cells run from a1 to f7, the starting buildings at "
                "c4 and d4 (see docs/great-city-view-format.md)")
    return f"{key} is not in your hand: you build from your hand (001:172)"


def build(s: State, card: int, cell: int) -> None:
    """Build a copy of `card`'s name from the actor's hand on `cell` (copies.py)."""
    p = s.mut(s.actor)
    card = copy_to_play(p, card)  # copies are alike: build the one the table knows
    hand = list(p.hand)
    hand.remove(card)
    p.hand = tuple(hand)
    p.seen = forget_one(p.seen, p.hand, card, s.n)
    city = dict(p.city)
    replaced = city.get(cell)
    need = COST[card] - s.bricks
    notes = ""
    if need > 0 or replaced is not None:
        need = max(0, need)
        tokens = list(p.brick_tokens)
        if need and replaced in tokens:  # spend the token that would be lost anyway
            tokens.remove(replaced)
            tokens.insert(0, replaced)
        tokens = tokens[need:]
        if need:
            notes = f" (spending {need} brick token{'s' * (need != 1)})"
        if replaced is not None:
            p.rubble = (*p.rubble, replaced)  # to the box (001:491)
            if replaced in tokens:
                tokens.remove(replaced)
            if replaced in p.points:
                p.points = {k: v for k, v in p.points.items() if k != replaced}
            notes += f" (replacing {NAME[replaced]})"
        p.brick_tokens = tuple(tokens)
    city[cell] = card
    p.city, p.shape = city, grow(p.shape, cell, IS_AQUEDUCT[card])
    s.built, s.bricks = True, 0  # excess bricks are lost (001:170, 172)
    log(s, s.actor, "build", f"{p.name} builds {NAME[card]} at {CELL_NAME[cell]}{notes}",
        (card,), data={"cell": CELL_NAME[cell], "replaced": replaced})
    on_build(s, card, cell)

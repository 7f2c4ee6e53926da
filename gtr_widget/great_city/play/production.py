"""The produce action (001:184-190, 354-383): with 2 cogs, every production building in your
city works once (ruling A-17: none may be skipped; every effect is a gain).

Vegetable Farm: 1 coin. Grain Farm: a brick token on it if none. Sheep Farm: 1 influence
token. Vineyard: 1 coin and a brick token on it if none. Brick tokens stay until spent and
can pay for a build later in the same turn (001:371, 383).
"""

from __future__ import annotations

from typing import Final

from .cards import CARDS
from .influence import gain_influence
from .state import State, log

COGS_TO_PRODUCE: Final = 2  # 001:188


def produce_refusal(s: State) -> str | None:
    if s.produced:
        return "a second produce: you may produce once per turn, and you have (001:136, 138)"
    if s.cogs < COGS_TO_PRODUCE:
        return (f"too few cogs: producing takes 2 and you have {s.cogs}; buy cogs first, "
                "1 coin each (001:150, 188)")
    return None


def produce(s: State) -> None:
    p = s.mut(s.actor)
    coins = influence = 0
    tokens = list(p.brick_tokens)
    for cell in sorted(p.city):
        card = p.city[cell]
        e = CARDS[card].effect
        if CARDS[card].category != "production":
            continue
        if "coin" in e:
            coins += 1
        if "brick" in e and card not in tokens:
            tokens.append(card)
        if e == "influence":
            influence += 1
    new = len(tokens) - len(p.brick_tokens)
    p.coins += coins
    got = gain_influence(s, p, influence)
    p.brick_tokens = tuple(tokens)
    s.cogs, s.produced = 0, True  # unused cogs are lost (001:190, 194)
    log(s, s.actor, "produce", f"{p.name} produces: {coins} coin{'s' * (coins != 1)}, {got} "
        f"influence token{'s' * (got != 1)}, {new} brick token{'s' * (new != 1)}",
        data={"coins": coins, "influence": got, "brick_tokens": new})

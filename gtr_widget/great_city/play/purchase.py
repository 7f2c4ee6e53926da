"""Buying bricks (2 coins each) and cogs (1 coin each) before an action (001:144-156).

A purchase is its own move, made before the action it serves (ruling A-15): bricks only while
the build is still to come, cogs only while the produce is. Since no building costs more than
3 bricks and producing takes 2 cogs, buying beyond that never helps (001:174, 190) and is
refused.
"""

from __future__ import annotations

from typing import Final

from .state import State, log

BRICK_PRICE: Final = 2  # coins a brick (001:146)
COG_PRICE: Final = 1  # coins a cog (001:150)
MAX_BRICKS: Final = 3  # no building costs more (001:174)
MAX_COGS: Final = 2  # producing takes two (001:190)


def buy_refusal(s: State, what: str, n: int) -> str | None:
    coins = s.players[s.actor].coins
    unit = what if n == 1 else what + "s"
    if what == "brick":
        if s.built:
            return "bricks serve only a build, and you have built this turn (001:136, 170)"
        if s.bricks + n > MAX_BRICKS:
            return (f"no more than {MAX_BRICKS} bricks: the dearest building costs 3, so more "
                    f"never helps (001:174); you have {s.bricks}")
        price = BRICK_PRICE * n
    else:
        if s.produced:
            return "cogs serve only producing, and you have produced this turn (001:136, 194)"
        if s.cogs + n > MAX_COGS:
            return (f"no more than {MAX_COGS} cogs: producing takes 2, so more never helps "
                    f"(001:190); you have {s.cogs}")
        price = COG_PRICE * n
    if coins < price:
        return (f"too few coins: {n} {unit} cost {price} and you have {coins} "
                f"(a brick costs 2, a cog 1: 001:146, 150)")
    return None


def buy(s: State, what: str, n: int) -> None:
    p = s.mut(s.actor)
    price = (BRICK_PRICE if what == "brick" else COG_PRICE) * n
    p.coins -= price
    if what == "brick":
        s.bricks += n
    else:
        s.cogs += n
    log(s, s.actor, "buy", f"{p.name} buys {n} {what if n == 1 else what + 's'} for {price} "
        f"coin{'s' * (price != 1)}", data={"what": what, "n": n})

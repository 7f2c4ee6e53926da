"""What happens when a building is built: its stars, and a public building's effect
(001:166-168, 180-182, 436-487).

Effects count the buildings beside the new one at that moment (ruling A-31); the deck I
versions add 1 (001:451, 463, 475, 487). A School or University opens the school decision
(school.py).
"""

from __future__ import annotations

from .cards import CARDS, NAME, STARS
from .grid import neighbours_built
from .influence import gain_influence
from .state import State, log


def on_build(s: State, card: int, cell: int) -> None:
    p = s.mut(s.actor)
    if STARS[card]:  # 001:168, 182
        got = gain_influence(s, p, STARS[card])
        log(s, s.actor, "stars", f"{p.name} takes {got} influence token{'s' * (got != 1)} for "
            f"the star{'s' * (STARS[card] != 1)} on {NAME[card]}")
    c = CARDS[card]
    if not c.effect or c.category != "public":
        return
    k = neighbours_built(p.city, cell) + c.bonus
    if c.effect == "coins":  # Market, Forum Romanum (001:445, 451)
        p.coins += k
        log(s, s.actor, "effect", f"{NAME[card]}: {p.name} takes {k} coin{'s' * (k != 1)}")
    elif c.effect == "influence":  # Arena, Colosseum (001:457, 463)
        got = gain_influence(s, p, k)
        log(s, s.actor, "effect", f"{NAME[card]}: {p.name} takes {got} influence "
            f"token{'s' * (got != 1)}")
    elif c.effect == "baths":  # Thermal Baths, Imperial Thermal Baths (001:481, 487)
        p.points = {**p.points, card: k}
        log(s, s.actor, "effect", f"{NAME[card]}: {k} point token{'s' * (k != 1)} on it")
    elif c.effect == "school":  # School, University (001:469, 475)
        from .school import start_school

        start_school(s, card, k)

"""The upkeep phase (001:95-109, 328) and the end of a round (001:198-217, 338).

Upkeep: turn the top strip over to the bottom, reveal the offer (one card per deck in use, two
with two players), then any influence card now on top of deck I goes beside the deck. End of
round: influence scoring, the first player marker moves clockwise, and after the last round
the game ends.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from .cards import CATEGORY, NAME
from .influence import influence_scoring
from .machine import automatic
from .scoring import finish
from .state import State, log
from .strips import layout, rotate

#: Is a card an influence card (set aside when it comes up: 001:101, 107; ruling A-14).
IS_INFLUENCE: Final = tuple(c == "influence" for c in CATEGORY)


@cache
def emissary_order(first: int, n: int, emissaries: int) -> tuple[int, ...]:
    """Who places each emissary: clockwise from the first player; with two emissaries each,
    one round of placements and then a second (001:113, 332)."""
    return tuple((first + k) % n for _ in range(emissaries) for k in range(n))


def upkeep(s: State) -> None:
    s.round += 1
    r = s.rules
    s.stack = rotate(s.stack)  # 001:97, 103
    decks = dict(s.decks)
    offer: list[int] = []
    before = s.waiting
    waiting = list(before)
    per = r.offer_per_deck
    for d in r.decks:  # 001:99, 105, 328
        cards = decks[d]
        k, got, n = 0, 0, len(cards)
        while got < per and k < n:
            c = cards[k]
            k += 1
            if IS_INFLUENCE[c]:  # met mid-draw: set aside too (ruling A-14)
                waiting.append(c)
                continue
            offer.append(c)
            got += 1
        if d == "I":
            while k < n and IS_INFLUENCE[cards[k]]:  # 001:101, 107
                waiting.append(cards[k])
                k += 1
        decks[d] = cards[k:]
    s.decks, s.offer = decks, tuple(offer)
    new = waiting[len(before):]
    s.waiting = tuple(waiting)
    log(s, None, "upkeep", f"Round {s.round} of {r.rounds}: strip {layout(r, s.stack[0])} "
        f"(from the emperor); offer {', '.join([NAME[c] for c in offer])}"
        + (f"; influence card {', '.join([NAME[c] for c in new])} comes up" if new else ""),
        s.offer)
    s.order = emissary_order(s.first, s.n, r.emissaries)
    s.spaces, s.step, s.phase = (-1,) * 5, 0, "emissary"


automatic("upkeep", upkeep)


def end_round(s: State) -> None:
    influence_scoring(s, final=s.round == s.rules.rounds)  # 001:202-214
    s.first = (s.first + 1) % s.n  # 001:200
    log(s, None, "marker", f"{s.players[s.first].name} takes the first player marker")
    if s.round >= s.rules.rounds:  # 001:217, 338
        finish(s)
    else:
        s.phase = "upkeep"


automatic("end_round", end_round)

"""Fair undo for the Great City (core.protocol.FairUndo; docs/hidden-information.md).

Undoing a move that showed a card of a hidden order (a School or University draw, the offer
and the influence cards dealt at upkeep, the strip turned up) would bring the same cards back
on the next try. So undoing it deals again what no seat has seen: in each deck, the cards no
seat can place keep their deck but change places among themselves; influence cards stay at
their public depths (001:67, 80) and a card put under a deck by a School stays where its owner
knows it is (001:469); strips never turned up are shuffled, each with a random side (001:69,
85). Hands, the offer, cities and the log do not change.
"""

from __future__ import annotations

import random

from .play.cards import CATEGORY
from .play.state import State


def reveals(before: State, after: State) -> bool:
    """Whether the move may have shown someone a hidden card: a deck got shorter (a School's
    draw, the offer, an influence card coming up) or a new round turned up a strip."""
    if after.round != before.round:
        return True
    return any(len(after.decks[d]) < len(cards) for d, cards in before.decks.items())


def unseen_places(s: State, deck: str) -> list[int]:
    """The positions in `deck` whose card no seat can place."""
    seen = s.deck_seen
    return [k for k, c in enumerate(s.decks[deck])
            if CATEGORY[c] != "influence" and not seen.get(c, 0)]


def unseen_strips(s: State) -> list[int]:
    """Stack positions (top first) whose strip has never been on top."""
    k = len(s.stack)
    turned = min(s.round, k - 1)  # the top at setup, then one more each round
    return [i for i in range(1, k - turned)]


def reshuffle_unseen(s: State, rng: random.Random) -> None:
    """Deal again, in place, the deck cards and strips no seat has seen."""
    decks = {}
    for d, cards in s.decks.items():
        places = unseen_places(s, d)
        dealt = [cards[k] for k in places]
        rng.shuffle(dealt)
        new = list(cards)
        for k, c in zip(places, dealt, strict=True):
            new[k] = c
        decks[d] = tuple(new)
    s.decks = decks
    places = unseen_strips(s)
    strips = [s.stack[k] >> 1 for k in places]
    rng.shuffle(strips)
    stack = list(s.stack)
    for k, strip in zip(places, strips, strict=True):
        stack[k] = strip * 2 + rng.randrange(2)
    s.stack = tuple(stack)

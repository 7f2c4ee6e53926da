"""The per-card offers from the hand that several building powers make (a Latrine's discard,
a Dock's or a Bar's card), worked out in the compiled engine: the powers are plain Python,
and a Latrine owner is asked at every Thinker decision."""

from __future__ import annotations

from collections.abc import Callable

from ...core.kept import inert
from ...core.moves import Move
from .reasons import Why, refuse
from .state import State
from .zones import distinct


def hand_cards(s: State, seat: int, why: Why, make: Callable[[str, int], Move],
               jack_reason: str, key: str) -> list[Move]:
    """A power's move for each Order card of the hand, one per name (`make(name, card)`);
    a Jack's move is refused with `jack_reason` (Jacks are never materials or clients).

    A card's move depends on the card alone, so each is made once per deck, kept in the
    deck's table named `key` (the power's): making a move in the power's plain Python costs
    more than the rest of the offer."""
    deck = s.deck
    made = deck.table("hand card", key)
    out: list[Move] = []
    if why is None:  # the legal moves alone: the first Order card of each name, in hand order
        name_bit = deck.name_bit
        orders = deck.order_count
        seen = 0  # a bit per name (Deck.name_bit)
        for c in s.players[seat].hand:
            if c >= orders:
                continue
            bit = name_bit[c]
            if seen & bit:
                continue
            seen |= bit
            m = made.get(c)
            if m is None:
                m = made[c] = inert(make(deck.name[c], c))
            out.append(m)
        return out
    for name, c in distinct(s, s.players[seat].hand, jacks=True).items():
        m = made.get(c)
        if m is None:
            m = made[c] = inert(make(name, c))
        if c < deck.order_count:
            out.append(m)
        else:
            refuse(why, m, jack_reason)
    return out

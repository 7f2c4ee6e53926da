"""School and University (001:465-475): choose a deck other than deck I, look at cards from
its top, keep one, and put the rest under that deck in the order you choose.

Three small decisions: the deck (made for you when only one deck can be drawn), the card to
keep, then the cards to put under one at a time (each goes beneath the ones before it). Only
the builder sees the cards (ruling A-23). A deck with fewer cards gives what it has (A-13).
"""

from __future__ import annotations

from ...core.moves import Move
from ...core.protocol import Candidate
from . import notation
from .cards import DECKS, NAME
from .machine import Phase, phase
from .state import State, log

ORDER = "the School's builder decides (001:469)"


def eligible(s: State) -> list[str]:
    return [d for d in s.rules.decks if d != "I" and s.decks[d]]


def deck_refusal(s: State, d: str) -> str | None:
    if d == "I":
        return "not deck I: a School or University draws from another deck (001:469, 475)"
    if d not in s.rules.decks:
        return f"deck {d} is not in this game (001:78, 321)"
    if not s.decks[d]:
        return f"deck {d} is empty (ruling A-13)"
    return None


def start_school(s: State, card: int, n: int) -> None:
    s.school_n = n
    if not eligible(s):
        log(s, s.actor, "effect", f"{NAME[card]}: no deck has a card to draw (ruling A-13)")
        return
    s.phase = "school_deck"


class SchoolDeck(Phase):
    kind = "school_deck"
    verbs = frozenset({"school"})
    order_rule = ORDER

    def moves(self, s: State) -> list[Move]:
        return [notation.school_deck(d) for d in eligible(s)]

    def candidates(self, s: State) -> list[Candidate]:
        return [Candidate(notation.school_deck(d), deck_refusal(s, d)) for d in DECKS]

    def apply(self, s: State, m: Move) -> None:
        d = m.data[1]
        cards = s.decks[d]
        k = min(s.school_n, len(cards))
        s.school, s.school_deck = cards[:k], d
        s.decks = {**s.decks, d: cards[k:]}
        p = s.players[s.actor]
        log(s, s.actor, "school", f"{p.name} looks at {k} card{'s' * (k != 1)} from deck {d}: "
            f"{', '.join(NAME[c] for c in s.school)}", s.school, 1 << s.actor,
            f"{p.name} looks at {k} card{'s' * (k != 1)} from deck {d}")
        s.phase = "school_keep"

    def prompt(self, s: State) -> str:
        return f"{s.players[s.actor].name}: choose the deck to draw {s.school_n} from"

    def fields(self, s: State) -> dict:
        return {"cards": s.school_n}


class SchoolKeep(Phase):
    kind = "school_keep"
    verbs = frozenset({"school"})
    order_rule = ORDER

    def moves(self, s: State) -> list[Move]:
        return [notation.school_keep(c) for c in notation.distinct(s.school)]

    def alone_is_public(self, s: State) -> bool:
        """Only when one card is left: two cards of one name are the builder's secret."""
        return len(s.school) == 1

    def apply(self, s: State, m: Move) -> None:
        card = m.cards[0]
        p = s.mut(s.actor)
        rest = list(s.school)
        rest.remove(card)
        s.school = tuple(rest)
        p.hand = (*p.hand, card)
        p.seen = {**p.seen, card: 1 << s.actor}
        log(s, s.actor, "school", f"{p.name} keeps {NAME[card]}", (card,), 1 << s.actor,
            f"{p.name} keeps one card")
        if rest:
            s.phase = "school_bottom"
        else:
            s.school_deck, s.phase = None, "act"

    def prompt(self, s: State) -> str:
        return f"{s.players[s.actor].name}: keep one card (deck {s.school_deck})"

    def fields(self, s: State) -> dict:
        return {"deck": s.school_deck, "cards": len(s.school)}


class SchoolBottom(Phase):
    kind = "school_bottom"
    verbs = frozenset({"school"})
    order_rule = ORDER

    def moves(self, s: State) -> list[Move]:
        return [notation.school_bottom(c) for c in notation.distinct(s.school)]

    def alone_is_public(self, s: State) -> bool:
        """Only for the last card: the order of identical cards is asked like any other."""
        return len(s.school) == 1

    def apply(self, s: State, m: Move) -> None:
        card = m.cards[0]
        d = s.school_deck
        assert d is not None  # chosen by the School's first decision
        rest = list(s.school)
        rest.remove(card)
        s.school = tuple(rest)
        s.decks = {**s.decks, d: (*s.decks[d], card)}
        s.deck_seen = {**s.deck_seen, card: 1 << s.actor}
        p = s.players[s.actor]
        log(s, s.actor, "school", f"{p.name} puts {NAME[card]} under deck {d}", (card,),
            1 << s.actor, f"{p.name} puts a card under deck {d}")
        if not rest:
            s.school_deck, s.phase = None, "act"

    def prompt(self, s: State) -> str:
        return f"{s.players[s.actor].name}: put the next card under deck {s.school_deck}"

    def fields(self, s: State) -> dict:
        return {"deck": s.school_deck, "cards": len(s.school)}


phase(SchoolDeck)
phase(SchoolKeep)
phase(SchoolBottom)

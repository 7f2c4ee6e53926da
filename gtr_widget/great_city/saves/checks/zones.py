"""Where each card may lie: every card of the box exactly once, and each in a zone that can
hold it (a deck holds its own cards, influence cards lie only in deck I, beside it or won).
Then that no offer can run short before the last round, as none can in play."""

from __future__ import annotations

from typing import Final

from ...play.cards import CARDS, CATEGORY, DECK, DECKS, INFLUENCE, NAME
from ...play.rules import Rules
from ...play.state import State, misplaced

#: Is a card a School or University (it keeps a card of decks II-IV when built: 001:469, 475).
IS_SCHOOL: Final = tuple(c.effect == "school" for c in CARDS)


def _card(c: int) -> str:
    return f"card {c} ({NAME[c]})"


def zones_problem(s: State) -> str | None:
    problem = misplaced(s)
    if problem:
        return problem
    r = s.rules
    if set(s.decks) != set(r.decks):
        return (f"decks {', '.join(sorted(s.decks))} on the table: with {r.players} players "
                f"the decks are {', '.join(r.decks)} (001:78, 321)")
    return (_decks(s) or _influence(s, r) or _unused(s, r) or _places(s, r)
            or _supply(s, r))


def _decks(s: State) -> str | None:
    """A deck holds cards of its own back, and deck I the influence cards (001:66-67, 80)."""
    for d, cards in s.decks.items():
        for c in cards:
            if DECK[c] != d and not (d == "I" and DECK[c] == "influence"):
                return (f"{_card(c)} of deck {DECK[c]} lies in deck {d}: the decks are "
                        "sorted by their backs (001:76), influence cards only in deck I (001:80)")
    return None


def _influence(s: State, r: Rules) -> str | None:
    """The rules' influence cards are in deck I, beside it or won; the rest in the box."""
    used = {INFLUENCE[v] for v, _ in r.influence}
    for c in s.waiting:
        if c not in used:
            return (f"{_card(c)} waits beside deck I, but it is not in a {r.players}-player "
                    "game (001:80, 322)")
    for i, p in enumerate(s.players):
        for c in p.won:
            if c not in used:
                return (f"seat {i} won {_card(c)}, which is not in a {r.players}-player game "
                        "(001:80, 322)")
    for c in s.box:
        if c in used:
            return (f"{_card(c)} lies in the box, but it is in a {r.players}-player game "
                    "(001:80, 322)")
    return None


def _unused(s: State, r: Rules) -> str | None:
    """Cards of decks not in use, and Shrines without the mini-expansion, stay in the box."""
    for d in DECKS:
        if d in r.decks:
            continue
        for where, cards in _in_play(s):
            bad = next((c for c in cards if DECK[c] == d), None)
            if bad is not None:
                return (f"{_card(bad)} of deck {d} is in {where}, but a {r.players}-player "
                        f"game leaves deck {d} in the box (001:78, 321)")
    if not r.shrine:
        for where, cards in _in_play(s):
            bad = next((c for c in cards if DECK[c] == "shrine"), None)
            if bad is not None:
                return (f"{_card(bad)} is in {where}, but the Shrine mini-expansion is off "
                        "(001:340-344)")
    return None


def _in_play(s: State) -> list[tuple[str, tuple[int, ...]]]:
    out = [("the offer", s.offer), ("the draft", s.draft), ("the School's cards", s.school)]
    for i, p in enumerate(s.players):
        out += [(f"seat {i}'s hand", p.hand), (f"seat {i}'s city", tuple(p.city.values())),
                (f"seat {i}'s rubble", p.rubble)]
    return out


def _places(s: State, r: Rules) -> str | None:
    """Zones that hold one kind of card only."""
    for c in s.offer:
        if DECK[c] not in r.decks:
            return f"{_card(c)} is in the offer: the offer comes from the decks (001:99, 105)"
    for d in r.decks:
        k = sum(1 for c in s.offer if DECK[c] == d)
        if k > r.offer_per_deck:
            return (f"{k} cards of deck {d} in the offer: upkeep reveals {r.offer_per_deck} "
                    "from each deck (001:99, 105, 328)")
    for c in s.waiting:
        if CATEGORY[c] != "influence":
            return (f"{_card(c)} waits beside deck I: only influence cards go there "
                    "(001:101, 107)")
    for c in (*s.draft, *(c for p in s.players for c in p.passed)):
        if DECK[c] != "II":
            return f"{_card(c)} in the opening draft: the draft is from deck II (001:68, 83)"
    for i, p in enumerate(s.players):
        if p.drafted != -1 and DECK[p.drafted] != "II":
            return (f"seat {i} kept {_card(p.drafted)} in the opening draft: the draft is "
                    "from deck II (001:68, 83)")
        for where, cards in (("hand", p.hand), ("city", tuple(p.city.values())),
                             ("rubble", p.rubble)):
            bad = next((c for c in cards if CATEGORY[c] == "influence"), None)
            if bad is not None:
                return (f"seat {i}'s {where} holds {_card(bad)}: influence cards are won "
                        "at an influence scoring (001:204, 210)")
        bad = next((c for c in p.won if CATEGORY[c] != "influence"), None)
        if bad is not None:
            return (f"seat {i} won {_card(bad)}: only influence cards are won (001:204, 210)")
    if s.school_deck is not None:
        bad = next((c for c in s.school if DECK[c] != s.school_deck), None)
        if bad is not None:
            return (f"{_card(bad)} among the School's cards, drawn from deck "
                    f"{s.school_deck} (001:469)")
    for c, mask in s.deck_seen.items():  # kept after the card leaves its deck
        if not 0 < mask < 1 << s.n:
            return f"deck_seen gives card {c} the seats mask {mask} of a {s.n}-player game"
    return None


def _supply(s: State, r: Rules) -> str | None:
    """Each upkeep to come reveals `offer_per_deck` buildings of each deck, and each School
    or University still to be built may keep one more card of decks II-IV: in play no deck
    runs short (guide §3.2, ruling A-13; 001:99, 105, 328, 469, 475)."""
    upkeeps = r.rounds - s.round
    unbuilt = (*s.offer, *s.draft, *s.school, *(c for p in s.players for c in p.hand),
               *(c for cards in s.decks.values() for c in cards))
    schools = sum(1 for c in unbuilt if IS_SCHOOL[c])
    pending = {"school_deck": 1, "school_keep": 1 - len(s.school), "school_bottom":
               -len(s.school)}.get(s.phase, 0)
    for d in r.decks:
        left = sum(1 for c in s.decks[d] if CATEGORY[c] != "influence")
        need = upkeeps * r.offer_per_deck
        if d != "I":
            need += schools + (pending if s.school_deck in (None, d) else 0)
        if left < need:
            return (f"deck {d} holds {left} buildings, too few for the {upkeeps} offers still "
                    f"to come and the Schools still to be built ({need}): in play no offer "
                    "runs short (001:99, 105, 328; ruling A-13)")
    return None

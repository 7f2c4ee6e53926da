"""What the other seats remember of the opening draft, written into a dealt position.

A seat's information state keeps only its own draft record (the card it kept and the cards it
passed on, 001:83). A position dealt from it must give every other picker a record too, one
the real game could show: each kept one deck II card, still in its hand or built since, and
passed on exactly the cards the later pickers kept (and, during the draft, the row still out).
Without these records a dealt position is not one the game can reach, and it cannot be dealt
again from another seat's chair (search from a sampled position, what-if on it, the table's
analysis of whatever position it shows).
"""

from __future__ import annotations

import random

from .play.cards import DECK
from .play.state import State


def draft_pickers(s: State) -> tuple[int, ...]:
    """The seats that have kept a draft card, in draft order (001:83)."""
    if s.round == 0 and s.phase == "draft":
        return s.draft_order[: s.step]
    return s.draft_order


def taken_in_open(s: State) -> frozenset[int]:
    """The cards the log shows taken from the offer: public, so never a draft pick."""
    return frozenset(c for e in s.entries() if e[2] == "take" for c in e[4])


def restore_draft_memory(s: State, seat: int, rng: random.Random,
                         taken: frozenset[int] | None = None) -> None:
    """Give every picker other than `seat` a draft record consistent with `seat`'s own and
    with the cards dealt (in place; `s` is a fresh deal). A later picker kept the one card of
    `seat`'s passed cards that lies in its zones; an earlier picker kept, for all `seat` knows,
    any deck II card of its own that was not taken in the open (drawn at random). `taken`:
    `taken_in_open(s)`, if the caller deals many times from one log."""
    picked = draft_pickers(s)
    me = s.players[seat]
    if not picked or (seat in picked and me.drafted == -1):
        return  # no draft to remember: a position built without one (a scenario)
    place = picked.index(seat) if seat in picked else len(picked)
    kept = {seat: me.drafted} if seat in picked else {}
    for k in picked[place + 1:]:
        kept[k] = _passed_card_of(s, k, me.passed)
    if taken is None:
        taken = taken_in_open(s)
    for i in picked[:place]:
        kept[i] = rng.choice(_could_have_kept(s, i, seat, taken))
    row = list(s.draft)  # what the last picker so far passed on
    for k in range(len(picked) - 1, -1, -1):
        i = picked[k]
        if i == seat:
            row = list(me.passed)
        else:
            p = s.mut(i)
            p.drafted, p.passed = kept[i], tuple(row)
        if k:
            row.insert(rng.randrange(len(row) + 1), kept[i])
    _last_card_seen_by_its_passer(s, seat, picked, kept)


def _zones(s: State, i: int) -> tuple[int, ...]:
    """Where a kept draft card can be now: a hand card only leaves the hand to be built, and
    a built one only to the box under an aqueduct (001:491)."""
    p = s.players[i]
    return (*p.hand, *p.city.values(), *p.rubble)


def _passed_card_of(s: State, i: int, passed: tuple[int, ...]) -> int:
    mine = [c for c in _zones(s, i) if c in passed]
    if len(mine) != 1:
        raise ValueError(f"seat {i} holds {len(mine)} of the passed draft cards {list(passed)}: "
                         "each later picker kept one (001:83)")
    return mine[0]


def _could_have_kept(s: State, i: int, seat: int, taken: frozenset[int]) -> list[int]:
    """Seat i's deck II cards that, for all `seat` knows, may be its draft pick: not taken
    from the offer in the open, and, if in hand, not a card `seat` sees there (an earlier
    picker's pick is never shown to a later one)."""
    p = s.players[i]
    out = [c for c in _zones(s, i) if DECK[c] == "II" and c not in taken
           and not (c in p.hand and p.seen.get(c, 0) >> seat & 1)]
    if not out:
        raise ValueError(f"seat {i} has no deck II card it could have kept in the draft "
                         "(001:83)")
    return out


def _last_card_seen_by_its_passer(s: State, seat: int, picked: tuple[int, ...],
                                  kept: dict[int, int]) -> None:
    """The last card of the draft is known to the one who passed it (001:83; see Draft)."""
    if len(picked) < 2 or len(picked) != s.n:
        return
    last, passer = picked[-1], picked[-2]
    card, p = kept[last], s.players[last]
    if last == seat or card not in p.hand or p.seen.get(card, 0) >> seat & 1:
        return  # the deal did not touch it: its marks are the seat's knowledge
    q = s.mut(last)
    q.seen = {**q.seen, card: q.seen.get(card, 0) | 1 << passer}

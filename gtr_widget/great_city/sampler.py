"""Dealing one information state many times, cheaply (search and what-if playouts).

`information.resample(info, rng)` copies the whole information state (log included) and
rebuilds a State for each deal: a what-if of 1000 playouts spent half its time there. A
`Sampler` builds the position once, then each deal copies it (references only, see
state.py) and writes only what was hidden: the dealt deck positions, hands, draft and School
cards, the seen marks of hands, the unseen strips and the other pickers' draft records. It
draws from `rng` in exactly the order `resample` does, so the two give the same position for
the same rng (a test checks).
"""

from __future__ import annotations

import random

from ..core.shuffle import shuffle
from .draft_memory import restore_draft_memory, taken_in_open
from .information import HIDDEN, _known_ids, resample
from .play.cards import DECK_CARDS
from .play.state import State

#: Where a hidden card lies: ("deck", name, k), ("hand", seat, k), ("draft", k) or
#: ("school", k).
Place = tuple


def _places(d: dict) -> list[tuple[Place, str, bool]]:
    """Every hidden slot as (place, deck, is_draft), in `information._slots` order."""
    out: list[tuple[Place, str, bool]] = []
    for name, cards in d["decks"].items():
        out += [(("deck", name, k), c[HIDDEN], False)
                for k, c in enumerate(cards) if isinstance(c, dict)]
    for i, p in enumerate(d["players"]):
        out += [(("hand", i, k), c[HIDDEN], bool(c.get("draft")))
                for k, c in enumerate(p["hand"]) if isinstance(c, dict)]
    for key in ("draft", "school"):
        out += [((key, k), c[HIDDEN], bool(c.get("draft")))
                for k, c in enumerate(d[key]) if isinstance(c, dict)]
    return out


class Sampler:
    """`Sampler(info)(rng)`: a full State consistent with `info`, unseen cards dealt."""

    def __init__(self, info: dict) -> None:
        d = info["state"]
        self.seat = info["seat"]
        known = _known_ids(d)
        places = _places(d)
        self.passed = [c for c in info["draft_passed"] if c not in known]
        self.draft_places = [pl for pl, _, draft in places if draft]
        if len(self.passed) != len(self.draft_places):
            raise ValueError(f"{len(self.passed)} passed draft cards unseen for "
                             f"{len(self.draft_places)} slots")
        known.update(self.passed)
        rest = [(pl, deck) for pl, deck, draft in places if not (draft and self.passed)]
        #: Per deck: its unseen cards (ascending, as resample draws them) and their places.
        self.decks = []
        for deck, ids in DECK_CARDS.items():
            pool = [c for c in ids if c not in known]
            mine = [pl for pl, dk in rest if dk == deck]
            if len(pool) != len(mine):
                raise ValueError(f"deck {deck}: {len(pool)} unseen cards for {len(mine)} "
                                 "slots")
            self.decks.append((pool, mine))
        stack = d["stack"]
        used = {c >> 1 for c in stack if c is not None}
        self.stack = tuple(stack)
        self.free = [i for i in range(len(stack)) if i not in used]
        # Seats whose hand holds a hidden card: their seen marks are set at each deal.
        self.seen = {i: {int(k): v for k, v in p["seen"].items()}
                     for i, p in enumerate(d["players"])
                     if i != self.seat and any(isinstance(c, dict) for c in p["hand"])}
        self.template = resample(info, random.Random(0))  # every public fact, checked
        self.taken = taken_in_open(self.template)

    def __call__(self, rng: random.Random) -> State:
        dealt: dict[Place, int] = {}
        if self.passed:
            passed = list(self.passed)
            shuffle(rng, passed)  # rng.shuffle's very draws, compiled (core/shuffle.py)
            dealt.update(zip(self.draft_places, passed, strict=True))
        for pool, places in self.decks:
            cards = list(pool)
            shuffle(rng, cards)
            dealt.update(zip(places, cards, strict=True))
        free = list(self.free)
        shuffle(rng, free)
        stack = tuple(c if c is not None else free.pop() * 2 + rng.randrange(2)
                      for c in self.stack)
        s = self._place(dealt, stack)
        restore_draft_memory(s, self.seat, rng, self.taken)
        return s

    def _place(self, dealt: dict[Place, int], stack: tuple[int, ...]) -> State:
        """The template with the dealt cards and strips written in (copy on write)."""
        s = self.template.copy()
        s.stack = stack
        decks = {name: list(cards) for name, cards in s.decks.items()}
        hands = {i: list(p.hand) for i, p in enumerate(s.players) if i in self.seen}
        draft, school = list(s.draft), list(s.school)
        for place, c in dealt.items():
            kind = place[0]
            if kind == "deck":
                decks[place[1]][place[2]] = c
            elif kind == "hand":
                hands[place[1]][place[2]] = c
            elif kind == "draft":
                draft[place[1]] = c
            else:
                school[place[1]] = c
        s.decks = {name: tuple(cards) for name, cards in decks.items()}
        s.draft, s.school = tuple(draft), tuple(school)
        for i, hand in hands.items():
            p = s.mut(i)
            p.hand = tuple(hand)
            seen = dict(self.seen[i])
            for c in hand:  # a hand card is known to its holder
                seen[c] = seen.get(c, 0) | 1 << i
            p.seen = seen
        return s

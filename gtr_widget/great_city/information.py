"""Information states and determinisation, for search bots (ISMCTS and the like).

`information_state(state, seat)` is the state as `seat` knows it: a save-format dict in which
every card the seat cannot place is a slot {"hidden": deck} (hands, deck positions, someone
else's draft or School cards), the seed and the unseen strips are blanked, and the log is the
seat's own reading. Every hidden slot names its deck because that much is public: a hidden
hand card came from the draft (deck II) or a School (the deck chosen in the open).

`resample(info, rng)` deals the unseen cards of each deck at random into that deck's slots,
keeping what the seat knows: cards it put under a deck, influence cards at their depths, and
the opening draft (the cards it passed went one to each later picker, 001:83); the other
pickers' draft records are written back consistently (`draft_memory.py`).
"""

from __future__ import annotations

import random
from typing import Any

from .draft_memory import restore_draft_memory
from .play.cards import CARDS, DECK, DECK_CARDS
from .play.state import State
from .unseen import unseen_strips

HIDDEN = "hidden"


def _sees(mask: int | None, seat: int) -> bool:
    return mask is not None and mask >> seat & 1 == 1


def _seen_strips(s: State) -> set[int]:
    """Stack positions (top first) whose strip has been on top at some point: the top one
    at setup and each one turned up since."""
    return set(range(len(s.stack))) - set(unseen_strips(s))


def information_state(s: State, seat: int) -> dict:
    d = s.to_dict()
    d["seed"] = 0
    hide = lambda c: {HIDDEN: DECK[c]}  # noqa: E731
    # Decks: influence cards lie at public depths (001:67, 80); School cards under a deck are
    # known to whoever put them there.
    for name, cards in d["decks"].items():
        d["decks"][name] = [c if CARDS[c].category == "influence"
                            or _sees(s.deck_seen.get(c), seat) else hide(c) for c in cards]
    d["deck_seen"] = {k: v for k, v in d["deck_seen"].items() if _sees(v, seat)}
    draft_slots = []  # the players whose draft card the seat knows to be among its passed
    me = s.players[seat]
    if me.passed:
        later = s.draft_order[s.draft_order.index(seat) + 1:]
        draft_slots = [i for i in later if s.players[i].drafted in s.players[i].hand]
    for i, (p, pd) in enumerate(zip(s.players, d["players"], strict=True)):
        if i == seat:
            continue
        hand: list[int | dict[str, Any]] = []
        for c in p.hand:
            if _sees(p.seen.get(c), seat):
                hand.append(c)
            else:
                slot: dict[str, Any] = hide(c)
                if i in draft_slots and c == p.drafted:
                    slot["draft"] = True
                hand.append(slot)
        pd["hand"] = hand
        pd["seen"] = {str(c): m for c, m in p.seen.items() if _sees(m, seat)}
        pd["drafted"], pd["passed"] = -1, []
    if s.round == 0 and s.phase == "draft":
        picker = s.order[s.step]
        if seat != picker:
            earlier = seat in s.order[: s.step]
            d["draft"] = [{HIDDEN: "II", "draft": True} if earlier else hide(c)
                          for c in s.draft]
    if s.school and seat != s.actor:
        d["school"] = [hide(c) for c in s.school]
    seen = _seen_strips(s)
    d["stack"] = [c if k in seen else None for k, c in enumerate(s.stack)]
    d["log"] = [_entry_for(e, seat) for e in d["log"]]
    return {"seat": seat, "state": d, "draft_passed": list(me.passed)}


def _entry_for(e: list, seat: int) -> list:
    r, who, kind, text, cards, known, public, data = e
    if known is None or _sees(known, seat):
        return e
    return [r, who, kind, public, [], None, "", data]


def _slots(d: dict):
    """Every hidden slot as (container, key, deck, is_draft)."""
    for name in d["decks"]:
        for k, c in enumerate(d["decks"][name]):
            if isinstance(c, dict):
                yield d["decks"][name], k, c[HIDDEN], False
    for p in d["players"]:
        for k, c in enumerate(p["hand"]):
            if isinstance(c, dict):
                yield p["hand"], k, c[HIDDEN], bool(c.get("draft"))
    for key in ("draft", "school"):
        for k, c in enumerate(d[key]):
            if isinstance(c, dict):
                yield d[key], k, c[HIDDEN], bool(c.get("draft"))


def _known_ids(d: dict) -> set[int]:
    ids: set[int] = set()
    for cards in d["decks"].values():
        ids.update(c for c in cards if isinstance(c, int))
    for key in ("offer", "waiting", "box", "draft", "school"):
        ids.update(c for c in d[key] if isinstance(c, int))
    for p in d["players"]:
        ids.update(c for c in p["hand"] if isinstance(c, int))
        ids.update(p["city"].values())
        ids.update(p["won"])
        ids.update(p["rubble"])
    return ids


def resample(info: dict, rng: random.Random) -> State:
    """A full state consistent with `info`, the unseen cards dealt at random."""
    import copy

    d = copy.deepcopy(info["state"])
    known = _known_ids(d)
    slots = list(_slots(d))
    # The opening draft: the seat's passed cards not seen since fill the draft slots.
    passed = [c for c in info["draft_passed"] if c not in known]
    draft = [sl for sl in slots if sl[3]]
    if len(passed) != len(draft):
        raise ValueError(f"{len(passed)} passed draft cards unseen for {len(draft)} slots")
    if passed:
        rng.shuffle(passed)
        for (box, k, _, _), c in zip(draft, passed, strict=True):
            box[k] = c
        known.update(passed)
        slots = [sl for sl in slots if not sl[3]]
    for deck, all_ids in DECK_CARDS.items():
        pool = [c for c in all_ids if c not in known]
        mine = [sl for sl in slots if sl[2] == deck]
        if len(pool) != len(mine):
            raise ValueError(f"deck {deck}: {len(pool)} unseen cards for {len(mine)} slots")
        rng.shuffle(pool)
        for (box, k, _, _), c in zip(mine, pool, strict=True):
            box[k] = c
    _fill_strips(d, rng)
    _fill_players(d, info["seat"])
    s = State.from_dict(d)
    restore_draft_memory(s, info["seat"], rng)
    return s


def _fill_strips(d: dict, rng: random.Random) -> None:
    stack = d["stack"]
    used = {c >> 1 for c in stack if c is not None}
    free = [i for i in range(len(stack)) if i not in used]
    rng.shuffle(free)
    for k, c in enumerate(stack):
        if c is None:
            stack[k] = free.pop() * 2 + rng.randrange(2)


def _fill_players(d: dict, seat: int) -> None:
    """Hidden hand cards are known to their holder (and now, in this deal, nothing more)."""
    for i, p in enumerate(d["players"]):
        if i == seat:
            continue
        seen = {int(k): v for k, v in p["seen"].items()}
        for c in p["hand"]:
            seen.setdefault(c, 0)
            seen[c] |= 1 << i
        p["seen"] = {str(k): v for k, v in seen.items()}



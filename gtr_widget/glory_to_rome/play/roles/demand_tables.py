"""A Legionary's demands, a Pool take's and a victim's gift, from per-deck tables, when no
refusal is asked (legionary.py keeps the general path with every refusal).

A demand is a choice of hand materials, counted per material and looked up by one int (six
bits of count per material), without making every combination of the hand's cards; a Pool
card's or a gift's move is made once per deck and kept by card id (and receiving seat).
`tests/test_build_tables.py` pins each against the general path.
"""

from __future__ import annotations

from typing import Final

from ....core.kept import inert
from ....core.moves import Move, new_move
from ..cards import MATERIALS
from ..stack import Give
from ..state import State

TAKE_NONE: Final = Move("pool", "pool: take nothing", data=("none",))


def demand_text(mats: tuple[str, ...]) -> str:
    return f"legionary: demand {', '.join(mats)}"


def fast_demands(s: State, seat: int, left: int, extra: list[int]) -> list[Move]:
    """`Legionary.moves` without refusals: every different choice of up to `left` unrevealed
    hand materials, by size, then in material order, as the general path gives them
    (combinations of the sorted materials, first appearances kept), without making the
    combinations: a choice is counted per material and looked up by one int. `extra`: the
    cards besides the hand a power lets the seat show."""
    p = s.players[seat]
    index = s.deck.role_index
    shown = p.revealed
    packed = 0  # unrevealed hand cards per MATERIALS index, six bits each
    held = 0
    for c in p.hand + extra if extra else p.hand:
        k = index[c]
        if k >= 0 and (not shown or c not in shown):
            packed += 1 << (6 * k)
            held += 1
    most = min(left, held)
    if most <= 0:
        return []
    # the list depends on the counts and the most demands alone: kept per deck by both
    made = s.deck.table("demands")
    key = packed * 64 + most
    found = made.get(key)
    if found is None:
        counts = [packed >> (6 * k) & 63 for k in range(6)]
        found = []
        table = s.deck.table("demand")
        for size in range(1, most + 1):
            _choose(table, found, counts, size, 0, 0, [])
        made[key] = found
    return list(found)  # the caller adds to it


def _choose(table: dict[int, Move], out: list[Move], counts: list[int], need: int,
            start: int, key: int, mats: list[str]) -> None:
    """The demands of `need` more materials from index `start` on, after `mats` (key: six
    bits of count per material), in material order."""
    if need == 0:
        m = table.get(key)
        if m is None:
            chosen = tuple(mats)
            m = table[key] = inert(new_move("legionary", demand_text(chosen), data=chosen))
        out.append(m)
        return
    for k in range(start, 6):
        if counts[k]:
            counts[k] -= 1
            mats.append(MATERIALS[k])
            _choose(table, out, counts, need - 1, k, key + (1 << (6 * k)), mats)
            mats.pop()
            counts[k] += 1


def pool_choices(s: State, material: str) -> list[Move]:
    """`PoolTakeStep.moves` without refusals: the first Pool card of each name of the
    demanded material, each move made once per deck (kept by card id), then "take nothing"."""
    deck = s.deck
    table = deck.slots("pool", "take", deck.size)
    materials = deck.material
    name_bit = deck.name_bit
    seen = 0  # a bit per name
    out: list[Move] = []
    for c in s.pool:
        if materials[c] == material:
            bit = name_bit[c]
            if not seen & bit:
                seen |= bit
                m = table[c]
                if m is None:
                    m = table[c] = inert(new_move("pool", f"pool: take {deck.name[c]}", (c,)))
                out.append(m)
    out.append(TAKE_NONE)
    return out


GLORY: Final = Move("give", "say: Glory to Rome!", data=("none",))  # no card of it (003:263)


def gift_choices(s: State, f: Give) -> list[Move]:
    """The victim's first hand card of each name of the demanded material, each move made
    once per deck, card and receiving seat (`GiveStep.moves` without refusals)."""
    deck = s.deck
    table = deck.table("give")
    materials = deck.material
    name_bit = deck.name_bit
    wanted = f.material
    seen = 0  # a bit per name
    out: list[Move] = []
    for c in s.players[f.seat].hand:
        if materials[c] == wanted:
            bit = name_bit[c]
            if not seen & bit:
                seen |= bit
                slot = 16 * c + f.to
                m = table.get(slot)
                if m is None:
                    m = table[slot] = inert(new_move("give", f"give: {deck.name[c]}", (c,),
                                                     target=f.to, target_kind="seat"))
                out.append(m)
    return out

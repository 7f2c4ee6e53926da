"""Legionary: "Rome demands ..." from the Pool and from neighbours' hands (003:256-273).

All demands of a turn are revealed at once, one distinct hand card per demand. The Pool gives
one matching card per demand, which the demander may decline and chooses (003:260; the first
edition takes it for them, 000:251); each neighbour gives one per demand and chooses which.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from ....core.moves import Move, new_move
from ..actions import ROLE_ACTIONS, RoleActions
from ..cards import MATERIALS
from ..limits import actions_left, consume
from ..machine import Step, step
from ..powers import any_hook, hooks
from ..reasons import Why, refuse
from ..stack import Actions, Give, PoolTake
from ..state import State
from ..zones import first_of
from .demand_tables import (
    GLORY,
    TAKE_NONE,
    demand_text,
    fast_demands,
    gift_choices,
    pool_choices,
)
from .patron_laborer import gather

ORDER: Final = {m: i for i, m in enumerate(MATERIALS)}


def victims(s: State, seat: int) -> list[int]:
    """Who a demand reaches: the neighbours (the one opponent with two players, 003:265)."""
    n = s.n
    if any_hook(s, seat, "demand_reach"):
        return [(seat + k) % n for k in range(1, n)]
    if n == 2:
        return [1 - seat]
    return [(seat + 1) % n, (seat - 1) % n]


def immunity(s: State, victim: int, attacker: int) -> str | None:
    for pw in hooks(s, victim, "immune"):
        reason = pw.immune(s, victim, attacker)
        if reason:
            return reason
    return None


def demand_refusal(hand: list[str], mats: tuple[str, ...], left: int,
                   shown: Sequence[str] = ()) -> str | None:
    """Why these demands cannot be revealed from the unrevealed hand materials `hand` with
    `left` Legionary actions, or None; `shown` are those already revealed this turn
    (003:256, 003:269-271)."""
    for mat in dict.fromkeys(mats):
        if hand.count(mat) < mats.count(mat):
            if hand.count(mat) + shown.count(mat) >= mats.count(mat):
                return (f"your {mat} card was already revealed this turn: each demand needs "
                        "a card not yet revealed (003:269)")
            return (f"each demand needs its own {mat} card revealed from your hand, and a Jack "
                    "cannot be revealed (003:256, 003:269)")
    if len(mats) > left:
        return f"you have {left} Legionary action{'s' if left != 1 else ''}: one demand each " \
               "(003:269-271)"
    return None


class Legionary(RoleActions):
    reads_hand = True  # a demand shows a card of the hand

    def moves(self, s: State, seat: int, f: Actions, left: int,
              why: Why = None) -> list[Move]:
        if why is None:
            return fast_demands(s, seat, left, shows(s, seat))
        material = s.deck.material
        p = s.players[seat]
        shown = p.revealed
        hand = sorted((held for c in p.hand + shows(s, seat)
                       if (held := material[c]) and c not in shown), key=ORDER.__getitem__)
        # Every distinct choice of hand cards is a legal demand (demand_refusal is None).
        out = [new_move("legionary", demand_text(mats), data=mats)
               for size in range(1, min(left, len(hand)) + 1)
               for mats in dict.fromkeys(combinations(hand, size))]  # distinct, in order
        # one demand more than a legal one (or than none) is refused, in the legal list's
        # order (a set's order would follow the hash seed)
        legal = [m.data for m in out]
        seen = set(legal)
        for base in [(), *legal]:
            for mat in MATERIALS:
                mats = tuple(sorted((*base, mat), key=ORDER.__getitem__))
                if mats not in seen:
                    seen.add(mats)
                    reason = demand_refusal(hand, mats, left, [
                        was for c in shown if c in p.hand and (was := material[c])])
                    assert reason is not None  # not a legal demand: refused
                    refuse(why, Move("legionary", demand_text(mats), data=mats), reason)
        return out

    def apply(self, s: State, seat: int, f: Actions, m: Move) -> None:
        demand(s, seat, m.data)
        consume(s, f, actions_left(s, f))  # one reveal uses every Legionary action (003:269)


def shows(s: State, seat: int) -> list[int]:
    """Cards besides the hand that a demand may show (a power's answer; usually none)."""
    found = hooks(s, seat, "demand_shows")
    return [c for pw in found for c in pw.demand_shows(s, seat)] if found else []


def demand(s: State, seat: int, mats: tuple[str, ...]) -> None:
    p = s.players[seat]
    showable = p.hand + shows(s, seat)  # hand cards first, then what a power lets you show
    for mat in mats:  # each demand shows its own card, never one shown earlier (003:269)
        p.revealed.append(next(c for c in showable if s.deck.material[c] == mat
                               and c not in p.revealed))
    if not s.quiet:
        s.say(seat, "demand", "{who}: Rome demands {mats}!", mats=", ".join(mats),
              data={"materials": list(mats)})
    takes: list[PoolTake] = []
    if s.rules.legionary_pool_take == "automatic":  # "take it" (000:251; rulings A-8)
        for mat in mats:
            c = first_of(s, s.pool, material=mat)
            if c is not None:
                gather(s, seat, c, s.pool, "from the Pool")
    else:  # "you may immediately take one" (003:260; 004:352): asked before the victims give
        takes = pool_takes(s, seat, mats)
    gives: list[Give] = []
    hit: list[int] = []
    for v in victims(s, seat):
        reason = immunity(s, v, seat)
        if reason:
            s.say(v, "protected", "{who} is protected: {reason}", reason=reason,
                  data={"demander": seat})
            if s.rules.protected_may_give:  # "may still choose to give" (003:525, 003:635)
                gives += [gift(v, seat, mat, True) for mat in mats]
            continue
        hit.append(v)
        for mat in mats:
            gives.append(gift(v, seat, mat, False))
        if any_hook(s, seat, "gives_from_stockpile"):
            for mat in mats:
                c = first_of(s, s.players[v].stockpile, material=mat)
                if c is not None:
                    gather(s, seat, c, s.players[v].stockpile,
                           f"from {s.players[v].name}'s stockpile")
    for pw in hooks(s, seat, "after_demand"):
        pw.after_demand(s, seat, mats, hit)
    stack = s.stack  # the last pushed is asked first: gives, then takes, in reverse
    for i in range(len(gives) - 1, -1, -1):  # compiled, `reversed` makes a generic iterator
        stack.append(gives[i])
    for i in range(len(takes) - 1, -1, -1):
        stack.append(takes[i])


def pool_takes(s: State, seat: int, mats: tuple[str, ...]) -> list[PoolTake]:
    """One question per demanded card the Pool can answer: at most one Pool card per demand,
    so no more questions of a material than the Pool holds cards of it (each a real choice:
    the Pool is public, so asking or not tells nobody anything)."""
    index = s.deck.role_index
    pool = s.pool
    out: list[PoolTake] = []
    done = 0  # a bit per MATERIALS index already asked about, in order of first demand
    for mat in mats:
        k = ORDER[mat]
        if done >> k & 1:
            continue
        done |= 1 << k
        wanted = 0  # the demands of this material (a loop: `mats.count` is a method call)
        for other in mats:
            if other == mat:
                wanted += 1
        n = 0  # the Pool's cards of it, counted up to what is demanded
        for c in pool:
            if index[c] == k:
                n += 1
                if n == wanted:
                    break
        if n:
            take = _TAKES.get((seat, mat))
            if take is None:
                take = _TAKES[(seat, mat)] = PoolTake(seat, mat)
            out += [take] * n
    return out


#: Frozen frames are values that copied states share (stack.py); a demand's are made once
#: per seat and material rather than at every demand (their `__init__` stays interpreted).
_TAKES: Final[dict[tuple[int, str], PoolTake]] = {}
_GIVES: Final[dict[tuple[int, int, str, bool], Give]] = {}


def gift(victim: int, to: int, material: str, optional: bool) -> Give:
    """The frame of a victim giving `to` a card of `material` (the same frame every time)."""
    key = (victim, to, material, optional)
    found = _GIVES.get(key)
    if found is None:
        found = _GIVES[key] = Give(victim, to, material, optional=optional)
    return found


class PoolTakeStep(Step[PoolTake]):
    """The demander takes one Pool card of the demanded material into their stockpile, choosing
    which, or leaves the Pool as it is: the later books say "may" (003:260; 004:352)."""

    kind = "pool_take"

    def moves(self, s: State, f: PoolTake, why: Why = None) -> list[Move]:
        if why is None:
            return pool_choices(s, f.material)
        deck = s.deck
        seen: dict[str, int] = {}
        for c in s.pool:
            if deck.material[c] == f.material:
                seen.setdefault(deck.name[c], c)
            elif why is not None:
                refuse(why, Move("pool", f"pool: take {deck.name[c]}", (c,)),
                       f"Rome demands {f.material}: only a {f.material} card comes from the "
                       "Pool (003:260)")
        return [new_move("pool", f"pool: take {name}", (c,)) for name, c in seen.items()] + [
            TAKE_NONE]

    def apply(self, s: State, f: PoolTake, m: Move) -> None:
        s.stack.pop()
        if m.cards:
            gather(s, f.seat, m.cards[0], s.pool, "from the Pool")
        else:
            s.say(f.seat, "pool_none", "{who} takes nothing from the Pool",
                  data={"material": f.material})

    def fields(self, s: State, f: PoolTake) -> dict:
        return {"material": f.material}

    def prompt(self, s: State, f: PoolTake) -> str:
        return (f"{s.players[f.seat].name}: Rome demands {f.material} — take a {f.material} "
                "card from the Pool, or nothing")


step(PoolTakeStep)


KEEP: Final = Move("give", "keep", data=("keep",))


class GiveStep(Step[Give]):
    """A victim hands over one card of the demanded material, choosing which (000:251).
    A protected victim ("optional") is asked too, whatever the hand, so that the question
    itself shows nothing; "keep" comes first (003:525, 003:635; 004:619)."""

    kind = "give"

    def moves(self, s: State, f: Give, why: Why = None) -> list[Move]:
        if why is None:
            gifts = gift_choices(s, f)
            if f.optional:
                return [KEEP] + gifts
            return gifts if gifts else [GLORY]
        deck = s.deck
        wanted = f.material
        seen: dict[str, int] = {}
        for c in s.players[f.seat].hand:
            if deck.material[c] == wanted:
                seen.setdefault(deck.name[c], c)
            elif why is not None:
                refuse(why, Move("give", f"give: {deck.name[c]}", (c,), target=f.to,
                                 target_kind="seat"),
                       f"Rome demands {wanted}: only a {wanted} card is given (003:261)")
        gifts = [new_move("give", f"give: {name}", (c,), target=f.to, target_kind="seat")
                 for name, c in seen.items()]
        if f.optional:
            if why is not None:
                refuse(why, Move("give", "say: Glory to Rome!", data=("none",)),
                       "you are protected: keep your cards, or give one if you wish (003:525)")
            return [KEEP] + gifts
        if why is not None:
            refuse(why, KEEP, "only a Palisade or Wall lets a player keep a demanded card "
                              "(003:261-262, 003:525, 003:635)" if s.rules.protected_may_give
                   else "a demanded card must be given (003:261-262)")
        if not seen:
            return [Move("give", "say: Glory to Rome!", data=("none",))]
        if why is not None:
            refuse(why, Move("give", "say: Glory to Rome!", data=("none",)),
                   f"you hold a {wanted} card, so you must give one (003:261-262)")
        return gifts

    def forced(self, s: State, f: Give, moves: list[Move]) -> Move | None:
        if f.optional:
            return None  # a protected player chooses to keep or to give
        # "Glory to Rome!" is said aloud (003:263): answering it for the victim shows nothing.
        # A victim who holds the material is always asked, even with one kind to give, so the
        # table cannot tell one kind from several (rulings: "The shape of a decision").
        return moves[0] if not moves[0].cards else None

    def apply(self, s: State, f: Give, m: Move) -> None:
        s.stack.pop()
        v = s.players[f.seat]
        if m is KEEP or m.data == ("keep",):
            s.say(f.seat, "keep", "{text}", text=f"{v.name} keeps their cards")
            return
        if not m.cards:
            if not s.quiet:
                s.say(f.seat, "no_match", "{who}: Glory to Rome! (no {material})",
                      material=f.material, data={"material": f.material, "demander": f.to})
            return
        gather(s, f.to, m.cards[0], v.hand, f"from {v.name}'s hand")
        for pw in hooks(s, f.seat, "lost_to_demand"):
            pw.lost_to_demand(s, f.seat, f.to)

    def fields(self, s: State, f: Give) -> dict:
        return {"material": f.material, "to": f.to, "protected": f.optional}

    def prompt(self, s: State, f: Give) -> str:
        if f.optional:
            return (f"{s.players[f.seat].name}: protected from the demand for "
                    f"{f.material} — keep, or give a card to {s.players[f.to].name}")
        return (f"{s.players[f.seat].name}: Rome demands {f.material} — give "
                f"{s.players[f.to].name} a {f.material} card")


step(GiveStep)

ROLE_ACTIONS["Legionary"] = Legionary()

"""Patron and Laborer: take a card from the Pool as a client or a material (003:181-199)."""

from __future__ import annotations

from typing import cast

from ....core.moves import Move
from ..actions import ROLE_ACTIONS, RoleActions, start_action
from ..cards import MATERIALS, ROLES
from ..events import zone_of
from ..limits import limit
from ..powers import hooks
from ..reasons import Why, article, offer
from ..stack import Actions
from ..state import State
from ..zones import take_out
from .naming import choices, refuse_short_takes, take_moves, taking


def hire(s: State, seat: int, card: int, source: list[int], where: str) -> None:
    """A new client joins; it acts from the next turn its role is led (003:191)."""
    p = s.players[seat]
    origin = None if s.quiet else zone_of(s, source)
    take_out(source, card)
    p.clientele.append(card)
    p.hired.append(card)
    if origin is not None:
        role = cast(str, s.deck.role[card])  # a client is an Order card, never a Jack
        s.say(seat, "hire", "{who} hires {a_role} client ({0}) {where}", card, role=role,
              a_role=article(role), where=where, data={"role": role, **origin})
    for pw in hooks(s, seat, "on_hire"):
        pw.on_hire(s, seat, card)


def clientele_full(s: State, seat: int, cite: str = "003:183") -> str | None:
    """Why no client can join now (the clientele is at its limit), or None."""
    n = limit(s, seat, "clientele")
    if len(s.players[seat].clientele) < n:
        return None
    return (f"your clientele is full: its limit is {n}, your Influence and what adds to it "
            f"({cite})")


class Patron(RoleActions):
    reads_hand = False  # clients come from the Pool

    def moves(self, s: State, seat: int, f: Actions, left: int,
              why: Why = None) -> list[Move]:
        full = clientele_full(s, seat)
        if why is None:
            return [] if full is not None else take_moves(s, "patron", s.pool, "pool", True)
        return _patron_refusals(s, full, why)

    def apply(self, s: State, seat: int, f: Actions, m: Move) -> None:
        start_action(s, f)
        hire(s, seat, m.cards[0], s.pool, "from the Pool")


class Laborer(RoleActions):
    reads_hand = False  # materials come from the Pool

    def moves(self, s: State, seat: int, f: Actions, left: int,
              why: Why = None) -> list[Move]:
        if why is None:
            return take_moves(s, "laborer", s.pool, "pool", False)
        return _laborer_refusals(s, why)

    def apply(self, s: State, seat: int, f: Actions, m: Move) -> None:
        start_action(s, f)
        gather(s, seat, m.cards[0], s.pool, "from the Pool")


def _patron_refusals(s: State, full: str | None, why: list) -> list[Move]:
    """A Patron's moves with every refusal (apart from the fast path: the refusals' lambdas
    would make the compiled `moves` build a closure at every call)."""
    found = choices(s, s.pool, s.deck.role)
    out = taking(s, "patron", found, "pool", role=True)
    if full is not None:
        out = offer(out, full, why)
    refuse_short_takes(why, "patron", ROLES, found, "from pool", "the Pool",
                       "no {} card in the Pool to hire (003:181)", "003:181", by_role=True)
    return out


def _laborer_refusals(s: State, why: list) -> list[Move]:
    """A Laborer's moves with every refusal (apart from the fast path, as for the Patron)."""
    found = choices(s, s.pool, s.deck.material)
    refuse_short_takes(why, "laborer", MATERIALS, found, "from pool", "the Pool",
                       "no {} in the Pool; cards played this turn reach the Pool only at the "
                       "end of the turn (003:197-199)", "003:197")
    return taking(s, "laborer", found, "pool")


def gather(s: State, seat: int, card: int, source: list[int], where: str) -> None:
    p = s.players[seat]
    origin = None if s.quiet else zone_of(s, source)
    take_out(source, card)
    p.stockpile.append(card)
    if origin is not None:
        s.say(seat, "take", "{who} takes {0:m} {where}", card, where=where,
              data={"material": s.deck.material[card], **origin})


ROLE_ACTIONS["Patron"] = Patron()
ROLE_ACTIONS["Laborer"] = Laborer()

"""Patron and Laborer: take a card from the Pool as a client or a material (003:181-199)."""

from __future__ import annotations

from ....core.moves import Move
from ..actions import ROLE_ACTIONS, start_action
from ..catalogue import MATERIALS, ROLES
from ..limits import limit
from ..log import zone_of
from ..powers import hooks
from ..reasons import offer, refuse
from ..state import State
from ..zones import first_each


def hire(s: State, seat: int, card: int, source: list[int], where: str) -> None:
    """A new client joins; it acts from the next turn its role is led (003:191)."""
    p = s.players[seat]
    origin = zone_of(s, source)
    source.remove(card)
    p.clientele.append(card)
    p.hired.append(card)
    role = s.deck.role[card]
    s.say(seat, "hire", "{who} hires a {role} client ({0}) {where}", card, role=role,
          where=where, data={"role": role, **origin})
    for pw in hooks(s, seat, "on_hire"):
        pw.on_hire(s, seat, card)


def has_client_room(s: State, seat: int) -> bool:
    return len(s.players[seat].clientele) < limit(s, seat, "clientele")


def clientele_full(s: State, seat: int, cite: str = "003:183") -> str | None:
    """Why no client can join now (the clientele is at its limit), or None."""
    n = limit(s, seat, "clientele")
    if len(s.players[seat].clientele) < n:
        return None
    return (f"your clientele is full: its limit is {n}, your Influence and what adds to it "
            f"({cite})")


class Patron:
    def moves(self, s, seat, f, left, why=None):
        full = clientele_full(s, seat)
        if full is not None and why is None:
            return []
        found = first_each(s.pool, s.deck.role)
        out = [Move("patron", f"patron: {r} from pool", (c,), r) for r, c in found.items()]
        if full is not None:
            out = offer(out, full, why)
        if why is not None:
            for r in ROLES:
                if r not in found:
                    refuse(why, Move("patron", f"patron: {r} from pool", role=r),
                           f"no {r} card in the Pool to hire (003:181)")
        return out

    def apply(self, s, seat, f, m):
        start_action(s, f)
        hire(s, seat, m.cards[0], s.pool, "from the Pool")


class Laborer:
    def moves(self, s, seat, f, left, why=None):
        found = first_each(s.pool, s.deck.material)
        if why is not None:
            for mat in MATERIALS:
                if mat not in found:
                    refuse(why, Move("laborer", f"laborer: {mat} from pool"),
                           f"no {mat} in the Pool; cards played this turn reach the Pool only "
                           "at the end of the turn (003:197-199)")
        return [Move("laborer", f"laborer: {mat} from pool", (c,)) for mat, c in found.items()]

    def apply(self, s, seat, f, m):
        start_action(s, f)
        gather(s, seat, m.cards[0], s.pool, "from the Pool")


def gather(s: State, seat: int, card: int, source: list[int], where: str) -> None:
    p = s.players[seat]
    origin = zone_of(s, source)
    source.remove(card)
    p.stockpile.append(card)
    s.say(seat, "take", "{who} takes {0:m} {where}", card, where=where,
          data={"material": s.deck.material[card], **origin})


ROLE_ACTIONS["Patron"] = Patron()
ROLE_ACTIONS["Laborer"] = Laborer()

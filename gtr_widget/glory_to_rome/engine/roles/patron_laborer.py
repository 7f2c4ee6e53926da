"""Patron and Laborer: take a card from the Pool as a client or a material (003:181-199)."""

from __future__ import annotations

from ....core.moves import Move
from ..actions import ROLE_ACTIONS, start_action
from ..limits import limit
from ..powers import hooks
from ..state import State
from ..zones import first_each


def hire(s: State, seat: int, card: int, source: list[int], where: str) -> None:
    """A new client joins; it acts from the next turn its role is led (003:191)."""
    p = s.players[seat]
    source.remove(card)
    p.clientele.append(card)
    p.hired.append(card)
    s.say(seat, f"{p.name} hires a {s.deck.role[card]} client ({s.deck.name[card]}) {where}")
    for pw in hooks(s, seat, "on_hire"):
        pw.on_hire(s, seat, card)


def has_client_room(s: State, seat: int) -> bool:
    return len(s.players[seat].clientele) < limit(s, seat, "clientele")


class Patron:
    def moves(self, s, seat, f, left):
        if not has_client_room(s, seat):
            return []
        return [Move("patron", f"patron: {r} from pool", (c,), r)
                for r, c in first_each(s.pool, s.deck.role).items()]

    def apply(self, s, seat, f, m):
        start_action(s, f)
        hire(s, seat, m.cards[0], s.pool, "from the Pool")


class Laborer:
    def moves(self, s, seat, f, left):
        return [Move("laborer", f"laborer: {mat} from pool", (c,))
                for mat, c in first_each(s.pool, s.deck.material).items()]

    def apply(self, s, seat, f, m):
        start_action(s, f)
        gather(s, seat, m.cards[0], s.pool, "from the Pool")


def gather(s: State, seat: int, card: int, source: list[int], where: str) -> None:
    p = s.players[seat]
    source.remove(card)
    p.stockpile.append(card)
    s.say(seat, f"{p.name} takes {s.deck.name[card]} ({s.deck.material[card]}) {where}")


ROLE_ACTIONS["Patron"] = Patron()
ROLE_ACTIONS["Laborer"] = Laborer()

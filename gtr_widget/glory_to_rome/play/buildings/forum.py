"""Forum (Imperium, first edition) and Forum Romanum (Republic): win at once with a client of
every role (003:439; 000:874; 004:539), and for the Forum Romanum also a material of every
type in the Stockpile (003:445; 003:298)."""

from __future__ import annotations

from ..cards import MATERIALS, ROLES
from ..powers import Power, hooks, power
from ..state import State


def covers_every_role(s: State, seat: int) -> bool:
    """Whether the clients can be matched one-to-one onto the six roles.

    Each client counts as exactly one role (003:449-459; A-14): its own, or one a power lets
    it count as (a Ludus Magna's Merchant as any, a Storeroom's client as a Laborer).
    """
    clients = s.players[seat].clientele
    if len(clients) < len(ROLES):
        return False
    deck = s.deck
    widen = hooks(s, seat, "client_counts_as")
    if not widen:  # each client is its own role: every role must be among them
        return set(ROLES) <= {deck.role[c] for c in clients}

    def can(c: int, role: str) -> bool:
        r = deck.role[c]
        return r == role or any(pw.client_counts_as(s, seat, r, role) for pw in widen)

    match: dict[int, str] = {}  # client -> the role it stands for

    def augment(role: str, seen: set[int]) -> bool:
        for c in clients:
            if c in seen or not can(c, role):
                continue
            seen.add(c)
            if c not in match or augment(match[c], seen):
                match[c] = role
                return True
        return False

    return all(augment(role, set()) for role in ROLES)


class Forum(Power):
    """A Gate makes a Forum foundation count (A-22); a public Forum counts for every player
    who has none (Stairway, 003:453-455)."""

    name = "Forum"
    editions = ("imperium", "first")

    def wins(self, state, seat):
        if covers_every_role(state, seat):
            return "a Forum and a client of every role"
        return None


power(Forum)


class ForumRomanum(Power):
    name = "Forum Romanum"
    editions = ("republic",)

    def wins(self, state, seat):
        p = state.players[seat]
        if len(p.clientele) < len(ROLES):
            return None  # the cheap test first: it is asked after every move
        stock = {state.deck.material[c] for c in p.stockpile}
        if set(MATERIALS) <= stock and covers_every_role(state, seat):
            return "a Forum Romanum, a client of every role and a material of every type"
        return None


power(ForumRomanum)

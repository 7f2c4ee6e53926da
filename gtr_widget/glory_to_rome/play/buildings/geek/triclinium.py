"""Triclinium (Geek, 003:750-754): while you lead or follow, a client of yours that acts may
go into your Vault once its action is over (BB-Geek-Triclinium-1).

The action flow says which actions a client may have given (actions.py): a Bath's or a
Domus's new client its own action, a Watermill's Architect clients theirs, and in a block any
client of the role (one a Storeroom or a Ludus Magna lets stand for it included) any action
beyond the cards played; the player names which one by the choice offered here. The client
goes face up (it was public), within the Vault's limit; a client doubled by a Circus Maximus
takes along the actions it has not given yet (rulings: "The Geek expansion")."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, hooks, power
from ...reasons import refuse
from ...roles.merchant import sell, vault_full
from ...roles.naming import choices
from . import EDITIONS

KEEP = Move("triclinium", "triclinium: keep the client", data=("keep",))
THINKER = "only while you lead or follow (003:752)"
LATER = "a client goes to the Vault only just after its own action (003:752)"


def _move(role: str, card: int, name: str | None) -> Move:
    return Move("triclinium", f"triclinium: vault {role} client" + (f" ({name})" if name else ""),
                (card,), data=("vault",))


class Triclinium(Power):
    name = "Triclinium"
    editions = EDITIONS
    verbs = ("triclinium",)
    without = "a client that acts stays in your clientele (003:191, 003:752)"

    def _clients(self, state, seat, frame) -> list[int]:
        """The clients that may have given the action just taken in `frame`."""
        p = state.players[seat]
        card = frame.client_card
        if card is not None:
            return [card] if card in p.clientele else []
        block = frame.left is None
        if not (block or frame.clients):
            return []  # a building's burst (Garden, Domus, School...): no client acted
        if block and p.used - frame.clients_gone <= 0:
            return []  # every action taken so far was a client's that has left already
        role, roles = frame.role, state.deck.role
        widen = hooks(state, seat, "client_counts_as")
        return [c for c in p.clientele if c not in p.hired and (
            roles[c] == role or any(pw.client_counts_as(state, seat, roles[c], role)
                                    for pw in widen))]

    def _moves(self, state, seat, frame) -> list[Move]:
        found = choices(state, self._clients(state, seat, frame), state.deck.role)
        return [_move(role, c, name) for role, c, name in found]

    def _closed(self, state, seat) -> str | None:
        if state.players[seat].played <= 0:
            return THINKER
        return vault_full(state, seat, "003:281, 003:752")

    def client_acted(self, state, seat, frame, why=None):
        moves = self._moves(state, seat, frame)
        closed = self._closed(state, seat) if moves else None
        if closed is not None:
            for m in moves:
                refuse(why, m, closed)
            return []
        return moves + [KEEP] if moves else []

    def action_moves(self, state, seat, role, frame, why=None):
        """Outside that moment the moves are refused, with the rule that stops them (in a
        game whose deck has the Triclinium)."""
        if why is not None and not frame.open and self.name in state.deck.type_of:
            reason = self._closed(state, seat) or LATER
            deck = state.deck
            for c in {(deck.role[c], deck.name[c]): c for c in state.players[seat].clientele
                      }.values():
                m = _move(deck.role[c], c, None)
                refuse(why, m, reason)
                refuse(why, m._replace(text=f"{m.text} ({deck.name[c]})"), reason)
            refuse(why, KEEP, LATER)
        return []

    def apply(self, state, frame, move):
        seat = frame.seat
        p = state.players[seat]
        if move.data == ("keep",):
            frame.acting = None
            state.say(seat, "note", "{who} keeps the client in the clientele (Triclinium)")
            return
        c = move.cards[0]
        if frame.left is None:  # a block: the client took along what it had not given yet
            mult = 1
            for pw in hooks(state, seat, "client_multiplier"):
                mult *= pw.client_multiplier(state, seat)
            gone = frame.clients_gone
            frame.clients_gone = gone + min(mult, p.used - gone)
        frame.acting -= 1
        if frame.acting <= 0:
            frame.acting = None
        if c in p.hired:
            p.hired.remove(c)
        sell(state, seat, c, p.clientele, "all", "from the clientele (Triclinium)")


power(Triclinium)

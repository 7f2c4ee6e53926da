"""Bath (first edition), two abilities (000:596-604):

(a) whenever you gain a new client, you take one action of that client's role at once: the
    named exception to "a client does not act the round it is hired" (000:201). Optional like
    every action (000:139; A-16);
(b) a Patron action may replace one of your clients with the new one; the old client goes
    into the Pool at once (000:604), so the Bath's own action may take it back as a material
    (1E-Bath-2). A replacement keeps the clientele's size, so it is allowed at capacity (A-15).

The second-edition Bath has only (a) (bath.py).
"""

from __future__ import annotations

from .....core.moves import Move
from ...actions import start_action
from ...powers import Power, power
from ...reasons import article, offer, refuse
from ...roles.patron_laborer import hire
from ...stack import Actions


class FirstBath(Power):
    name = "Bath"
    editions = ("first",)
    verbs = ("first_bath",)
    without = "a new client joins your clientele (000:179)"
    action_roles = ("Patron",)

    def on_hire(self, state, seat, card):
        role = state.deck.role[card]
        state.say(seat, "grant", "{who} may take {a_role} action at once (Bath)", role=role,
                  a_role=article(role),
                  data={"role": role, "count": 1, "source": "Bath"})
        state.stack.append(Actions(seat, role, left=1, source="Bath"))

    def action_moves(self, state, seat, role, frame, why=None):
        if frame.open and why is None:
            return []
        deck = state.deck
        clients: dict[str, int] = {}
        for c in state.players[seat].clientele:
            clients.setdefault(deck.role[c], c)
        pool: dict[str, int] = {}
        for c in state.pool:
            pool.setdefault(deck.role[c], c)
        out = []
        for new, c in pool.items():
            for old, o in clients.items():
                move = Move("first_bath", f"bath: {new} from pool, replacing {old} client",
                            (c, o), new, target=o, target_kind="card")
                if new != old:
                    out.append(move)
                else:
                    refuse(why, move, "the Bath swaps one of your clients for a Pool card of "
                                      "another role (000:604)")
        if frame.open:
            return offer(out, "the swap is a Patron action of its own (000:604)", why)
        return out

    def apply(self, state, frame, move):
        seat = frame.seat
        p = state.players[seat]
        new, old = move.cards
        start_action(state, frame)
        p.clientele.remove(old)
        if old in p.hired:
            p.hired.remove(old)
        state.pool.append(old)
        state.say(seat, "release", "{who} sends the {role} client ({0}) back to the Pool (Bath)",
                  old, role=state.deck.role[old], data={"role": state.deck.role[old]})
        hire(state, seat, new, state.pool, "from the Pool")


power(FirstBath)

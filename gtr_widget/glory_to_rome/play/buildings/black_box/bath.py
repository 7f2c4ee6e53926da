"""Bath (second edition): whenever you hire a client you may at once take one action of its
role, finished before the next hire (003:373; 004:487). Garden hires count too (003:377-379).
Influence gained by that action counts for later Patron actions: the limits are live.

"Two actions may be combined to start an out of town Site" (003:373): a Bath Craftsman or
Architect action may be held ("bath: hold ..."); if the very next Bath action, after the next
hire, is of the same role, it may lay a foundation out of town with the two together. Any
other hire in between drops the held action (A-2: consecutive).
The first-edition Bath differs (first_bath.py)."""

from __future__ import annotations

from .....core.moves import Move
from ...actions import begin, start_action
from ...construction import lay
from ...powers import Power, power
from ...reasons import Why, article, mark, offer, withhold
from ...roles.building import lay_moves
from ...stack import Actions

#: This power's marks on action frames (Actions.marks). BURST: a Bath action. HELD: on the
#: hiring frame, the role of a held Bath action; on the next Bath action, True (it may pair).
BURST, HELD = "bath", "bath_held"
BUILDERS = ("Craftsman", "Architect")
HOLD = Move("bath", "bath: hold this action for an out-of-town foundation", data=("hold",))
UNHELD = ("two Bath actions of one role make an out-of-town foundation: hold the first "
          "(003:373; rulings A-2)")


def _hiring_frame(state, seat: int, below: int) -> Actions | None:
    """The seat's action frame under the stack position `below` (the one that hires)."""
    for f in reversed(state.stack[:below]):
        if isinstance(f, Actions) and f.seat == seat:
            return f
    return None


def _out_of_town(state, seat: int, why: Why = None) -> list[Move]:
    """The out-of-town foundations two Bath actions could lay (refusals: only those)."""
    since = mark(why)
    out = [m for m in lay_moves(state, seat, "bath", 2, why) if m.data[2] >= 2]
    if why is not None:
        why[since:] = [c for c in why[since:] if c.move.text.endswith(" out of town")]
    return out


class Bath(Power):
    name = "Bath"
    editions = ("republic", "imperium")
    verbs = ("bath",)
    without = "an out-of-town Site needs two consecutive actions (003:222)"
    action_roles = BUILDERS

    def on_hire(self, state, seat, card):
        role = state.deck.role[card]
        # the new client is the one acting
        burst = Actions(seat, role, left=1, source="Bath", client_card=card, marks={BURST: True})
        hiring = _hiring_frame(state, seat, len(state.stack))
        if hiring is not None and hiring.drop_mark(HELD) == role:
            burst.set_mark(HELD, True)
        state.say(seat, "grant", "{who} may take {a_role} action at once (Bath)", role=role,
                  a_role=article(role),
                  data={"role": role, "count": 1, "source": "Bath"})
        state.stack.append(burst)

    def action_moves(self, state, seat, role, frame, why=None):
        if not frame.mark(BURST) or frame.open:
            return []
        if frame.mark(HELD):
            return _out_of_town(state, seat, why)
        far = _out_of_town(state, seat, why)
        if why is not None:  # a single Bath action never lays out of town by itself
            withhold(why, UNHELD, far, len(why))
        return offer([HOLD], None if far else "no out-of-town Site this action could start "
                     "(003:222; rulings A-1)", why)

    def apply(self, state, frame, move):
        seat = frame.seat
        p = state.players[seat]
        if move.data[0] == "hold":
            begin(state, frame)
            hiring = _hiring_frame(state, seat, len(state.stack) - 1)
            if hiring is not None:
                hiring.set_mark(HELD, frame.role)
            state.say(seat, "hold", "{who} holds the {role} action for an out-of-town "
                      "foundation (Bath)", role=frame.role, data={"role": frame.role})
            return
        _, site, _cost = move.data
        start_action(state, frame)  # this action; the held one was spent already
        frame.drop_mark(HELD)
        lay(state, seat, move.cards[0], site, True, p.hand)


power(Bath)

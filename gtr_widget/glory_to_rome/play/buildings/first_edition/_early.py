"""Shared logic of the first-edition Bar, Dock and Bridge: act as you lead or follow
(000:438, 508, 678).

Each lets its owner take the actions of one role at once, when they lead, follow or think
(A-10: the Leader right after leading, a follower at their decision point, after drawing if
they think), instead of waiting for their place in the turn order. The core pushes that early
action block when `acts_early` answers True; "may choose" is kept by a "wait" move offered
before the first early action, which puts the block back into the normal order.

The Bar and the Dock also take from hand instead of the Pool (`FromHand`).
"""

from __future__ import annotations

from .....core.moves import Move
from ...actions import start_action
from ...powers import Power
from ...reasons import Why, offer, refuse
from ...stack import Actions, StartActions
from ...state import State


def is_early_block(s: State, seat: int, f: Actions) -> bool:
    """Whether `f` is this seat's early action block, not yet begun (A-10)."""
    p = s.players[seat]
    return (p.acted_early and f.left is None and not f.open and p.used == 0
            and s.stack[-1] is f
            and any(isinstance(x, StartActions) for x in s.stack))


def wait(s: State, seat: int) -> None:
    """Give the early block back: the seat acts in its normal place (000:438 "may choose")."""
    s.stack.pop()  # the early block, given back without its end (it never happened)
    s.players[seat].acted_early = False
    s.say(seat, "wait", "{who} will act in turn order")


class Early(Power):
    """Act early for one role; `verb` names the power's moves, `cite` its rule's line."""

    editions = ("first",)
    role = ""
    verb = ""
    cite = ""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.action_roles = (cls.role,)  # its actions are the one role it acts early in

    def acts_early(self, state, seat, role):
        return role == self.role

    def action_moves(self, state, seat, role, frame, why=None):
        out = []
        if is_early_block(state, seat, frame):
            out.append(self.wait_move())
        elif why is not None:
            refuse(why, self.wait_move(), f"waiting is chosen at the start of your early "
                   f"{self.role} actions, before the first one ({self.cite}; rulings A-10)")
        if not frame.open:
            out += self.own_moves(state, seat, frame, why)
        elif why is not None:
            offer(self.own_moves(state, seat, frame, why), "one card per action: from hand "
                  f"instead of the Pool ({self.cite})", why)
        return out

    def wait_move(self) -> Move:
        return Move(self.verb, f"{self.name.lower()}: wait for your turn", data=("wait",))

    def own_moves(self, state: State, seat: int, frame: Actions, why: Why = None) -> list[Move]:
        return []

    def apply(self, state, frame, move):
        if move.data[0] == "wait":
            wait(state, frame.seat)
        else:
            self.apply_own(state, frame, move)

    def apply_own(self, state: State, frame: Actions, move: Move) -> None:
        raise NotImplementedError(move.text)


class FromHand(Early):
    """Early, and an action of the role may take its card from hand instead of the Pool (Bar
    000:448, Dock 000:516): it begins the action, and the card moves by the role's own rule,
    `take` (hire or gather), set by each subclass. The offered moves differ (the Bar needs
    client room, and its moves name the client's role)."""

    def apply_own(self, state, frame, move):
        seat = frame.seat
        start_action(state, frame)
        self.take(state, seat, move.cards[0], state.players[seat].hand, "from hand")

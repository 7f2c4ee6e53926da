"""First-edition Bar, Dock and Bridge: act as you lead or follow (000:438, 508, 678).

Each lets its owner take the actions of one role at once, when they lead, follow or think
(A-10: the Leader right after leading, a follower at their decision point, after drawing if
they think), instead of waiting for their place in the turn order. The core pushes that early
action block when `acts_early` answers True; "may choose" is kept by a "wait" move offered
before the first early action, which puts the block back into the normal order.

Bar and Dock also take from hand instead of the Pool (000:448, 516); the Bridge's demands
reach every opponent and ignore Palisades (000:679).
"""

from __future__ import annotations

from .....core.moves import Move
from ...actions import start_action
from ...powers import Power, power
from ...roles.patron_laborer import gather, has_client_room, hire
from ...state import State
from ...zones import distinct


def is_early_block(s: State, seat: int, f: dict) -> bool:
    """Whether `f` is this seat's early action block, not yet begun (A-10)."""
    p = s.players[seat]
    return (p.acted_early and "left" not in f and not f.get("open") and p.used == 0
            and s.stack[-1] is f
            and any(x.get("kind") == "start_actions" for x in s.stack))


def wait(s: State, seat: int) -> None:
    """Give the early block back: the seat acts in its normal place (000:438 "may choose")."""
    s.stack.pop()  # the early block, given back without its end (it never happened)
    s.players[seat].acted_early = False
    s.say(seat, f"{s.players[seat].name} will act in turn order")


class _Early(Power):
    """Act early for one role; `verb` names the power's moves."""

    editions = ("first",)
    role = ""
    verb = ""

    def acts_early(self, state, seat, role):
        return role == self.role

    def action_moves(self, state, seat, role, frame):
        if role != self.role:
            return []
        out = []
        if is_early_block(state, seat, frame):
            out.append(Move(self.verb, f"{self.name.lower()}: wait for your turn",
                            data=("wait",)))
        if not frame.get("open"):
            out += self.own_moves(state, seat, frame)
        return out

    def own_moves(self, state: State, seat: int, frame: dict) -> list[Move]:
        return []

    def apply(self, state, frame, move):
        if move.data[0] == "wait":
            wait(state, frame["seat"])
        else:
            self.apply_own(state, frame, move)

    def apply_own(self, state: State, frame: dict, move: Move) -> None:
        raise NotImplementedError(move.text)


class _FromHand(_Early):
    """Early, and an action of the role may take its card from hand instead of the Pool (Bar
    000:448, Dock 000:516): it begins the action, and the card moves by the role's own rule,
    `take` (hire or gather), set by each subclass. The offered moves differ (the Bar needs
    client room, and its moves name the client's role)."""

    def apply_own(self, state, frame, move):
        seat = frame["seat"]
        start_action(state, frame)
        self.take(state, seat, move.cards[0], state.players[seat].hand, "from hand")


@power
class FirstBar(_FromHand):
    """Patron early; a Patron action may hire from hand instead of the Pool (000:438-448)."""

    name, role, verb = "Bar", "Patron", "first_bar"
    verbs = ("first_bar",)
    take = staticmethod(hire)

    def own_moves(self, state, seat, frame):
        if not has_client_room(state, seat):
            return []
        hand = state.players[seat].hand
        return [Move(self.verb, f"bar: hire {name} from hand", (c,), state.deck.role[c],
                     data=("hire",))
                for name, c in distinct(state, hand).items()]


@power
class FirstDock(_FromHand):
    """Laborer early; a Laborer action may take a hand card instead (000:508-516)."""

    name, role, verb = "Dock", "Laborer", "first_dock"
    verbs = ("first_dock",)
    take = staticmethod(gather)

    def own_moves(self, state, seat, frame):
        hand = state.players[seat].hand
        return [Move(self.verb, f"dock: {name} from hand", (c,), data=("take",))
                for name, c in distinct(state, hand).items()]


@power
class FirstBridge(_Early):
    """Legionary early; demands reach every opponent's hand, Palisades or not (000:678-679)."""

    name, role, verb = "Bridge", "Legionary", "first_bridge"
    verbs = ("first_bridge",)

    def demand_reach(self, state, seat):
        return True

    def bypasses_palisade(self, state, seat):
        return True

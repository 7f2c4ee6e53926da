"""Fountain, second edition: a Craftsman action may use the top card of the deck instead of a
hand card (003:469; 004:563). The first-edition Fountain is in first_fountain.py."""

from __future__ import annotations

from .....core.moves import Move
from ...actions import start_action
from ...construction import add, lay
from ...limits import actions_left, consume
from ...powers import Power, find_building, power
from ...reasons import offer
from ...roles.building import add_moves, lay_moves
from ...stack import Actions, PowerData, PowerFrame, card_field
from ...state import State
from ...zones import draw_to
from .._data import power_data

DRAW = Move("fountain", "fountain: draw the top card of the deck")
INSTEAD = ("the deck card is instead of a hand card: one per Craftsman action, and the "
           "whole action (003:469)")


def _actions_frame(s: State, seat: int) -> Actions:
    """The action block the drawing Craftsman action belongs to (just under our frame)."""
    return next(f for f in reversed(s.stack) if isinstance(f, Actions) and f.seat == seat)


@power_data
class Drawn(PowerData):
    """The card drawn, in the owner's hand: only the owner knows it."""

    card: int = card_field()


class Fountain(Power):
    """The drawn card waits in the owner's hand (seen by the owner only) while the owner
    chooses: lay it, lay it out of town with a second action (A-50), add it as a material,
    or keep it. Drawing the last card ends the game at once (A-3)."""

    name = "Fountain"
    editions = ("republic", "imperium")
    verbs = ("fountain",)
    without = "a Craftsman uses a card from your hand (003:234)"
    action_roles = ("Craftsman",)
    frame_data = Drawn

    def action_moves(self, state, seat, role, frame, why=None):
        blocked = (INSTEAD if frame.open
                   else None if state.draw else "the draw deck is empty (003:295)")
        return offer([DRAW], blocked, why)

    def apply(self, state, frame, move):
        if isinstance(frame, PowerFrame):
            self.frame_apply(state, frame, move)
            return
        seat = frame.seat
        p = state.players[seat]
        start_action(state, frame)
        card = state.draw[-1]  # named to the drawer only, before a last card ends the game
        state.say(seat, "draw", "{who} draws {0} from the top of the deck (Fountain)", card,
                  known_to=(seat,), public="{who} draws the top card of the deck (Fountain)",
                  data={"count": 1, "source": "Fountain"})
        draw_to(state, p.hand, 1)
        if not state.over:
            state.stack.append(PowerFrame(seat, self.name, Drawn(card)))

    def frame_moves(self, state, frame, why=None):
        seat, c = frame.seat, frame.data.card
        p = state.players[seat]
        if c not in p.hand:
            return []
        name = state.deck.name[c]
        # The drawing action is already taken: an out-of-town Site takes the others.
        left = actions_left(state, _actions_frame(state, seat)) + 1
        out = lay_moves(state, seat, "fountain", left, why, {name: c})
        out += add_moves(state, seat, "fountain", [c], True, why=why)
        out.append(Move("fountain", f"fountain: keep {name} in hand", (c,), data=("keep",)))
        return out

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        seat, c = frame.seat, frame.data.card
        p = state.players[seat]
        kind = move.data[0]
        if kind == "keep":
            state.say(seat, "keep", "{who} keeps {0} in hand (Fountain)", c, known_to=(seat,),
                      public="{who} keeps the drawn card in hand (Fountain)",
                      data={"source": "Fountain"})
        elif kind == "lay":
            _, site, cost = move.data
            if cost > 1:  # the second action of an out-of-town foundation
                consume(state, _actions_frame(state, seat), cost - 1)
            lay(state, seat, c, site, bool(cost), p.hand)
        else:
            b = find_building(state, seat, move.target)
            add(state, seat, b, c, p.hand, "Craftsman")

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame.seat].name}: Fountain — lay, add or keep the "
                "drawn card")


power(Fountain)

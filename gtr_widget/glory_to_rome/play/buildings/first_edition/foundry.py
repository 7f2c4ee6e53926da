"""Foundry (first edition): each Laborer action may also take the top card of the draw deck
into your stockpile, drawn BEFORE the Pool card; the deck may be drawn even when the Pool has
nothing (000:614). The second-edition Foundry (Laborer actions on completion) differs.

The draw begins the action and leaves it open; the Pool card may then follow as its second
part (an ordinary Pool take would close the action and forbid the deck draw, which must
come first). The frame remembers the action the draw belongs to.
"""

from __future__ import annotations

from .....core.moves import Move
from ...actions import close, start_action
from ...limits import actions_left
from ...powers import Power, power
from ...reasons import Why, offer
from ...roles.patron_laborer import gather
from ...zones import end_if_deck_empty

KEY = "first_foundry_at"
DRAW = Move("first_foundry", "foundry: top card of the deck into stockpile", data=("draw",))


def _action(s, f) -> int:
    """A number naming the action in progress: actions left after it began."""
    return actions_left(s, f)


AFTER_DRAW = ("the Foundry's Pool card completes a Laborer action begun with the deck's top "
              "card, drawn first (000:614)")


def _pool_moves(s, why: Why, blocked: str | None = None) -> list[Move]:
    """The Pool part of a Foundry action, one per material (refused with `blocked`)."""
    out, seen = [], set()
    for c in s.pool:
        mat = s.deck.material[c]
        if mat not in seen:
            seen.add(mat)
            out.append(Move("first_foundry", f"foundry: then {mat} from pool", (c,),
                            data=("pool",)))
    return offer(out, blocked, why)


class FirstFoundry(Power):
    name = "Foundry"
    editions = ("first",)
    verbs = ("first_foundry",)
    without = "a Laborer takes one card from the Pool (000:205)"
    action_roles = ("Laborer",)

    def action_moves(self, state, seat, role, frame, why=None):
        if not frame.open:
            out = offer([DRAW], None if state.draw else "the draw deck is empty (000:325)", why)
            if why is not None:
                _pool_moves(state, why, AFTER_DRAW)
            return out
        if frame.mark(KEY) != _action(state, frame):
            # the open action is not a Foundry draw: the deck comes first
            return _pool_moves(state, why, AFTER_DRAW) if why is not None else []
        return _pool_moves(state, why)

    def apply(self, state, frame, move):
        seat = frame.seat
        p = state.players[seat]
        if move.data[0] == "draw":
            start_action(state, frame)
            frame.set_mark(KEY, _action(state, frame))
            c = state.draw.pop()
            p.stockpile.append(c)  # the stockpile is public: the card is shown
            state.say(seat, "take", "{who} takes {0:m} from the top of the deck (Foundry)", c,
                      data={"material": state.deck.material[c], "zone": "deck"})
            end_if_deck_empty(state)  # after the log line that shows the card
            return
        gather(state, seat, move.cards[0], state.pool, "from the Pool")
        frame.drop_mark(KEY)
        close(frame)


power(FirstFoundry)

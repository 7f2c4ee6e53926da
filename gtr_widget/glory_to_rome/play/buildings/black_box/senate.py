"""Senate (Imperium; 2007 second edition): at the end of each turn you may take into your hand
any of the Jacks your opponents played this turn (003:559-563; 004:651-657). Several Senates
act in this turn's play order, from the Leader (A-12, A-13). Only Jacks, never petition cards.
"""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, power
from ...reasons import refuse
from ...stack import Cleanup, PowerFrame

DONE = Move("senate", "done", data=("done",))


class Senate(Power):
    name = "Senate"
    editions = ("imperium",)

    def _jacks(self, state, seat) -> list[tuple[int, int]]:
        """(opponent, Jack) for each Jack an opponent played, opponents clockwise."""
        out = []
        for k in range(1, state.n):
            other = (seat + k) % state.n
            out += [(other, c) for c in state.players[other].camp if state.deck.is_jack(c)]
        return out

    def end_of_turn(self, state, seat):
        """Queue the choice after every other end-of-turn effect (A-13), just above the
        cleanup; the end of turn asks the Leader last, so each Senate goes above those of
        later players and the Senates act in play order."""
        if not self._jacks(state, seat):
            return
        frame = PowerFrame(seat, self.name)
        stack = state.stack
        at = next((i for i in range(len(stack) - 1, -1, -1) if isinstance(stack[i], Cleanup)),
                  None)
        if at is None:
            stack.append(frame)
            return
        at += 1
        while (at < len(stack) and isinstance(stack[at], PowerFrame)
               and stack[at].power == self.name):
            at += 1
        stack.insert(at, frame)

    def frame_moves(self, state, frame, why=None):
        seen: set[int] = set()
        out = []
        for other, c in self._jacks(state, frame.seat):
            if other not in seen:  # a player's Jacks are alike: one move per player
                seen.add(other)
                out.append(Move("senate", f"senate: take Jack from "
                                          f"{state.players[other].name}", (c,), target=other,
                                          target_kind="seat"))
        if why is not None:
            for other, p in enumerate(state.players):
                if other not in seen:
                    refuse(why, Move("senate", f"senate: take Jack from {p.name}", target=other,
                                     target_kind="seat"),
                           f"{p.name} played no Jack this turn: the Senate takes only Jacks "
                           "your opponents played, never petition cards (003:561; rulings "
                           "A-12)" if other != frame.seat else
                           "the Senate takes Jacks your opponents played, not your own (003:561)")
        return out + [DONE] if out else []

    def frame_apply(self, state, frame, move):
        if move.data and move.data[0] == "done":
            state.stack.pop()
            return
        seat, other, c = frame.seat, move.target, move.cards[0]
        state.players[other].camp.remove(c)
        state.players[seat].hand.append(c)
        state.say(seat, "jack", "{who} takes the Jack {other} played (Senate)",
                  other=state.players[other].name, data={"source": "Senate", "from": other})

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame.seat].name}: Senate — take Jacks your opponents "
                "played, or done")


power(Senate)

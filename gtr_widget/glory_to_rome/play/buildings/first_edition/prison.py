"""Prison (first edition): upon completion you choose a completed structure of an opponent
and place it on your Prison (000:808). The text has no "may": the steal is mandatory when a
structure qualifies (a 2E Prison says "may"). You gain its function as if you had just
completed it, "upon completion" effects included; the victim loses the function but keeps
its Influence, and you keep the Prison's Influence (no Site changes hands, unlike 2E).
A structure stolen before may be stolen again. You may not steal a name you already have in
play, as a foundation or a structure (000:808; A-21); the same-name rule then stops you
laying that name later (000:808), since the stolen building is yours.
"""

from __future__ import annotations

from .....core.moves import Move
from ...powers import Power, find_building, hooks, power
from ...reasons import article, refuse
from ...stack import PowerFrame


def _label(state, owner: int, b) -> str:
    name = state.deck.name[b.foundation]
    same = sum(1 for x in state.players[owner].buildings
               if state.deck.name[x.foundation] == name)
    return name if same == 1 else f"{name}#{b.foundation}"


class FirstPrison(Power):
    name = "Prison"
    editions = ("first",)

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name:
            return
        state.stack.append(PowerFrame(seat, self.name))

    def frame_moves(self, state, frame, why=None):
        seat = frame.seat
        names = state.deck.name
        mine = {names[b.foundation] for b in state.players[seat].buildings}
        out = []
        for v, q in enumerate(state.players):
            if v == seat:
                continue
            for b in q.buildings:
                name = names[b.foundation]
                cannot = ("only a completed structure (000:808)" if not b.complete else
                          f"you already have {article(name)} in play (000:808; rulings A-21)"
                          if name in mine else None)
                if cannot is not None and why is None:
                    continue
                move = Move("first_prison", f"prison: steal {q.name}'s {_label(state, v, b)}",
                            (b.foundation,), target=v, target_kind="seat")
                if cannot is None:
                    out.append(move)
                else:
                    refuse(why, move, cannot)
        return out  # no "pass": the steal is not optional (000:808)

    def frame_forced(self, state, frame, moves):
        return moves[0] if len(moves) == 1 else None

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        seat, v = frame.seat, move.target
        victim, thief = state.players[v], state.players[seat]
        b = find_building(state, v, move.cards[0])
        victim.buildings.remove(b)
        b.stolen = True
        thief.buildings.append(b)
        state.buildings_changed()
        state.say(seat, "steal", "{who} steals {victim}'s {0} with the Prison; {victim} keeps "
                  "its Influence", b.foundation, victim=victim.name,
                  data={"victim": v, "building": b.foundation})
        for pw in hooks(state, seat, "on_complete"):  # as if just completed (000:808)
            if state.over:
                return
            pw.on_complete(state, seat, b)

    def frame_prompt(self, state, frame):
        return f"{state.players[frame.seat].name}: choose an opponent's structure to steal"


power(FirstPrison)

"""Prison, second edition: on completion you may steal an opponent's completed structure,
giving the victim the Prison's Site (003:531-535; 004:625-627). 1E is in first_*.py."""

from __future__ import annotations

from .....core.moves import Move
from ...powers import REGISTRY, Power, find_building, power
from ...reasons import Why, article, refuse
from ...stack import PowerData, PowerFrame, card_field
from ...state import State
from .._data import power_data


def _label(s: State, victim: int, foundation: int) -> str:
    return f"{s.players[victim].name}'s {s.deck.name[foundation]}"


@power_data
class Stealing(PowerData):
    """The Prison just completed: its Site pays the victim, unless it was set off again by an
    Aerarium, whose user (`payer`) pays instead (003:722; A-44)."""

    prison: int = card_field()
    payer: int | None = None


class Prison(Power):
    """The steal is optional (A-21); without it the thief keeps the Prison Site. A name the
    thief already has as a foundation or structure cannot be stolen (003:535; A-21), which
    also rules out a second Prison. A public structure stays public (A-21)."""

    name = "Prison"
    editions = ("republic", "imperium")
    frame_data = Stealing

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name:
            return
        if self._targets(state, seat):
            state.stack.append(PowerFrame(seat, self.name, Stealing(building.foundation)))

    def _targets(self, s: State, seat: int, why: Why = None) -> list[tuple[int, int]]:
        names = s.deck.name
        mine = {names[b.foundation] for b in s.players[seat].buildings}
        out = []
        for k in range(1, s.n):
            v = (seat + k) % s.n
            for b in s.players[v].buildings:
                if b.complete and names[b.foundation] not in mine:
                    out.append((v, b.foundation))
                elif why is not None:
                    refuse(why, Move("prison", f"prison: steal {_label(s, v, b.foundation)}",
                                     (b.foundation,), target=v, data=(b.foundation,),
                                     target_kind="seat"),
                           "only a completed structure (003:531)" if not b.complete else
                           f"you already have {article(names[b.foundation])} (003:535; "
                           "rulings A-21)")
        return out

    def frame_moves(self, state, frame, why=None):
        out = [Move("prison", f"prison: steal {_label(state, v, c)}", (c,), target=v,
                    data=(c,), target_kind="seat")
               for v, c in self._targets(state, frame.seat, why)]
        return out + [Move("prison", "prison: steal nothing")] if out else []

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        seat = frame.seat
        thief = state.players[seat]
        if not move.data:
            state.say(seat, "steal", "{who} steals nothing with the Prison")
            return
        victim = state.players[move.target]
        b = find_building(state, move.target, move.data[0])
        prison = find_building(state, seat, frame.data.prison)
        victim.buildings.remove(b)
        b.stolen = True
        thief.buildings.append(b)
        # The Prison's Site pays for it: its Influence moves to the victim (003:531-533).
        # A stolen Prison that steals again has no Site of its own left to give (A-21 note).
        # Set off again by an Aerarium, its user pays instead (`payer`, 003:722; A-44).
        payer = frame.data.payer
        if not prison.stolen and payer is None:
            thief.influence_sites.remove(prison.site)
            victim.influence_sites.append(prison.site)
        state.buildings_changed()
        name = state.deck.name[b.foundation]
        paid = (" and gives {victim} the Prison's {site} Site" if payer is None else
                ", set off again by the Aerarium")
        state.say(seat, "steal", "{who} steals {victim}'s {0} with the Prison" + paid +
                  " (Influence {mine} and {theirs})",
                  b.foundation, victim=victim.name, site=prison.site, mine=thief.influence,
                  theirs=victim.influence, data={"victim": move.target,
                                                 "building": b.foundation})
        # "Upon completion" effects trigger for the thief (003:535).
        pw = REGISTRY.get((state.rules.edition, name))
        if pw is not None and "on_complete" in pw.hooks:
            pw.on_complete(state, seat, b)
        if payer is not None and not state.over:  # paid before what the steal set off
            aerarium = REGISTRY[(state.rules.edition, "Aerarium")]
            state.stack.append(PowerFrame(payer, aerarium.name, aerarium.frame_data(
                to=move.target)))

    def frame_prompt(self, state, frame):
        return f"{state.players[frame.seat].name}: Prison — steal a completed structure?"


power(Prison)

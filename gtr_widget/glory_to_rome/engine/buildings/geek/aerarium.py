"""Aerarium (Geek, 003:714-716): while you own it, every check of your Influence during play
reads the highest Influence at the table (your own if it is highest); final scoring does not
(BB-Geek-Aerarium-1). On completing it you may give its 2-Influence Site to any player, you
included, to set off again the completion power of one of that player's completed buildings.

A Prison set off this way (003:718-724, rulings A-44) is not offered yet: its payment differs
from the Prison's own and is named in docs/rulings.md."""

from __future__ import annotations

from .....core.moves import Move
from ...frames import PowerData, PowerFrame, card_field, power_data
from ...powers import REGISTRY, Power, find_building, power
from ...reasons import refuse
from . import EDITIONS

KEEP = Move("aerarium", "aerarium: keep the Site", data=())


@power_data
class Giving(PowerData):
    """The Aerarium whose Site may be given."""

    aerarium: int = card_field()


@power
class Aerarium(Power):
    name = "Aerarium"
    editions = EDITIONS
    frame_data = Giving

    def influence_reading(self, state, seat, value):
        return max(value, max(p.influence for p in state.players))

    def on_complete(self, state, seat, building):
        if state.deck.name[building.foundation] != self.name or building.stolen:
            return  # a stolen Aerarium's Site stayed with its first owner: nothing to give
        if self._targets(state):
            state.stack.append(PowerFrame(seat, self.name, Giving(building.foundation)))

    def _targets(self, state, why=None) -> list[tuple[int, int]]:
        names = state.deck.name
        out = []
        for q, p in enumerate(state.players):
            for b in p.buildings:
                name = names[b.foundation]
                pw = REGISTRY.get((state.rules.edition, name))
                if not b.complete or pw is None or "on_complete" not in pw.hooks:
                    continue
                if name in (self.name, "Prison"):
                    refuse(why, self._move(state, q, b.foundation),
                           "the Aerarium sets off another building's completion (003:716)"
                           if name == self.name else "a Prison set off by an Aerarium is "
                           "not played yet (docs/rulings.md, A-44)")
                    continue
                out.append((q, b.foundation))
        return out

    def _move(self, state, q, foundation):
        who = state.players[q].name
        return Move("aerarium", f"aerarium: give Site to {who} for "
                    f"{state.deck.name[foundation]}", (foundation,), target=q,
                    data=(foundation,), target_kind="seat")

    def frame_moves(self, state, frame, why=None):
        return [self._move(state, q, c) for q, c in self._targets(state, why)] + [KEEP]

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        seat = frame.seat
        owner = state.players[seat]
        if not move.data:
            state.say(seat, "note", "{text}",
                      text=f"{owner.name} keeps the Aerarium's Site")
            return
        q = move.target
        taker = state.players[q]
        aerarium = find_building(state, seat, frame.data.aerarium)
        b = find_building(state, q, move.data[0])
        owner.influence_sites.remove(aerarium.site)
        taker.influence_sites.append(aerarium.site)
        state.buildings_changed()  # Influence moved: capacities and readings change
        name = state.deck.name[b.foundation]
        state.say(seat, "note", "{text}",
                  text=f"{owner.name} gives the Aerarium's Site to {taker.name} to set off "
                        f"the {name} again (Influence {owner.influence} and {taker.influence})")
        REGISTRY[(state.rules.edition, name)].on_complete(state, q, b)

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame.seat].name}: Aerarium — give its Site to a player "
                "to set off a completed building again, or keep it")

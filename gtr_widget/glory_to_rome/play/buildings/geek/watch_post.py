"""Watch Post (Geek, 003:744-748): a Craftsman action may pull down one of your completed
buildings instead of its usual effect. The card goes back to your hand and its materials to
your Stockpile; its Site returns to its stack and its Influence is lost (A-45), so building it
again takes a new Site and completes it anew (BB-Geek-WatchPost-1)."""

from __future__ import annotations

from .....core.moves import Move
from ...actions import begin
from ...powers import Power, power
from ...reasons import refuse
from . import EDITIONS


class WatchPost(Power):
    name = "Watch Post"
    editions = EDITIONS
    verbs = ("tear down",)
    without = "a Craftsman action lays a foundation or adds a material (003:230-234)"
    action_roles = ("Craftsman",)

    def action_moves(self, state, seat, role, frame, why=None):
        if frame.open:
            return []
        out = []
        for b in state.players[seat].buildings:
            if not b.complete:
                continue
            m = Move("tear down", f"craftsman: tear down {state.deck.name[b.foundation]}",
                     (b.foundation,), "Craftsman", target=b.foundation,
                     target_kind="building")
            if b.stolen:
                refuse(why, m, "a building taken with a Prison keeps its Site with its first "
                       "owner, so it is not pulled down (rulings A-45)")
            else:
                out.append(m)
        return out

    def apply(self, state, frame, move):
        seat = frame.seat
        p = state.players[seat]
        b = next(b for b in p.buildings if b.foundation == move.target)
        begin(state, frame)
        p.buildings.remove(b)
        p.hand.append(b.foundation)
        p.stockpile.extend(b.materials)
        if b.site in p.influence_sites:  # not when an Aerarium gave this Site away
            p.influence_sites.remove(b.site)
        stacks = state.out_sites if b.out_of_town else state.sites
        stacks[b.site] += 1
        state.buildings_changed()
        state.say(seat, "note", "{text}",
                  text=f"{p.name} pulls down the {state.deck.name[b.foundation]} "
                        f"(Watch Post): Influence {p.influence}")


power(WatchPost)

"""Fountain, second edition: a Craftsman action may use the top card of the deck instead of a
hand card (003:469; 004:563). The first-edition Fountain is in first_fountain.py."""

from __future__ import annotations

from .....core.moves import Move
from ...actions import start_action
from ...construction import (
    add,
    fits,
    lay,
    may_lay,
    out_of_town_cost,
    out_of_town_open,
    site_options,
)
from ...limits import actions_left, consume
from ...powers import Power, find_building, power
from ...roles.building import building_label
from ...state import State
from ...zones import draw_to


def _actions_frame(s: State, seat: int) -> dict:
    """The action block the drawing Craftsman action belongs to (just under our frame)."""
    return next(f for f in reversed(s.stack) if f["kind"] == "actions" and f["seat"] == seat)


@power
class Fountain(Power):
    """The drawn card waits in the owner's hand (seen by the owner only) while the owner
    chooses: lay it, lay it out of town with a second action (A-50), add it as a material,
    or keep it. Drawing the last card ends the game at once (A-3)."""

    name = "Fountain"
    editions = ("republic", "imperium")
    verbs = ("fountain",)

    def action_moves(self, state, seat, role, frame):
        if role != "Craftsman" or frame.get("open") or not state.draw:
            return []
        return [Move("fountain", "fountain: draw the top card of the deck")]

    def apply(self, state, frame, move):
        if frame["kind"] == "power":
            self.frame_apply(state, frame, move)
            return
        seat = frame["seat"]
        p = state.players[seat]
        start_action(state, frame)
        state.say(seat, f"{p.name} draws the top card of the deck (Fountain)")
        card = draw_to(state, p.hand, 1)[0]
        if not state.over:
            state.stack.append({"kind": "power", "power": self.name, "seat": seat,
                                "card": card})

    def frame_moves(self, state, frame):
        seat, c = frame["seat"], frame["card"]
        p = state.players[seat]
        if c not in p.hand:
            return []
        deck = state.deck
        name = deck.name[c]
        out = []
        if not may_lay(state, seat, c):
            extra = out_of_town_cost(state, seat) - 1
            left = actions_left(state, _actions_frame(state, seat))
            for site in site_options(state, seat, c):
                on = "" if site == deck.material[c] else f" on {site} site"
                if state.sites[site] > 0:
                    out.append(Move("fountain", f"fountain: lay {name}{on}", (c,),
                                    data=("lay", site, 0)))
                if left >= extra and out_of_town_open(state, site):
                    out.append(Move("fountain", f"fountain: lay {name}{on} out of town", (c,),
                                    data=("lay", site, max(extra, 0) + 1)))
        for b in p.buildings:
            if not b.complete and fits(state, seat, b, deck.material[c]):
                out.append(Move("fountain", f"fountain: add {name} to "
                                            f"{building_label(state, seat, b)}", (c,),
                                target=b.foundation, data=("add",),
                                target_kind="building"))
        out.append(Move("fountain", f"fountain: keep {name} in hand", (c,), data=("keep",)))
        return out

    def frame_apply(self, state, frame, move):
        state.stack.pop()
        seat, c = frame["seat"], frame["card"]
        p = state.players[seat]
        kind = move.data[0]
        if kind == "keep":
            state.say(seat, f"{p.name} keeps the drawn card in hand (Fountain)")
        elif kind == "lay":
            _, site, cost = move.data
            if cost > 1:  # the second action of an out-of-town foundation
                consume(state, _actions_frame(state, seat), cost - 1)
            lay(state, seat, c, site, bool(cost), p.hand)
        else:
            b = find_building(state, seat, move.target)
            add(state, seat, b, c, p.hand, "Craftsman")

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame['seat']].name}: Fountain — lay, add or keep the "
                "drawn card")

"""Stairway, Black Box: with each Architect action you may also put a matching material into
an opponent's completed structure, making its function public (003:579-583). The 2007 text
spends the Architect action itself (004:673): the rule option `stairway="2007"` plays it that
way. The first-edition Stairway is in first_stairway.py."""

from __future__ import annotations

from .....core.moves import Move
from ...construction import fits
from ...limits import consume
from ...powers import Power, find_building, owns, power
from ...state import State
from .._extras import action_index, used_now

_KEY = "stairway"


def _sources(s: State, seat: int) -> list[tuple[str, list[int]]]:
    """Where the material may come from: the Stockpile, or the Pool with an Archway of one's
    own or a public one (A-24; BB-Stairway-1, 003:585)."""
    out = [("stockpile", s.players[seat].stockpile)]
    if owns(s, seat, "Archway"):
        out.append(("pool", s.pool))
    return out


@power
class Stairway(Power):
    """Once per Architect action: after the action (the frame is still open), or in place of
    it, which uses up that action (003:583 "even if you choose not to use your Architect
    action"). Targets are opponents' completed structures not yet public."""

    name = "Stairway"
    editions = ("republic", "imperium")
    verbs = ("stairway",)

    def action_moves(self, state, seat, role, frame):
        if role != "Architect" or used_now(state, frame, _KEY):
            return []
        if state.rules.stairway == "2007" and frame.get("open"):
            return []  # the 2007 card: a placement is an Architect action, never an extra
        deck = state.deck
        targets = [(v, b) for k in range(1, state.n)
                   for v in [(seat + k) % state.n]
                   for b in state.players[v].buildings if b.complete and not b.public]
        if not targets:
            return []
        instead = "" if frame.get("open") else " instead of the action"
        out = []
        for where, zone in _sources(state, seat):
            mats: dict[str, int] = {}
            for c in zone:
                if not deck.is_jack(c):
                    mats.setdefault(deck.material[c], c)
            for mat, c in mats.items():
                for v, b in targets:
                    if fits(state, seat, b, mat):
                        out.append(Move(
                            "stairway",
                            f"stairway: add {mat} from {where} to {state.players[v].name}'s "
                            f"{deck.name[b.foundation]}{instead}",
                            (c,), target=b.foundation, data=(v, where),
                            target_kind="building"))
        return out

    def apply(self, state, frame, move):
        seat = frame["seat"]
        if not frame.get("open"):
            consume(state, frame)  # the Architect action itself is given up
        frame[_KEY] = action_index(state, frame)
        v, where = move.data
        card = move.cards[0]
        (state.pool if where == "pool" else state.players[seat].stockpile).remove(card)
        victim = state.players[v]
        b = find_building(state, v, move.target)
        b.materials.append(card)
        b.public = True
        state.buildings_changed()
        state.say(seat, f"{state.players[seat].name} adds {state.deck.name[card]} "
                        f"({state.deck.material[card]}) from the {where} to {victim.name}'s "
                        f"{state.deck.name[b.foundation]}: its function is now public "
                        "(Stairway)")

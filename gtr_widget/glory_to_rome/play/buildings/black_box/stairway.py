"""Stairway, Black Box: with each Architect action you may also put a matching material into
an opponent's completed structure, making its function public (003:579-583). The 2007 text
spends the Architect action itself (004:673): the rule option `stairway="2007"` plays it that
way. The first-edition Stairway is in first_stairway.py."""

from __future__ import annotations

from .....core.moves import Move
from ...construction import fits
from ...limits import consume
from ...powers import Power, find_building, owns, power
from ...reasons import offer, refuse
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


def _refusal(s: State, seat: int, b, material: str) -> str | None:
    """Why this material cannot go into an opponent's structure `b` now, or None."""
    if not b.complete:
        return "only an opponent's completed structure (003:579)"
    if b.public:
        return "that structure is public already (003:579)"
    if not fits(s, seat, b, material):
        return f"{material} does not match that structure (003:579; 003:230)"
    return None


class Stairway(Power):
    """Once per Architect action: after the action (the frame is still open), or in place of
    it, which uses up that action (003:583 "even if you choose not to use your Architect
    action"). Targets are opponents' completed structures not yet public."""

    name = "Stairway"
    editions = ("republic", "imperium")
    verbs = ("stairway",)
    without = "an Architect builds only your own structures (003:232)"
    action_roles = ("Architect",)

    def action_moves(self, state, seat, role, frame, why=None):
        blocked = ("one placement per Architect action (003:579)" if used_now(state, frame, _KEY)
                   else "the 2007 Stairway spends an Architect action, never adds to one "
                   "(004:673)" if state.rules.stairway == "2007" and frame.open
                   else None)
        if blocked is not None and why is None:
            return []
        deck = state.deck
        instead = "" if frame.open else " instead of the action"
        out: list[Move] = []
        for where, zone in _sources(state, seat):
            mats: dict[str, int] = {}
            for c in zone:
                if not deck.is_jack(c):
                    mats.setdefault(deck.material[c], c)
            for mat, c in mats.items():
                for k in range(1, state.n):
                    v = (seat + k) % state.n
                    for b in state.players[v].buildings:
                        target = _refusal(state, seat, b, mat)
                        if target is not None and why is None:
                            continue
                        move = Move("stairway", f"stairway: add {mat} from {where} to "
                                    f"{state.players[v].name}'s {deck.name[b.foundation]}"
                                    f"{instead}", (c,), target=b.foundation, data=(v, where),
                                    target_kind="building")
                        if target is None:
                            out.append(move)
                        else:
                            refuse(why, move, target)
        if why is not None:
            for b in state.players[seat].buildings:
                for where, zone in _sources(state, seat):
                    for mat in dict.fromkeys(deck.material[c] for c in zone
                                             if not deck.is_jack(c)):
                        refuse(why, Move("stairway", f"stairway: add {mat} from {where} to "
                                         f"{state.players[seat].name}'s "
                                         f"{deck.name[b.foundation]}{instead}"),
                               "the Stairway adds to an opponent's structure; your own take "
                               "materials by your actions (003:579)")
        return offer(out, blocked, why)

    def apply(self, state, frame, move):
        seat = frame.seat
        if not frame.open:
            consume(state, frame)  # the Architect action itself is given up
        frame.set_mark(_KEY, action_index(state, frame))
        v, where = move.data
        card = move.cards[0]
        (state.pool if where == "pool" else state.players[seat].stockpile).remove(card)
        victim = state.players[v]
        b = find_building(state, v, move.target)
        b.materials.append(card)
        b.public = True
        state.buildings_changed()
        state.say(seat, "material", "{who} adds {0:m} from the {where} to {victim}'s {1}: its "
                  "function is now public (Stairway)", card, b.foundation, where=where,
                  victim=victim.name, data={"material": state.deck.material[card],
                                            "building": b.foundation, "owner": v})


power(Stairway)

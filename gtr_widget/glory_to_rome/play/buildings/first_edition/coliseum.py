"""Coliseum (first edition): when you demand materials you may also take clients from the
clienteles of the opponents you demand from; the slain clients go into your Vault, within
its room, and you choose which when there is room for only some (000:770). Palisades
protect (the demand skips a protected victim); a Bridge widens the reach.

Rulings: only clients whose role matches a demanded material, as in the 1E example
(000:774; A-18); at most one client per demanded card per victim, mirroring the hand
demands (A-19). Slain clients enter the Vault face up: they were public (A-32). A slain
Legionary client gives its owner no action this turn, since it has left the clientele.
"""

from __future__ import annotations

from dataclasses import replace

from .....core.moves import Move
from ...cards import ROLE_OF
from ...powers import Power, power
from ...reasons import offer, refuse
from ...roles.merchant import vault_full
from ...stack import PowerData, PowerFrame
from .._data import power_data

DONE = Move("first_coliseum", "coliseum: spare the rest", data=("done",))


@power_data
class Slots(PowerData):
    """(victim, material) for each demanded card per victim not yet used to slay."""

    slots: tuple[tuple[int, str], ...]


class FirstColiseum(Power):
    name = "Coliseum"
    editions = ("first",)
    frame_data = Slots

    def after_demand(self, state, seat, materials, victims):
        slots = tuple((v, m) for v in victims for m in materials)
        if slots:
            state.stack.append(PowerFrame(seat, self.name, Slots(slots)))

    def _targets(self, state, frame) -> dict[tuple[int, str], int]:
        """(victim, role) -> a client card that may still be slain."""
        out: dict[tuple[int, str], int] = {}
        deck = state.deck
        for v, mat in frame.data.slots:
            role = ROLE_OF[mat]
            for c in state.players[v].clientele:
                if deck.role[c] == role:
                    out.setdefault((v, role), c)
                    break
        return out

    def frame_moves(self, state, frame, why=None):
        full = vault_full(state, frame.seat, "000:770")
        if full is not None and why is None:
            return []
        targets = self._targets(state, frame)
        if not targets:
            return []
        names = [p.name for p in state.players]
        out = [Move("first_coliseum", f"coliseum: slay {names[v]}'s {role} client", (c,),
                    role, target=v, data=("slay",), target_kind="seat")
               for (v, role), c in targets.items()]
        if why is not None:
            victims = {v for v, _ in frame.data.slots}
            for v in sorted(victims):
                for c in state.players[v].clientele:
                    role = state.deck.role[c]
                    if (v, role) not in targets:
                        refuse(why, Move("first_coliseum", f"coliseum: slay {names[v]}'s "
                                         f"{role} client", (c,), role, target=v,
                                         target_kind="seat"),
                               "a Coliseum slays clients whose role matches a material you "
                               "still demand, one per demand (000:770; rulings A-18, A-19)")
        if full is not None:
            return offer(out, full, why)
        return out + [DONE]

    def frame_apply(self, state, frame, move):
        if move.data[0] == "done":
            state.stack.pop()
            return
        seat, v, c = frame.seat, move.target, move.cards[0]
        mat = state.deck.material[c]
        slots = list(frame.data.slots)
        slots.remove((v, mat))
        frame.data = replace(frame.data, slots=tuple(slots))  # data is frozen: copies share it
        victim = state.players[v]
        victim.clientele.remove(c)
        if c in victim.hired:
            victim.hired.remove(c)
        state.players[seat].vault.append(c)
        state.vault_seen[c] = "all"
        state.say(seat, "slay", "{who} slays {victim}'s {role} client ({0}) into the Vault as "
                  "{mat} (Coliseum)", c, victim=victim.name, role=move.role, mat=mat,
                  data={"victim": v, "role": move.role, "material": mat})

    def frame_prompt(self, state, frame):
        return f"{state.players[frame.seat].name}: slay clients in the Coliseum, or spare them"


power(FirstColiseum)

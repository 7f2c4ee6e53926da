"""Colosseum, second edition (Imperium): a Legionary action may also throw matching clients of
the victims to the lions, into your Vault (003:411; 004:523). The first-edition Coliseum is in
first_coliseum.py."""

from __future__ import annotations

from ..catalogue import ROLE_OF
from ..moves import Move
from ..powers import Power, power
from ..roles.merchant import has_vault_room, sell


@power
class Colosseum(Power):
    """Victims are the players the demand reached (Palisade and Wall protect, a Bridge widens
    it: the Legionary flow passes only those). Per victim, at most one client per demanded
    card (A-19), chosen by the demander, while the Vault has room (003:411). The clients
    were public, so they enter the Vault face up (A-32)."""

    name = "Colosseum"
    editions = ("imperium",)

    def after_demand(self, state, seat, materials, victims):
        for v in reversed(victims):
            state.stack.append({"kind": "power", "power": self.name, "seat": seat,
                                "victim": v, "mats": list(materials)})

    def frame_moves(self, state, frame):
        seat, v = frame["seat"], frame["victim"]
        if not has_vault_room(state, seat):
            return []
        deck = state.deck
        victim = state.players[v]
        out = []
        for mat in dict.fromkeys(frame["mats"]):
            role = ROLE_OF[mat]
            seen: set[str] = set()
            for c in victim.clientele:
                if deck.role[c] == role and deck.name[c] not in seen:
                    seen.add(deck.name[c])
                    out.append(Move("colosseum", f"colosseum: slay {victim.name}'s {role} "
                                                 f"client ({deck.name[c]})", (c,), target=v,
                                    data=(mat,)))
        if out:
            out.append(Move("colosseum", f"colosseum: spare {victim.name}", data=("spare",)))
        return out

    def frame_apply(self, state, frame, move):
        if move.data == ("spare",):
            state.stack.pop()
            return
        mats = list(frame["mats"])
        mats.remove(move.data[0])
        frame["mats"] = mats  # a new list: frames are copied shallowly
        victim = state.players[move.target]
        card = move.cards[0]
        if card in victim.hired:
            victim.hired.remove(card)
        sell(state, frame["seat"], card, victim.clientele, "all",
             f"from {victim.name}'s clientele (Colosseum)")

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame['seat']].name}: Colosseum — throw "
                f"{state.players[frame['victim']].name}'s matching clients to the lions?")

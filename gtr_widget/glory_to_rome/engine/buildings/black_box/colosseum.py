"""Colosseum, second edition (Imperium): a Legionary action may also throw matching clients of
the victims to the lions, into your Vault (003:411; 004:523). The first-edition Coliseum is in
first_coliseum.py."""

from __future__ import annotations

from .....core.moves import Move
from ...catalogue import ROLE_OF
from ...powers import power
from ...roles.merchant import has_vault_room, sell
from .._victims import PerVictim


@power
class Colosseum(PerVictim):
    """Victims are the players the demand reached (Palisade and Wall protect, a Bridge widens
    it: the Legionary flow passes only those). Per victim, at most one client per demanded
    card (A-19), chosen by the demander, while the Vault has room (003:411). The clients
    were public, so they enter the Vault face up (A-32)."""

    name = "Colosseum"
    editions = ("imperium",)
    verb = "colosseum"

    def takings(self, state, frame, v):
        if not has_vault_room(state, frame["seat"]):
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
                                    data=(mat,), target_kind="seat"))
        return out

    def take(self, state, seat, victim, card):
        if card in victim.hired:
            victim.hired.remove(card)
        sell(state, seat, card, victim.clientele, "all",
             f"from {victim.name}'s clientele (Colosseum)")

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame['seat']].name}: Colosseum — throw "
                f"{state.players[frame['victim']].name}'s matching clients to the lions?")

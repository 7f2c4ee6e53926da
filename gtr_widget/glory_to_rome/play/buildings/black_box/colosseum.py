"""Colosseum, second edition (Imperium): a Legionary action may also throw matching clients of
the victims to the lions, into your Vault (003:411; 004:523). The first-edition Coliseum is in
first_coliseum.py."""

from __future__ import annotations

from .....core.moves import Move
from ...cards import ROLE_OF
from ...powers import power
from ...reasons import offer, refuse
from ...roles.merchant import sell, vault_full
from .._victims import PerVictim


def _text(victim: str, role: str, name: str) -> str:
    return f"colosseum: slay {victim}'s {role} client ({name})"


class Colosseum(PerVictim):
    """Victims are the players the demand reached (Palisade and Wall protect, a Bridge widens
    it: the Legionary flow passes only those). Per victim, at most one client per demanded
    card (A-19), chosen by the demander, while the Vault has room (003:411). The clients
    were public, so they enter the Vault face up (A-32)."""

    name = "Colosseum"
    editions = ("imperium",)
    verb = "colosseum"

    def takings(self, state, frame, v, why=None):
        full = vault_full(state, frame.seat, "003:411")
        if full is not None and why is None:
            return []
        deck = state.deck
        victim = state.players[v]
        out = []
        for mat in dict.fromkeys(frame.data.mats):
            role = ROLE_OF[mat]
            seen: set[str] = set()
            for c in victim.clientele:
                if deck.role[c] == role and deck.name[c] not in seen:
                    seen.add(deck.name[c])
                    out.append(Move("colosseum", _text(victim.name, role, deck.name[c]), (c,),
                                    target=v, data=(mat,), target_kind="seat"))
        if why is not None:
            wanted = {ROLE_OF[mat] for mat in frame.data.mats}
            for c in victim.clientele:
                if deck.role[c] not in wanted:
                    refuse(why, Move("colosseum", _text(victim.name, deck.role[c], deck.name[c]),
                                     (c,), target=v, target_kind="seat"),
                           "only clients whose role matches a material still demanded, one per "
                           "demand (003:411; rulings A-19)")
        return offer(out, full, why)

    def take(self, state, seat, victim, card):
        if card in victim.hired:
            victim.hired.remove(card)
        sell(state, seat, card, victim.clientele, "all",
             f"from {victim.name}'s clientele (Colosseum)")

    def frame_prompt(self, state, frame):
        return (f"{state.players[frame.seat].name}: Colosseum — throw "
                f"{state.players[frame.data.victim].name}'s matching clients to the lions?")


power(Colosseum)

"""Crane (Republic only): any hand card may lead or follow Architect, as if it were a grey card
(003:417-421). Both leading and following (A-26); a Jack is wild anyway."""

from __future__ import annotations

from .....core.kept import inert
from .....core.moves import Move
from ...machine import STEPS
from ...powers import Power, power
from ...reasons import Why
from ...state import State
from ...zones import distinct


class Crane(Power):
    name = "Crane"
    editions = ("republic",)
    verbs = ("crane",)
    without = "a card leads or follows its own role; a Jack or a petition any (003:127)"

    def lead_moves(self, state: State, seat: int, leading: bool, why: Why = None
                   ) -> list[Move]:
        if not leading and state.role != "Architect":
            return []
        made = state.deck.table("crane", "", leading)  # each card's move, made once per deck
        out: list[Move] = []
        for name, c in distinct(state, state.players[seat].hand).items():
            if state.deck.role[c] == "Architect":
                continue  # already an Architect card
            move = made.get(c)
            if move is None:
                text = f"lead Architect: {name}" if leading else f"follow: {name}"
                move = made[c] = inert(Move("crane", text, (c,), "Architect"))
            out.append(move)
        return out

    def apply(self, state, frame, move):
        # Played exactly like a grey card: the lead or follow decision carries it out.
        STEPS[frame.kind].apply(state, frame, move._replace(verb=frame.kind))


power(Crane)

"""Shared plumbing for second-edition powers that take something from each victim of a
Legionary demand (Colosseum, Domus Aurea).

The demander answers one frame per victim, in seat order; each taking uses up one demanded
card, so a victim loses at most one thing per demanded card (A-19, A-20), and the demander
may spare the victim at any time. A subclass says what may be taken and how.
"""

from __future__ import annotations

from ....core.moves import Move
from ..powers import Power
from ..reasons import Why
from ..state import Player, State


class PerVictim(Power):
    """Subclasses set `verb` (also the move text's prefix, "_" read as a space) and implement
    `takings` and `take`."""

    verb = ""

    def after_demand(self, state, seat, materials, victims):
        for v in reversed(victims):
            state.stack.append({"kind": "power", "power": self.name, "seat": seat,
                                "victim": v, "mats": list(materials)})

    def takings(self, state: State, frame: dict, v: int, why: Why = None) -> list[Move]:
        """The moves taking one thing from victim `v`; each has data=(demanded material,).
        With `why`, the things of `v` that may not be taken, with the reason."""
        raise NotImplementedError

    def take(self, state: State, seat: int, victim: Player, card: int) -> None:
        """Carry out a taking move of `seat` from `victim`."""
        raise NotImplementedError

    def frame_moves(self, state, frame, why=None):
        v = frame["victim"]
        out = self.takings(state, frame, v, why)
        if out:
            out.append(Move(self.verb, f"{self.verb.replace('_', ' ')}: spare "
                                       f"{state.players[v].name}", data=("spare",)))
        return out

    def frame_apply(self, state, frame, move):
        if move.data == ("spare",):
            state.stack.pop()
            return
        mats = list(frame["mats"])
        mats.remove(move.data[0])
        frame["mats"] = mats  # a new list: frames are copied shallowly
        self.take(state, frame["seat"], state.players[move.target], move.cards[0])

"""Shared plumbing for second-edition powers that take something from each victim of a
Legionary demand (Colosseum, Domus Aurea).

The demander answers one frame per victim, in seat order; each taking uses up one demanded
card, so a victim loses at most one thing per demanded card (A-19, A-20), and the demander
may spare the victim at any time. A subclass says what may be taken and how.
"""

from __future__ import annotations

from dataclasses import replace

from ....core.moves import Move
from ..powers import Power
from ..reasons import Why
from ..stack import PowerData, PowerFrame
from ..state import Player, State
from ._data import power_data


@power_data
class Victim(PowerData):
    """The victim asked about, and the materials of the demand not yet used up."""

    victim: int
    mats: tuple[str, ...]


class PerVictim(Power):
    """Subclasses set `verb` (also the move text's prefix, "_" read as a space) and implement
    `takings` and `take`."""

    verb = ""
    frame_data = Victim

    def after_demand(self, state, seat, materials, victims):
        for v in reversed(victims):
            state.stack.append(PowerFrame(seat, self.name, Victim(v, tuple(materials))))

    def takings(self, state: State, frame: PowerFrame, v: int, why: Why = None) -> list[Move]:
        """The moves taking one thing from victim `v`; each has data=(demanded material,).
        With `why`, the things of `v` that may not be taken, with the reason."""
        raise NotImplementedError

    def take(self, state: State, seat: int, victim: Player, card: int) -> None:
        """Carry out a taking move of `seat` from `victim`."""
        raise NotImplementedError

    def frame_moves(self, state, frame, why=None):
        v = frame.data.victim
        out = self.takings(state, frame, v, why)
        if out:
            out.append(Move(self.verb, f"{self.verb.replace('_', ' ')}: spare "
                                       f"{state.players[v].name}", data=("spare",)))
        return out

    def frame_apply(self, state, frame, move):
        if move.data == ("spare",):
            state.stack.pop()
            return
        mats = list(frame.data.mats)
        mats.remove(move.data[0])
        frame.data = replace(frame.data, mats=tuple(mats))  # data is frozen: copies share it
        self.take(state, frame.seat, state.players[move.target], move.cards[0])

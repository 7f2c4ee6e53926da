"""Gate: the functions of your Marble structures work from their foundations on; their
Influence still waits for completion (003:483; 004:579; 000:622). Every edition.

Black Box, Gate + Road (003:487-489): a Stone structure that holds a Marble material counts
as Stone or Marble at once, so with a Gate its function works too; "upon completion" effects
still wait for the real completion."""

from __future__ import annotations

from typing import ClassVar

from ..powers import Power, power


class Gate(Power):
    name = "Gate"
    editions: ClassVar[tuple[str, ...]] = ("first",)

    def grants_marble_foundations(self, state, seat):
        return True


power(Gate)


class GateBlackBox(Gate):
    editions = ("republic", "imperium")

    def counts_as_marble(self, state, seat, building):
        deck = state.deck
        return deck.material[building.foundation] == "Stone" and any(
            deck.material[m] == "Marble" for m in building.materials)


power(GateBlackBox)

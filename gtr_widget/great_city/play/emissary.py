"""The emissary phase (001:111-118, 332): place an emissary on an unoccupied strip space.

Placement runs clockwise from the first player; with two players each places one emissary,
then each places the second (001:332). Every empty space is legal (ruling A-36: Yucata's
last-emissary filter is a convenience, not a rule).
"""

from __future__ import annotations

from ...core.moves import Move
from ...core.protocol import Candidate
from . import notation
from .action import start_next_turn
from .machine import Phase, phase
from .notation import EMISSARIES
from .state import State, log
from .strips import SPACES


def space_refusal(s: State, space: int) -> str | None:
    if s.spaces[space - 1] >= 0:
        who = s.players[s.spaces[space - 1]].name
        return (f"space {space} is occupied (by {who}'s emissary): an emissary goes on an "
                "unoccupied space (001:113, 115)")
    return None


class Emissary(Phase):
    kind = "emissary"
    verbs = frozenset({"emissary"})
    order_rule = ("emissaries are placed clockwise from the first player (001:113; two "
                  "players alternate, 001:332)")

    def player(self, s: State) -> int:
        return s.order[s.step]

    def moves(self, s: State) -> list[Move]:
        sp = s.spaces
        return [EMISSARIES[k] for k in range(SPACES) if sp[k] < 0]

    def candidates(self, s: State) -> list[Candidate]:
        return [Candidate(notation.emissary(k), space_refusal(s, k))
                for k in range(1, SPACES + 1)]

    def explain(self, s: State, text: str) -> str | None:
        if text.strip().lower().startswith("emissary"):
            return "the strip has spaces 1 to 5, counted from the emperor (001:120)"
        return None

    def apply(self, s: State, m: Move) -> None:
        seat = s.order[s.step]
        k = m.target
        assert k is not None  # an emissary move names its space
        spaces = list(s.spaces)
        spaces[k - 1] = seat
        s.spaces = tuple(spaces)
        log(s, seat, "emissary", f"{s.players[seat].name} places an emissary on space {k}",
            data={"space": k})
        s.step += 1
        if s.step == len(s.order):
            start_next_turn(s)

    def prompt(self, s: State) -> str:
        return f"{s.players[self.player(s)].name}: place an emissary on the strip"

    def fields(self, s: State) -> dict:
        seat = self.player(s)
        placed = sum(1 for x in s.spaces if x == seat)
        return {"emissary": placed + 1, "free_spaces": [k for k in range(1, SPACES + 1)
                                                        if s.spaces[k - 1] < 0]}


phase(Emissary)

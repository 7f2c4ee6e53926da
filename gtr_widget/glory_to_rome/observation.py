"""What one seat knows now, read straight off the state: the fast bots' input.

Building the JSON view costs more than a heuristic bot's whole decision, so simulations would
spend most of their time on it. An `Observation` answers the few questions such a bot asks (its
own hand, the public table, its limits) directly, and nothing `view(state, seat)` would hide:
other hands and the draw pile are given as counts only.
"""

from __future__ import annotations

from .play.construction import needed
from .play.limits import limit
from .play.state import State


class Observation:
    """One seat's knowledge of a position, for bots (`Engine.observation(state, seat)`)."""

    __slots__ = ("_s", "seat")

    def __init__(self, state: State, seat: int) -> None:
        self._s = state
        self.seat = seat

    # -- the seat's own ----------------------------------------------------------------
    @property
    def hand(self) -> tuple[int, ...]:
        return tuple(self._s.players[self.seat].hand)

    def limit(self, kind: str) -> int:
        """The seat's hand, clientele or vault limit as the rules read it now."""
        return limit(self._s, self.seat, kind)

    # -- public ------------------------------------------------------------------------
    @property
    def player_count(self) -> int:
        return self._s.n

    @property
    def turn(self) -> int:
        return self._s.turn

    @property
    def role(self) -> str | None:
        """The role led this turn (None before the lead)."""
        return self._s.role

    @property
    def draw_count(self) -> int:
        return len(self._s.draw)

    @property
    def pool(self) -> tuple[int, ...]:
        return tuple(self._s.pool)

    @property
    def sites_left(self) -> int:
        return sum(self._s.sites.values())

    def hand_count(self, seat: int) -> int:
        return len(self._s.players[seat].hand)

    def vault_count(self, seat: int) -> int:
        return len(self._s.players[seat].vault)

    def stockpile(self, seat: int) -> tuple[int, ...]:
        return tuple(self._s.players[seat].stockpile)

    def clientele(self, seat: int) -> tuple[int, ...]:
        return tuple(self._s.players[seat].clientele)

    def buildings(self, seat: int) -> list[tuple[int, int, int, bool]]:
        """(foundation, materials laid, materials needed, complete) per building."""
        s = self._s
        return [(b.foundation, len(b.materials), needed(s, seat, b), b.complete)
                for b in s.players[seat].buildings]

    # -- cards (the printed facts of a card id, public for every card) -----------------
    @property
    def material(self) -> tuple:
        return self._s.deck.material

    @property
    def value(self) -> tuple:
        return self._s.deck.value

    @property
    def card_role(self) -> tuple:
        return self._s.deck.role

"""Glory to Rome's `Game`: the core game with this game's rules, setup and frames."""

from __future__ import annotations

import random
from typing import Any

from ..core import Game as CoreGame
from ..core import register
from .engine import ENGINE
from .play import Rules
from .play.setup import new_state
from .play.state import State

DEFAULT_NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


class Game(CoreGame):
    """A game of Glory to Rome: ask `decision`, list `legal_moves()`, `play()` one."""

    engine = ENGINE


    def __init__(self, state: State, **kw: Any) -> None:
        state.quiet = False  # a game keeps its log, even from a position dealt for search
        super().__init__(state, **kw)

    @classmethod
    def new(cls, players: int | list[str] = 3, edition: str = "republic",
            seed: int | None = None, training: bool = False, rules: Rules | None = None,
            **options: Any) -> Game:
        """Deal a new game. `options` override single rules of the edition's preset."""
        if isinstance(players, int) and not 2 <= players <= 5:
            raise ValueError("Glory to Rome is for 2 to 5 players")
        names = DEFAULT_NAMES[:players] if isinstance(players, int) else list(players)
        if rules is None:
            rules = Rules.preset(edition, training=training, **options)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        return cls(new_state(rules, names, seed))

    @classmethod
    def from_state(cls, state: State) -> Game:
        """A game starting from a position built by hand (see gtr_widget.scenarios)."""
        return cls(state)

    @property
    def rules(self) -> Rules:
        return self._state.rules

    def again(self, seed: int | None = None) -> Game:
        return Game.new(players=list(self.players), seed=seed, rules=self.rules)

    def __repr__(self) -> str:
        d = self.decision
        status = f"over: {self.end_reason}" if d is None else d.prompt
        return f"<Game {self.rules.edition} turn {self._state.turn}, {status}>"


register(ENGINE, Game)

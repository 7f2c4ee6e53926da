"""The Great City of Rome's `Game`: the core game with this game's rules, setup and frames.

    from gtr_widget.great_city import Game
    g = Game.new(players=3, seed=1, shrine=False)
    g.decision; g.legal_moves(); g.play("emissary: space 4"); g.view(0); g.scores()
"""

from __future__ import annotations

import random

from ..core import Game as CoreGame
from ..core import IllegalMove, register
from ..core.moves import Move
from .engine import ENGINE
from .play.machine import current
from .play.rules import Rules
from .play.setup import new_state
from .play.state import State

DEFAULT_NAMES = ["Ann", "Bo", "Cy", "Di"]


class Game(CoreGame):
    """A game of The Great City of Rome: ask `decision`, list `legal_moves()`, `play()` one."""

    engine = ENGINE


    @classmethod
    def new(cls, players: int | list[str] = 3, seed: int | None = None, shrine: bool = False,
            strips=None, rules: Rules | None = None, **options) -> Game:
        """Deal a new game. `strips`: six action strips (see rules.parse_strips); `options`
        switch rulings (Rules fields: shrine_is_temple, aqueduct_may_replace_aqueduct,
        first_player, influence_token_supply)."""
        if isinstance(players, int):
            if not 2 <= players <= 4:
                raise ValueError("The Great City of Rome is for 2 to 4 players (001:2)")
            names = DEFAULT_NAMES[:players]
        else:
            names = [str(n) for n in players]
        if rules is None:
            rules = Rules.make(len(names), strips=strips, shrine=shrine, **options)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        return cls(new_state(rules, names, seed))

    @classmethod
    def from_state(cls, state: State) -> Game:
        """A game starting from a position built by hand (see great_city.scenarios)."""
        return cls(state)

    @property
    def rules(self) -> Rules:
        return self._state.rules

    def play_as(self, seat: int, move: Move | str) -> Game:
        """Play `move` for `seat`, refusing it when another seat must decide now."""
        h = current(self._state)
        if h is not None and h.player(self._state) != seat:
            who = self.players[h.player(self._state)]
            raise IllegalMove(f"not your turn: {h.order_rule}; {who} decides now")
        return self.play(move)

    def again(self, seed: int | None = None) -> Game:
        return Game.new(players=list(self.players), seed=seed, rules=self.rules)

    def __repr__(self) -> str:
        d = self.decision
        status = f"over: {self.end_reason}" if d is None else d.prompt
        s = self._state
        return f"<Game great_city {s.n}p round {s.round}/{s.rules.rounds}, {status}>"


register(ENGINE, Game)

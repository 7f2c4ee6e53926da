"""Glory to Rome's `Game`: the core game with this game's rules, setup and frames."""

from __future__ import annotations

from typing import Any

from ..core import Game as CoreGame
from ..core import register
from ..core.dealing import checked_seed, seat_names
from ..core.saves import short
from .engine import ENGINE
from .play import Rules
from .play.setup import new_state
from .play.state import State
from .saves.checks import limits_problem, rules_problem

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
        names = seat_names(players, DEFAULT_NAMES, 2, 5, "Glory to Rome")
        rules = checked_rules(len(names), edition, training, rules, options)
        return cls(new_state(rules, names, checked_seed(seed)), hush=True)

    @classmethod
    def from_state(cls, state: State) -> Game:
        """A game starting from a position built by hand (see gtr_widget.scenarios)."""
        return cls(state)

    @property
    def rules(self) -> Rules:
        return self._position.rules

    def again(self, seed: int | None = None) -> Game:
        return Game.new(players=list(self.players), seed=seed, rules=self.rules)

    def __repr__(self) -> str:
        d = self.decision
        status = f"over: {self.end_reason}" if d is None else d.prompt
        return f"<Game {self.rules.edition} turn {self._state.turn}, {status}>"


def checked_rules(n: int, edition: object = "republic", training: object = False,
                  rules: object = None, options: dict[str, Any] | None = None) -> Rules:
    """The rules for a new game or a built position of `n` players: `rules` as given, or the
    edition's preset with `training` and `options`. What a caller wrote is checked as a save's
    rules are, so that a wrong type or value is refused here with its name, not met later by
    the deal or a save; a preset as it stands is sound by construction (every new game asks)."""
    options = dict(options or {})
    given = rules is not None
    if given:
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules (Rules.preset(...)), not {short(rules)}")
        if training or options:
            raise ValueError("give either rules or the edition's options (training, "
                             f"{', '.join(sorted(options)) or 'none'}), not both")
    else:
        training = options.pop("training", training)  # the builder passes it as an option
        # `preset` refuses an unknown edition or option, and a value of the wrong type
        rules = Rules.preset(edition, training=training, **options)
    problem = (rules_problem(rules, n) if given or options
               else limits_problem(rules, n, rules.sites_in_town or n))
    if problem:
        raise ValueError(problem)
    return rules


register(ENGINE, Game)

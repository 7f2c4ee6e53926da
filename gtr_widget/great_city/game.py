"""The Great City of Rome's `Game`: the core game with this game's rules, setup and frames.

    from gtr_widget.great_city import Game
    g = Game.new(players=3, seed=1, shrine=False)
    g.decision; g.legal_moves(); g.play("emissary: space 4"); g.view(0); g.scores()
"""

from __future__ import annotations

from pydantic import ValidationError

from ..core import Game as CoreGame
from ..core import IllegalMove, register
from ..core.dealing import checked_seed, seat_names
from ..core.moves import Move
from ..core.saves import schema_problem, short
from .engine import ENGINE
from .play.machine import current
from .play.rules import Rules
from .play.setup import new_state
from .play.state import State
from .saves.schema import RulesModel

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
        names = seat_names(players, DEFAULT_NAMES, 2, 4, "The Great City of Rome")
        rules = checked_rules(len(names), shrine, strips, rules, options)
        return cls(new_state(rules, names, checked_seed(seed)), hush=True)

    @classmethod
    def from_state(cls, state: State) -> Game:
        """A game starting from a position built by hand (see great_city.scenarios)."""
        return cls(state)

    @property
    def rules(self) -> Rules:
        return self._position.rules

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


def checked_rules(n: int, shrine: object = False, strips: object = None, rules: object = None,
                  options: dict | None = None) -> Rules:
    """The rules for a new game or a built position of `n` players: `rules` as given, or made
    from `shrine`, `strips` and `options`. What a caller wrote is checked as a save's rules
    are, so that a wrong type or value is refused here with its name, not met later by the deal
    or a save; the rulebook's rules as they stand are sound by construction."""
    options = dict(options or {})
    given = rules is not None
    if given:
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules (Rules.make(...)), not {short(rules)}")
        if shrine or strips is not None or options:
            raise ValueError("give either rules or its options (shrine, strips, ...), not both")
        if rules.players != n:
            raise ValueError(f"rules for {rules.players} players, not {n} (001:2)")
        problem = rules.problem()  # first: it reads any field, where to_dict may fail
        if problem:
            raise ValueError(problem)
    else:
        # `make` refuses an unknown option, a switch that is not True or False, bad strips,
        # and whatever `problem` finds
        rules = Rules.make(n, strips=strips, shrine=shrine, **options)
    if given or options:
        _check_fields(rules.to_dict())
    return rules


def _check_fields(fields: dict) -> None:
    """Each field of the rules of the type and range a save takes (saves/schema.py)."""
    try:
        RulesModel.model_validate(fields)
    except ValidationError as e:
        raise ValueError(f"rules.{schema_problem(e)}") from None


register(ENGINE, Game)

"""Bad input to a table's Python side is refused in a few words and changes nothing, for both
games: a trait given a huge value, a game that is not a Game, bots that are not a dict, and an
analysis switched with junk. (The page's messages have their own fuzz test.)"""

from __future__ import annotations

from typing import Any

import pytest
import traitlets

from gtr_widget import Table
from gtr_widget.core.errors import MAX_ERROR_CHARS

GAMES = [None, "great_city"]  # None: the package's default game, Glory to Rome
HUGE = "x" * 5000


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("option", ["pace", "undo", "language", "curtain", "viewer"])
def test_a_trait_given_a_huge_value_is_refused_in_a_few_words(game: str | None,
                                                              option: str) -> None:
    with pytest.raises(traitlets.TraitError) as refused:  # traitlets quoted the whole value
        Table.new(3, game=game, seed=1, **{option: HUGE})
    assert len(str(refused.value)) <= MAX_ERROR_CHARS and option[:4] in str(refused.value)


@pytest.mark.parametrize("game", GAMES)
def test_setting_a_trait_to_a_huge_value_is_refused_and_keeps_the_old_one(
        game: str | None) -> None:
    t = Table.new(3, game=game, seed=1, pace=0.5)
    with pytest.raises(traitlets.TraitError) as refused:
        t.pace = HUGE  # type: ignore[assignment]
    assert len(str(refused.value)) <= MAX_ERROR_CHARS and t.pace == 0.5


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("junk", [None, True, 3, "Game", [], {}, object()])
def test_a_table_takes_only_a_game(game: str | None, junk: Any) -> None:
    """`t.game = junk` used to put the junk on the table (an AttributeError, then a broken
    table); now it is refused and the game on the table stays."""
    t = Table.new(3, game=game, seed=1)
    before = t.game.to_json()
    with pytest.raises(TypeError, match="a table holds a Game"):
        t.game = junk
    assert t.game.to_json() == before
    with pytest.raises(TypeError, match="a table holds a Game"):
        Table(junk)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("junk", [3, "random", ["random"], True])
def test_bots_are_a_dict_of_seats(game: str | None, junk: Any) -> None:
    with pytest.raises(TypeError, match="a dict of seat -> bot"):  # was: AttributeError
        Table.new(3, game=game, seed=1, bots=junk)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("on", "budget"), [("yes", None), (1, None), (True, HUGE),
                                            (True, float("nan")), (True, -1), (True, 10**9),
                                            (True, True)])
def test_the_analysis_is_switched_by_a_flag_and_a_budget_in_seconds(
        game: str | None, on: Any, budget: Any) -> None:
    """`analyse("yes")` switched it on, `analyse(True, "x" * 5000)` failed in float() with
    the whole text, and a NaN or negative budget was taken."""
    t = Table.new(3, game=game, seed=1)
    before = (t._analyst.on, t._analyst.budget_s, dict(t.analysis))
    with pytest.raises(ValueError) as refused:
        t.analyse(on, budget)
    assert len(str(refused.value)) <= MAX_ERROR_CHARS
    assert (t._analyst.on, t._analyst.budget_s, dict(t.analysis)) == before


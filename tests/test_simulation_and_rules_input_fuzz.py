"""Random bad input to the calls the constructor fuzz left: `simulate`, `play_game`, the
timeline's `exact`, the pictures, both games' `Rules` calls, the plots and the search bot.

Each must return, or raise ValueError or TypeError with a short text naming the argument
(`refusals.refused_well`), never hang, and a refused call leaves the game it was asked of as
it was. Games are tiny (1 to 3 games, random bots) so the file runs fast.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import matplotlib
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refusals import JUNK, deadline, refused_well

from gtr_widget import Game, Rules
from gtr_widget.analysis import (
    plot_simulation,
    plot_what_if,
    simulate,
    simulation_summary,
    vp_over_turns,
    what_if,
)
from gtr_widget.bots import ISMCTSBot, play_game
from gtr_widget.core.dealing import MAX_PLAYOUTS
from gtr_widget.great_city import Game as GreatCity
from gtr_widget.great_city.play.rules import Rules as CityRules
from gtr_widget.great_city.play.rules import default_strips, parse_strips
from gtr_widget.pictures import animate, frames_of

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402 - after the backend is chosen

FUZZ = settings(max_examples=120, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])
KINDS = {"glory_to_rome": Game, "great_city": GreatCity}
LONG = "x" * 41  # a quote of a 5000-character value would hold this


def _in_progress(kind: type) -> Any:
    g = kind.new(3, seed=5)
    for _ in range(4):
        g.play(g.legal_moves()[0])
    return g


GAMES = {name: _in_progress(kind) for name, kind in KINDS.items()}


def _small(value: object, most: int) -> object:
    """An int above `most` stands for a count beyond any use: one that must be refused."""
    if isinstance(value, int) and not isinstance(value, bool) and most < value <= MAX_PLAYOUTS:
        return 10 * MAX_PLAYOUTS
    return value


# -- simulate and play_game -------------------------------------------------------------------

SIMULATE = {
    "n": lambda g, v: simulate(_small(v, 3), game=g, workers=1, progress=False),
    "players": lambda g, v: simulate(1, players=v, game=g, workers=1, progress=False),
    "bots": lambda g, v: simulate(1, bots=v, game=g, workers=1, progress=False),
    "seed": lambda g, v: simulate(1, seed=v, game=g, workers=1, progress=False),
    "workers": lambda g, v: simulate(1, workers=_small(v, 2), game=g, progress=False),
    "chunk": lambda g, v: simulate(2, chunk=v, game=g, workers=1, progress=False),
    "backend": lambda g, v: simulate(1, backend=v, game=g, workers=1, progress=False),
    "game": lambda g, v: simulate(1, game=v, workers=1, progress=False),
    "progress": lambda g, v: simulate(1, game=g, workers=1, progress=v),
    "option": lambda g, v: simulate(1, game=g, workers=1, progress=False,
                                    **({"edition": v} if g == "glory_to_rome" else {"shrine": v})),
}


@FUZZ
@given(game=st.sampled_from(sorted(KINDS)), arg=st.sampled_from(sorted(SIMULATE)), value=JUNK)
def test_simulate_refuses_bad_arguments_or_tabulates(game: str, arg: str, value: object) -> None:
    with deadline():
        refused_well(lambda: SIMULATE[arg](game, value))


PLAY_GAME = {
    "bots": lambda g, v: play_game(v, kind=g),
    "players": lambda g, v: play_game(["random"] * 3, players=v, kind=g),
    "seed": lambda g, v: play_game(["random"] * 3, seed=v, kind=g),
    "max_moves": lambda g, v: play_game(["random"] * 3, max_moves=v, kind=g),
    "kind": lambda g, v: play_game(["random"] * 3, kind=v),
    "game": lambda g, v: play_game(["random"] * 3, game=v),
    "option": lambda g, v: play_game(["random"] * 3, kind=g, bogus=v),
}


@FUZZ
@given(game=st.sampled_from(sorted(KINDS)), arg=st.sampled_from(sorted(PLAY_GAME)), value=JUNK)
def test_play_game_refuses_bad_arguments_or_plays(game: str, arg: str, value: object) -> None:
    with deadline():
        try:
            refused_well(lambda: PLAY_GAME[arg](game, value))
        except RuntimeError as e:  # a small max_moves: the documented runaway guard
            assert arg == "max_moves" and "no end after" in str(e)


# -- the timeline's exact, and the pictures ---------------------------------------------------

ON_A_GAME = {
    "undo exact": lambda g, v: g.undo(exact=v),
    "goto exact": lambda g, v: g.goto(1, exact=v),
    "to_svg theme": lambda g, v: g.to_svg(None, v),
    "to_animated_svg seat": lambda g, v: g.to_animated_svg(v),
    "to_animated_svg theme": lambda g, v: g.to_animated_svg(None, v),
    "to_animated_svg seconds": lambda g, v: g.to_animated_svg(None, "light", v),
    "frames_of first": lambda g, v: frames_of(g, None, "light", v),
    "frames_of last": lambda g, v: frames_of(g, None, "light", 0, v),
    "animate frames": lambda g, v: animate(v),
    "animate title": lambda g, v: animate([g.to_svg()], 1.0, title=v),
    "vp_over_turns ax": lambda g, v: vp_over_turns(g, None, v),
}


@FUZZ
@given(game=st.sampled_from(sorted(GAMES)), call=st.sampled_from(sorted(ON_A_GAME)), value=JUNK)
def test_timeline_and_picture_calls_refuse_bad_arguments_and_leave_the_game_alone(
        game: str, call: str, value: object) -> None:
    g = GAMES[game].clone()
    before = (g.to_json(), g.version, g.ply, len(g.lines))
    with deadline():
        error = refused_well(lambda: ON_A_GAME[call](g, value))
    plt.close("all")
    if error is not None:
        assert (g.to_json(), g.version, g.ply, len(g.lines)) == before
    if call.endswith("exact") and value is not None and not isinstance(value, bool):
        assert error is not None  # a truthy 1 or "no" passed for True


# -- both games' Rules, called directly -------------------------------------------------------

def _preset(name: str) -> Any:
    return lambda v: Rules.preset("republic", **{name: v})


def _make(name: str) -> Any:
    return lambda v: CityRules.make(3, **{name: v})


RULES_CALLS = {
    "preset edition": lambda v: Rules.preset(v),
    **{f"preset {name}": _preset(name)
       for name in ("hand_size", "petition_size", "training", "deck_end", "sites_in_town",
                    "geek", "legionary_pool_take", "bogus")},
    "make players": lambda v: CityRules.make(v),
    "make strips": lambda v: CityRules.make(3, strips=v),
    **{f"make {name}": _make(name)
       for name in ("shrine", "shrine_is_temple", "first_player", "influence_token_supply",
                    "bogus")},
    "parse_strips": lambda v: parse_strips(v),
    "parse_strips each": lambda v: parse_strips([v] * 6),
    "parse_strips pairs": lambda v: parse_strips([("CBBBC", v)] * 6),
}
TYPES = {"hand_size": int, "petition_size": (int, type(None)), "training": bool,
         "deck_end": str, "sites_in_town": (int, type(None)), "geek": bool,
         "legionary_pool_take": str}


@FUZZ
@given(call=st.sampled_from(sorted(RULES_CALLS)), value=JUNK)
def test_rules_calls_refuse_wrong_types_briefly(call: str, value: object) -> None:
    made: list[Any] = []
    error = refused_well(lambda: made.append(RULES_CALLS[call](value)))
    name = call.split()[-1]
    if error is None and name in TYPES:  # an override taken is of the option's type
        assert isinstance(value, TYPES[name]) and (
            not isinstance(value, bool) or TYPES[name] is bool), value
    if error is not None:
        assert LONG not in str(error)


@FUZZ
@given(name=st.sampled_from(["players", "first_player", "influence_token_supply", "shrine",
                             "aqueduct_may_replace_aqueduct", "strips", "decks", "influence"]),
       value=JUNK)
def test_great_city_rules_problem_words_any_field(name: str, value: object) -> None:
    problem = dataclasses.replace(CityRules.make(3), **{name: value}).problem()
    assert problem is None or (isinstance(problem, str) and len(problem) <= 200
                               and LONG not in problem)


# -- the plots and the search bot -------------------------------------------------------------

TABLES = {g: (simulate(2, game=g, workers=1, progress=False),
              what_if(GAMES[g], n=len(GAMES[g].legal_moves()), workers=1, progress=False))
          for g in sorted(KINDS)}
PLOTS = {
    "plot_what_if df": lambda g, v: plot_what_if(v),
    "plot_what_if ax": lambda g, v: plot_what_if(TABLES[g][1], ax=v),
    "plot_what_if top": lambda g, v: plot_what_if(TABLES[g][1], top=v),
    "simulation_summary df": lambda g, v: simulation_summary(v),
    "simulation_summary by": lambda g, v: simulation_summary(TABLES[g][0], by=v),
    "plot_simulation by": lambda g, v: plot_simulation(TABLES[g][0], by=v),
    "plot_simulation top": lambda g, v: plot_simulation(TABLES[g][0], top=v),
    "ISMCTSBot iterations": lambda g, v: ISMCTSBot(iterations=v),
    "ISMCTSBot time_limit": lambda g, v: ISMCTSBot(time_limit=v),
    "ISMCTSBot top_k": lambda g, v: ISMCTSBot(top_k=v),
}


@FUZZ
@given(game=st.sampled_from(sorted(KINDS)), call=st.sampled_from(sorted(PLOTS)), value=JUNK)
def test_plots_and_the_search_bot_refuse_bad_arguments(game: str, call: str,
                                                       value: object) -> None:
    error = refused_well(lambda: PLOTS[call](game, value))
    plt.close("all")
    if error is not None:
        assert LONG not in str(error)


# -- regressions: each bug found by the fuzzing above -----------------------------------------

@pytest.mark.parametrize("call", [
    lambda g: play_game(3, kind=g),                                # 'int' has no len()
    lambda g: play_game(["random"] * 3, max_moves=None, kind=g),   # '>=' not supported
    lambda g: simulate(1, seed="3", game=g, workers=1, progress=False),   # can only concatenate
    lambda g: simulate(1, players="3", game=g, workers=1, progress=False),  # can't multiply
    lambda g: simulate(1, players=10**30, game=g, workers=1, progress=False),  # OverflowError
    lambda g: simulate(10**12, game=g, workers=1, progress=False),  # ran for ever
    lambda g: simulate("x" * 5000, game=g, workers=1, progress=False),  # a 5000-char message
    lambda g: simulate(1, workers="2", game=g, progress=False),     # '>' not supported
    lambda g: simulate(1, chunk="x", game=g, workers=1, progress=False),  # cannot be interpreted
    lambda g: simulate(1, progress="x", game=g, workers=1),         # taken as True
    lambda g: simulate(1, backend="x" * 5000, game=g, workers=1, progress=False),  # long message
    lambda g: GAMES[g].clone().to_animated_svg(seconds=None),       # '>' not supported
    lambda g: GAMES[g].clone().to_animated_svg(seconds=10**400),    # OverflowError
    lambda g: frames_of(GAMES[g], None, "light", None),             # '<=' not supported
    lambda g: animate([1]),                                         # expected string or bytes
    lambda g: animate([GAMES[g].to_svg()], title=5),                # no attribute 'replace'
    lambda g: GAMES[g].clone().undo(exact="no"),                    # taken as True
    lambda g: GAMES[g].clone().goto(0, exact=1),                    # taken as True
    lambda g: plot_what_if(None),                                   # no attribute 'head'
    lambda g: plot_what_if(TABLES[g][1], ax=5),                     # no attribute 'barh'
    lambda g: plot_what_if(TABLES[g][1], top="x" * 5000),           # a 5000-char message
    lambda g: simulation_summary([]),                               # no attribute 'empty'
    lambda g: simulation_summary(TABLES[g][0], by="x" * 5000),      # a 5000-char message
    lambda g: vp_over_turns(GAMES[g], None, "ax"),                  # no attribute 'get_figure'
    lambda g: ISMCTSBot(iterations="x"),                            # '<' not supported (choose)
    lambda g: ISMCTSBot(time_limit="3"),                            # unsupported operand (choose)
    lambda g: ISMCTSBot(iterations=10**30),                         # searched for ever
])
@pytest.mark.parametrize("game", sorted(KINDS))
def test_regression_simulation_picture_and_plot_refusals(game: str, call: Any) -> None:
    with deadline():
        error = refused_well(lambda: call(game))
    plt.close("all")
    assert error is not None and LONG not in str(error)


@pytest.mark.parametrize("call", [
    lambda: Rules.preset([]),                                 # unhashable type: 'list'
    lambda: Rules.preset("x" * 5000),                         # a 5000-character message
    lambda: Rules.preset(**{"x" * 5000: 1}),                  # a 5000-character message
    lambda: Rules.preset(hand_size="5"),                      # taken: a text hand size
    lambda: Rules.preset(training=1),                         # taken: a 1 for True
    lambda: Rules.preset(petition_size=2.5),                  # taken: a float petition
    lambda: Rules.preset(legionary_pool_take="x" * 5000),     # a 5000-character message
    lambda: CityRules.make([]),                               # unhashable type: 'list'
    lambda: CityRules.make(3.0),                              # taken: 3.0 players
    lambda: CityRules.make(3, **{"x" * 5000: 1}),             # a 5000-character message
    lambda: CityRules.make(3, shrine="yes"),                  # taken: a text Shrine switch
    lambda: CityRules.make(3, strips=5),                      # 'int' object is not iterable
    lambda: CityRules.make(3, strips=[5] * 6),                # 'int' object is not iterable
    lambda: parse_strips(["x" * 5000] * 6),                   # a 5000-character message
    lambda: parse_strips([("CBBBC", "CBBBC", "CBBBC")] * 6),  # too many values to unpack
])
def test_regression_rules_refusals(call: Any) -> None:
    error = refused_well(call)
    assert error is not None and LONG not in str(error)


@pytest.mark.parametrize("name,value", [
    ("players", []),                        # unhashable type: 'list'
    ("players", "x" * 5000),                # a 5000-character message
    ("first_player", "x" * 5000),           # a 5000-character message
    ("influence_token_supply", "x" * 5000),  # a 5000-character message
    ("shrine", "yes"),                      # no problem seen: a text Shrine switch
    ("strips", 5),                          # no problem seen: strips that are no strips
])
def test_regression_great_city_rules_problem(name: str, value: object) -> None:
    problem = dataclasses.replace(CityRules.make(3), **{name: value}).problem()
    assert problem is not None and len(problem) <= 200 and LONG not in problem


def test_valid_calls_still_work() -> None:
    """What the checks must let through: the calls as documented."""
    for game in KINDS:
        df = simulate(0, game=game, workers=1, progress=False)
        assert df.empty
        df = simulate(2, players=2, seed=None, game=game, workers=1, progress=False, chunk=1)
        assert len(df) == 2
        g = play_game(["random", "random"], seed=None, kind=game)
        assert g.is_over
        g = GAMES[game].clone()
        g.undo(exact=True).goto(0, exact=False)
        assert g.to_animated_svg(seconds=2).startswith("<svg")
    assert Rules.preset("gloria", petition_size=None, hand_size=6).hand_size == 6
    assert Rules.preset("republic", training=False) is Rules.preset("republic")
    assert CityRules.make(2, shrine=True, first_player="random").problem() is None
    strips = default_strips()
    assert parse_strips([(f.lower(), b) for f, b in strips]) == strips

"""Random bad input to both games' constructors, position builders and study calls.

The standard (README): bad input gets a clear error and loses nothing. Here: `Game.new` of
either game, the position builders (`scenarios.build`) and the study calls that take a
user's argument (view, log, frames, timeline, what_if, determinize, bots) given wrong types,
out-of-range numbers, unknown names and over-long texts must raise ValueError or TypeError
(the project's IllegalMove, SaveFileError and PositionError are ValueErrors) with a short
text that is not a Python internal's; a call that accepts its input must give a game that
plays and saves; and a refused call leaves the game it was asked of exactly as it was.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from refusals import JUNK, deadline, refused_well

from gtr_widget import Game, Rules, scenarios
from gtr_widget.analysis import determinize, what_if
from gtr_widget.bots import make_bot
from gtr_widget.core.errors import PositionError
from gtr_widget.glory_to_rome.play.cards import MATERIALS, ROLES
from gtr_widget.great_city import Game as GreatCity

FUZZ = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])
CARD_WORDS = st.sampled_from(["Tower", "Jack", "Brick", "Craftsman", "Nope", "", "x" * 500,
                              "Academy", "Stone", "Patron", "Market"])


def plays_and_saves(g: Any, moves: int = 4) -> None:
    """A game made from accepted input is a real one: it plays, saves and loads as itself."""
    for _ in range(moves):
        legal = g.legal_moves()
        if not legal:
            break
        g.play(legal[len(legal) // 2])
    assert type(g).from_json(g.to_json()).to_json() == g.to_json()


# -- the constructors -------------------------------------------------------------------------

GTR_ARGS = ["players", "edition", "seed", "training", "rules", *Rules.__dataclass_fields__,
            "bogus"]
GC_ARGS = ["players", "seed", "shrine", "strips", "rules", "shrine_is_temple",
           "aqueduct_may_replace_aqueduct", "first_player", "influence_token_supply", "decks",
           "bogus"]


@FUZZ
@given(name=st.sampled_from(GTR_ARGS), value=JUNK)
def test_glory_to_rome_new_refuses_bad_arguments_or_deals_a_real_game(name: str,
                                                                      value: object) -> None:
    made: list[Game] = []
    if refused_well(lambda: made.append(Game.new(**{"seed": 1, name: value}))) is None:
        plays_and_saves(made[0])


@FUZZ
@given(name=st.sampled_from(GC_ARGS), value=JUNK)
def test_great_city_new_refuses_bad_arguments_or_deals_a_real_game(name: str,
                                                                   value: object) -> None:
    made: list[GreatCity] = []
    if refused_well(lambda: made.append(GreatCity.new(**{"seed": 1, name: value}))) is None:
        plays_and_saves(made[0])


@settings(max_examples=60, deadline=None, derandomize=True)
@given(data=st.data())
def test_valid_random_options_deal_a_game_that_plays_and_saves(data: st.DataObject) -> None:
    edition = data.draw(st.sampled_from(["republic", "imperium", "first", "gloria"]))
    options: dict[str, Any] = {
        "petition_size": data.draw(st.none() | st.integers(2, 6)),
        "hand_size": data.draw(st.integers(1, 20)),
        "start_orders": data.draw(st.integers(0, 12)),
        "sites_in_town": data.draw(st.none() | st.integers(1, 6)),
        "deck_end": data.draw(st.sampled_from(["empty", "draw"])),
        "stairway": data.draw(st.sampled_from(["blackbox", "2007"])),
        "chosen_start_card": data.draw(st.booleans()),
        "training": data.draw(st.booleans()),
    }
    if edition in ("republic", "imperium"):
        options["geek"] = data.draw(st.booleans())
    players = data.draw(st.integers(2, 5) | st.lists(st.text(max_size=12), min_size=2,
                                                     max_size=5))
    made: list[Game] = []
    if refused_well(lambda: made.append(Game.new(players, edition, seed=data.draw(
            st.integers(0, 2**64)), **options))) is None:
        plays_and_saves(made[0], moves=12)
    gc: list[GreatCity] = []
    if refused_well(lambda: gc.append(GreatCity.new(
            data.draw(st.integers(2, 4)), seed=data.draw(st.integers(0, 2**64)),
            shrine=data.draw(st.booleans()),
            first_player=data.draw(st.sampled_from([0, 1, "random"])),
            influence_token_supply=data.draw(st.none() | st.integers(0, 50))))) is None:
        plays_and_saves(gc[0], moves=12)


# -- the position builders --------------------------------------------------------------------

GTR_BUILD_ARGS = ["players", "edition", "rules", "seed", "hands", "clientele", "stockpile",
                  "vault", "buildings", "influence", "pool", "deck_top", "jacks", "deck_size",
                  "sites", "out_sites", "leader", "turn", "led", "lead_with", "followed",
                  "decision", "role", "geek"]


def _gtr_value(data: st.DataObject, name: str) -> object:
    """Junk, or a value of about the right shape with a wrong part."""
    seat = st.integers(-1, 6)
    shaped = {
        "hands": st.dictionaries(seat, st.lists(CARD_WORDS, max_size=25), max_size=2),
        "buildings": st.dictionaries(seat, st.lists(CARD_WORDS | st.fixed_dictionaries(
            {"name": CARD_WORDS}, optional={"site": st.sampled_from([*MATERIALS, "Gold"]),
                                            "materials": st.lists(CARD_WORDS, max_size=3),
                                            "stolen_from": seat, "complete": JUNK})),
                                     max_size=2),
        "influence": st.dictionaries(seat, st.integers(-3, 40), max_size=2),
        "pool": st.lists(CARD_WORDS, max_size=40),
        "sites": st.dictionaries(st.sampled_from([*MATERIALS, "Gold"]), st.integers(-2, 9)),
        "led": st.sampled_from([*ROLES, "Jack", "x" * 400]),
        "followed": st.dictionaries(seat, st.booleans() | CARD_WORDS, max_size=3),
        "decision": st.fixed_dictionaries({"kind": st.sampled_from(["actions", "nope"])},
                                          optional={"seat": seat, "role": st.sampled_from(
                                              ROLES), "left": st.integers(-1, 10**9)}),
    }.get(name.replace("clientele", "hands").replace("stockpile", "hands")
          .replace("vault", "hands").replace("deck_top", "pool")
          .replace("out_sites", "sites").replace("lead_with", "led"))
    return data.draw(JUNK if shaped is None else shaped | JUNK)


@FUZZ
@given(data=st.data(), name=st.sampled_from(GTR_BUILD_ARGS))
def test_glory_to_rome_builder_refuses_bad_descriptions_or_builds_a_real_game(
        data: st.DataObject, name: str) -> None:
    kw: dict[str, Any] = {name: _gtr_value(data, name)}
    if name in ("followed", "lead_with"):
        kw.setdefault("led", "Architect")
    if name == "decision":
        kw["role"] = "Architect"
    made: list[Any] = []
    if refused_well(lambda: made.append(scenarios.build(**kw))) is None:
        plays_and_saves(made[0])


GC_SPEC_KEYS = ["players", "shrine", "first", "round", "phase", "strip", "next_strip", "seats",
                "offer", "waiting", "deck_tops", "emissaries", "turn", "options", "bogus"]
GC_WORDS = st.sampled_from(["Market", "Vineyard", "Residential 2", "Nope", "c4", "zz",
                            "x" * 300, "CBBBC", "act", "I", "II"])
GC_SEAT = st.fixed_dictionaries({}, optional={
    "city": st.dictionaries(GC_WORDS, GC_WORDS | st.integers(), max_size=2),
    "hand": st.lists(GC_WORDS, max_size=20) | JUNK, "coins": JUNK, "won": st.lists(
        st.integers(0, 20), max_size=2), "points": st.dictionaries(GC_WORDS, st.integers(-1, 9)),
    "brick_tokens": st.lists(GC_WORDS, max_size=2), "bogus": JUNK})


@FUZZ
@given(data=st.data(), key=st.sampled_from(GC_SPEC_KEYS))
def test_great_city_builder_refuses_bad_descriptions_or_builds_a_real_game(
        data: st.DataObject, key: str) -> None:
    shaped = {
        "seats": st.lists(GC_SEAT, max_size=5),
        "offer": st.lists(GC_WORDS | st.lists(GC_WORDS, max_size=3), max_size=4),
        "waiting": st.lists(st.integers(0, 20), max_size=3),
        "deck_tops": st.dictionaries(GC_WORDS, st.lists(GC_WORDS, max_size=2), max_size=2),
        "emissaries": st.dictionaries(st.sampled_from(["1", "2", "5", "9", "x"]),
                                      st.integers(-1, 6), max_size=2),
        "turn": st.fixed_dictionaries({"seat": st.integers(-1, 5), "space": st.integers(0, 7)},
                                      optional={"bricks": JUNK, "cogs": st.integers(-1, 9)}),
    }.get(key)
    spec = {key: data.draw(JUNK if shaped is None else shaped | JUNK)}
    if key == "turn":
        spec["phase"] = "act"
    made: list[Any] = []
    if refused_well(lambda: made.append(scenarios.build(spec, game="great_city"))) is None:
        plays_and_saves(made[0])


# -- the study calls on a game in progress ----------------------------------------------------

def _in_progress(kind: type) -> Any:
    g = kind.new(3, seed=5)
    for _ in range(6):
        g.play(g.legal_moves()[0])
    return g.undo(exact=True).undo(exact=True)


GAMES = {"glory_to_rome": _in_progress(Game), "great_city": _in_progress(GreatCity)}
CALLS = {
    "goto": lambda g, v: g.goto(v), "review": lambda g, v: g.review(v),
    "switch": lambda g, v: g.switch(v), "view": lambda g, v: g.view(v),
    "log_for": lambda g, v: g.log_for(v), "frames_for": lambda g, v: g.frames_for(v).players,
    "to_json": lambda g, v: g.to_json(v), "to_svg": lambda g, v: g.to_svg(None, v),
    "play": lambda g, v: g.play(v), "why_not": lambda g, v: g.why_not(v),
    "determinize": lambda g, v: determinize(g, v, 1),
    "make_bot": lambda g, v: make_bot(v, game=g.engine.name),
    "what_if candidates": lambda g, v: what_if(g, candidates=v, n=4, workers=1,
                                               progress=False),
    "what_if n": lambda g, v: what_if(g, n=v, workers=1, progress=False),
    "what_if seed": lambda g, v: what_if(g, n=4, seed=v, workers=1, progress=False),
    "what_if bot": lambda g, v: what_if(g, n=4, bot=v, workers=1, progress=False),
}


@settings(max_examples=200, deadline=None, derandomize=True)
@given(game=st.sampled_from(sorted(GAMES)), call=st.sampled_from(sorted(CALLS)), value=JUNK)
def test_study_calls_refuse_bad_arguments_and_leave_the_game_alone(game: str, call: str,
                                                                   value: object) -> None:
    g = GAMES[game].clone()
    before = (g.to_json(), g.version, g.ply, len(g.lines))
    if call.startswith("what_if") and isinstance(value, int) and value > 8:
        value = 10**8  # a count beyond any use must be refused, not run for ever
    with deadline():
        error = refused_well(lambda: CALLS[call](g, value))
    if error is not None:
        assert (g.to_json(), g.version, g.ply, len(g.lines)) == before


# -- regressions: each bug found by the fuzzing above -----------------------------------------

@pytest.mark.parametrize("call", [
    lambda: Game.new(players=1.5),                       # TypeError: 'float' not iterable
    lambda: Game.new(rules={}),                          # AttributeError: no 'edition'
    lambda: Game.new(edition=[]),                        # TypeError: unhashable type
    lambda: Game.new(start_jacks=3, players=5),          # IndexError: pop from empty list
    lambda: Game.new(jacks_total=10**30),                # OverflowError deep in the deck
    lambda: Game.new(hand_size=None),                    # TypeError on the first refill
    lambda: Game.new(sites_per_material=1, players=5),   # negative Sites out of town
    lambda: Game.new(training=1),                        # dealt, then its save was refused
    lambda: Game.new(seed=1.5),                          # dealt, then its save was refused
    lambda: Game.new(seed="abc"),                        # compiled: TypeError, int expected
    lambda: Game.new(training=True, rules=Rules.preset()),  # the training flag was ignored
    lambda: Game.new(players=["Ann", 2]),                # dealt, then its save was refused
    lambda: Game.new(players="Ann"),                     # dealt as 3 players "A", "n", "n"
    lambda: GreatCity.new(players=None),                 # TypeError: not iterable
    lambda: GreatCity.new(rules=True),                   # AttributeError: no 'players'
    lambda: GreatCity.new(strips=True),                  # TypeError: 'bool' not iterable
    lambda: GreatCity.new(shrine="yes"),                 # dealt, then its save was refused
    lambda: GreatCity.new(seed="x"),                     # dealt, then its save was refused
    lambda: GreatCity.new(players=["x" * 101, "b"]),     # dealt, then its save was refused
])
def test_regression_constructor_refusals(call: Any) -> None:
    assert refused_well(call) is not None


@pytest.mark.parametrize("call", [
    lambda: Game.new(edition="x" * 5000),                # a 5000-character message
    lambda: Game.new(legionary_pool_take="x" * 5000),
    lambda: Game.new(**{"x" * 1000: 1}),
    lambda: GreatCity.new(influence_token_supply="x" * 5000),
    lambda: GreatCity.new(strips=["x" * 5000] * 6),
])
def test_regression_refusals_of_long_input_are_short(call: Any) -> None:
    error = refused_well(call)
    assert error is not None and "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" not in str(error)


@pytest.mark.parametrize("kw", [
    {"hands": {9: ["Tower"]}},                           # IndexError
    {"hands": {"0": ["Tower"]}},                         # TypeError: list indices
    {"hands": {0: [1]}},                                 # AttributeError: no 'strip'
    {"buildings": {0: [{}]}},                            # KeyError: 'name'
    {"buildings": {0: [{"name": "Tower", "site": "Gold"}]}},  # KeyError: 'Gold'
    {"buildings": {1: ["Jack"]}},                        # KeyError: None
    {"influence": {0: None}},                            # TypeError: unsupported operand
    {"sites": {"Brick": "3"}},                           # TypeError: '<' not supported
    {"sites": {"Brick": 1.5}},                           # built, then its save was refused
    {"deck_size": 1.5},                                  # TypeError: slice indices
    {"leader": 7},                                       # IndexError in leading.py
    {"turn": None},                                      # built, crashed on the first move
    {"stockpile": {1: ["Jack"]}},                        # built, then its save was refused
    {"decision": {"kind": "actions", "seat": 9, "role": "Architect", "left": 2},
     "role": "Architect"},                               # IndexError in building.py
    {"led": "x" * 5000},                                 # a 5000-character message
    {"pool": ["x" * 5000]},                              # a 5000-character message
])
def test_regression_glory_to_rome_builder_refusals(kw: dict[str, Any]) -> None:
    with pytest.raises(PositionError) as e:
        scenarios.build(**kw)
    assert len(str(e.value)) <= 200 and "x" * 41 not in str(e.value)


@pytest.mark.parametrize("spec", [
    7,                                                   # TypeError: not a mapping
    {"players": 1.5},                                    # TypeError: slice indices
    {"seats": [{"city": 5}]},                            # AttributeError: no 'items'
    {"seats": [{"won": [99]}]},                          # KeyError: 99
    {"waiting": [5]},                                    # KeyError: 5
    {"emissaries": {"9": 1}},                            # IndexError
    {"turn": {}, "phase": "act"},                        # KeyError: 'seat'
    {"turn": {"seat": 0, "space": 99}, "phase": "act"},  # IndexError
    {"deck_tops": {"I": [5]}},                           # AttributeError: no 'startswith'
    {"strip": True},                                     # AttributeError: no 'upper'
    {"strip": "x" * 5000},                               # a 5000-character message
])
def test_regression_great_city_builder_refusals(spec: Any) -> None:
    with pytest.raises(PositionError) as e:
        scenarios.build(spec, game="great_city")
    assert len(str(e.value)) <= 200


@pytest.mark.parametrize("call", [
    lambda g: what_if(g, candidates="", n=4, workers=1, progress=False),  # ZeroDivisionError
    lambda g: what_if(g, candidates=3, n=4, workers=1, progress=False),   # 'int' not iterable
    lambda g: what_if(g, n=10**8, workers=1, progress=False),             # ran for hours
    lambda g: what_if(g, n=4, seed=None, workers=1, progress=False),      # unsupported operand
    lambda g: what_if(g, n=4, max_moves=None, workers=1, progress=False),  # '<' not supported
    lambda g: what_if(g, n=4, workers="3", progress=False),               # '>' not supported
    lambda g: what_if(g, n=4, bot="x" * 5000, workers=1, progress=False),  # long message
    lambda g: determinize(g, 7),                                          # IndexError
    lambda g: g.log_for([]),                                              # unhashable
    lambda g: g.view("x" * 5000),                                         # long message
    lambda g: g.to_svg(None, "x" * 5000),                                 # long message
    lambda g: make_bot("x" * 5000, game=g.engine.name),                   # long message
    lambda g: scenarios.build(game="x" * 5000),                           # KeyError
    lambda g: scenarios.build(game=[]),                                   # unhashable
])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_regression_study_call_refusals(game: str, call: Any) -> None:
    g = GAMES[game].clone()
    before = g.to_json()
    with deadline():
        error = refused_well(lambda: call(g))
    assert error is not None and "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" not in str(error)
    assert g.to_json() == before


@pytest.mark.parametrize("lookup", [scenarios.load_scenario, scenarios.moves,
                                    scenarios.exercise])
@pytest.mark.parametrize("key", [[], "x" * 5000])
def test_regression_unknown_ids_are_short_key_errors(lookup: Any, key: object) -> None:
    # the documented KeyError (the table relies on it); was "unhashable type" for a list,
    # and quoted a 5000-character id whole
    with pytest.raises(KeyError) as e:
        lookup(key)
    assert len(str(e.value)) <= 120

"""Positions no game played by the rules can reach are refused, each naming its rule: a save's
built position (its checksums recomputed, as any script can) with SaveFileError, the scenario
builder's with PositionError. Both go through the same checks (great_city/checks)."""

from __future__ import annotations

import json
import random

import pytest

from gtr_widget.core import saves
from gtr_widget.core.errors import MAX_ERROR_CHARS, PositionError, SaveFileError
from gtr_widget.great_city import Game
from gtr_widget.great_city.play.machine import AUTO, PHASES
from gtr_widget.great_city.play.rules import Rules
from gtr_widget.great_city.play.state import Player, State
from gtr_widget.great_city.scenarios import load_scenario
from gtr_widget.great_city.scenarios.builder import build


def played(players: int, seed: int, until) -> Game:
    """A random game played until `until(state)` holds."""
    g = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not until(g.state):
        g.play(rng.choice(g.legal_moves()))
    return g


def built_save(g: Game) -> dict:
    """`g`'s position saved as a built one (as `Game.from_state` saves it)."""
    return json.loads(Game.from_state(g.state.copy()).to_json())


def forged(data: dict) -> str:
    """Both checksums recomputed, as great_city/saves.py and core/saves.py compute them."""
    pos = data["initial"]
    pos["checksum"] = saves.checksum({k: v for k, v in pos.items()
                                      if k not in ("origin", "checksum")})
    data["checksum"] = saves.checksum({k: v for k, v in data.items() if k != "checksum"})
    return json.dumps(data)


def refused(text: str, *words: str) -> str:
    with pytest.raises(SaveFileError) as e:
        Game.from_json(text)
    reason = str(e.value)
    assert 0 < len(reason) <= MAX_ERROR_CHARS
    for w in words:
        assert w.lower() in reason.lower(), f"{reason!r} lacks {w!r}"
    return reason


def act_phase(s: State) -> bool:
    return s.phase == "act" and s.round >= 2


def emissary_phase(s: State) -> bool:
    return s.phase == "emissary" and s.round >= 2


#: A built position at the last round: seat 0 acts from space 5 with a four-wide city.
LATE = {"players": 3, "round": 14, "phase": "act", "turn": {"seat": 0, "space": 5},
        "seats": [{"city": {"a4": "Residential 3", "b4": "Arena", "c4": "Vegetable Farm",
                            "d4": "Residential 2", "c3": "Market"}}]}


def late() -> dict:
    return json.loads(build(LATE).to_json())


def early(until) -> dict:
    """A random 3-player game's position, saved as a built one."""
    return built_save(played(3, 5, until))


def city(pos: dict, seat: int = 0) -> dict:
    return pos["players"][seat]["city"]


def add(pos: dict, cell: str, category: str = "residential") -> None:
    """A building of deck II of `category` leaves its deck for seat 0's `cell`."""
    from gtr_widget.great_city.play.cards import CATEGORY

    deck = pos["decks"]["II"]
    card = next(c for c in deck if CATEGORY[c] == category)
    deck.remove(card)
    city(pos)[cell] = card


def second_emissary(pos: dict) -> None:
    seat = next(x for x in pos["spaces"] if x >= 0)
    pos["spaces"][pos["spaces"].index(-1)] = seat


def card_to_other_deck(pos: dict) -> None:
    pos["decks"]["III"].insert(0, pos["decks"]["II"].pop())


def influence_to_hand(pos: dict) -> None:
    card = next(c for c in pos["decks"]["I"] if c >= 84)  # the influence cards' ids
    pos["decks"]["I"].remove(card)
    pos["players"][0]["hand"].append(card)
    pos["players"][0]["seen"][str(card)] = 1


# Each case of issues T1-T3: (the position, the change, words of the refusal)
CASES = {
    "city five wide": (late, lambda p: add(p, "e4"), ["5 wide", "001:164"]),
    "city five tall": (late, lambda p: (add(p, "c2"), add(p, "c1"), add(p, "c5")),
                       ["5 tall", "001:164"]),
    "city not connected": (late, lambda p: add(p, "d1"), ["not connected", "001:160"]),
    "two aqueducts in one row": (late, lambda p: (add(p, "b3", "aqueduct"),
                                                  add(p, "d3", "aqueduct")),
                                 ["two aqueducts in row 3", "001:", "491"]),
    "negative coins": (late, lambda p: p["players"][1].update(coins=-1),
                       ["seat 1 has -1 coins", "never negative", "(001:65, 146"]),
    "negative influence tokens": (late, lambda p: p["players"][2].update(influence=-3),
                                  ["seat 2 has -3 influence tokens", "(001:168, 204)"]),
    "one seat's emissaries on two spaces": (late, second_emissary, ["2 emissaries",
                                                                    "001:64"]),
    "round 15 of 14": (late, lambda p: p.update(round=15), ["round 15 of 14", "001:89"]),
    "round -1": (late, lambda p: p.update(round=-1), ["round -1 of 14", "001:89"]),
    "rules.rounds of 9": (late, lambda p: p["rules"].update(rounds=9),
                          ["rules.rounds is 9", "001:"]),
    "rules.rounds of 9 early": (lambda: early(act_phase), lambda p: p["rules"].update(
        rounds=9), ["rules.rounds is 9", "14", "001:"]),
    "rules.first_player of 7": (late, lambda p: p["rules"].update(first_player=7),
                                ["rules.first_player"]),
    "rules.first_player beyond the seats": (late, lambda p: p["rules"].update(
        first_player=3), ["first_player is 3", "001:81"]),
    "a card in another deck": (late, card_to_other_deck, ["lies in deck III", "001:76"]),
    "an influence card in a hand": (late, influence_to_hand, ["influence card", "001:204"]),
    "upkeep with the offer out": (lambda: early(emissary_phase),
                                  lambda p: p.update(phase="upkeep"),
                                  ["offer card(s) still out", "upkeep", "001:132"]),
    "a log line known to a string": (lambda: early(act_phase),
                                     lambda p: p["log"][-1].__setitem__(5, "1"),
                                     ["log", "integer"]),
    "a log line of seat 3 in a 3-player game": (lambda: early(act_phase), lambda p: p["log"][
        -1].__setitem__(1, 3), ["log line", "seat 3"]),
    "winners not the score pad's": (lambda: json.loads(load_scenario("GC-Score-1").to_json()),
                                     lambda p: p.update(winners=[1]), ["winners", "001:223"]),
    "coins '7'": (late, lambda p: p["players"][0].update(coins="7"),
                  ["players[0].coins", "integer"]),
    "coins 2.5": (late, lambda p: p["players"][0].update(coins=2.5),
                  ["players[0].coins", "integer"]),
    "coins true": (late, lambda p: p["players"][0].update(coins=True),
                   ["players[0].coins", "integer"]),
    "an unknown key": (late, lambda p: p["players"][0].update(gold=3), ["gold"]),
    "an unknown rule option": (late, lambda p: p["rules"].update(gold=3), ["rules.gold"]),
    "a missing rule option": (late, lambda p: p["rules"].pop("shrine_is_temple"),
                              ["rules.shrine_is_temple", "required"]),
    "six identical strips": (late, lambda p: p["rules"].update(
        strips=[p["rules"]["strips"][0]] * 6), ["001:120", "different"]),
}


@pytest.mark.parametrize("name", list(CASES))
def test_each_impossible_built_position_is_refused(name: str) -> None:
    make, change, words = CASES[name]
    data = make()
    change(data["initial"])
    refused(forged(data), *words)


def test_the_unchanged_positions_load_identical() -> None:
    """The positions the cases start from are legal: each refusal is the change's."""
    for data in (late(), early(act_phase), early(emissary_phase)):
        text = forged(data)
        assert Game.from_json(text).to_json() == text


def test_the_schema_knows_every_field() -> None:
    from gtr_widget.great_city.saves.schema import (
        PHASE_NAMES,
        PlayerModel,
        PositionModel,
        RulesModel,
    )

    assert set(RulesModel.model_fields) == set(Rules.__dataclass_fields__)
    assert set(PlayerModel.model_fields) == set(Player("a", "white").to_dict())
    assert set(PositionModel.model_fields) == set(build(LATE).state.to_dict())
    assert set(PHASE_NAMES) == {*PHASES, *AUTO, "over"}


def test_every_position_reached_in_play_passes_the_checks() -> None:
    """No false refusals: random games of every size and option, checked after each move."""
    from gtr_widget.great_city.saves.checks import position_problem
    from gtr_widget.great_city.saves.schema import shape_problem

    phases = set()
    for seed in range(24):
        rng = random.Random(seed)
        options = {"influence_token_supply": 10, "aqueduct_may_replace_aqueduct": seed % 3 == 0,
                   "first_player": "random"} if seed % 2 else {}
        g = Game.new(2 + seed % 3, seed=seed, shrine=seed % 4 < 2, **options)
        while True:
            s = g.state
            assert (shape_problem(s.to_dict()) or position_problem(s)) is None
            phases.add(s.phase)
            if g.is_over:
                break
            g.play(rng.choice(g.legal_moves()))
    assert {"draft", "emissary", "take", "act", "school_keep", "over"} <= phases


# -- the builder refuses the same positions (R4), naming the rule and its line -----------
def seat0(**spec) -> dict:
    return {**LATE, "seats": [spec]}


BASE = {"c4": "Vegetable Farm", "d4": "Residential 2"}
BUILDER_CASES = {
    "five wide": (seat0(city={**BASE, "a4": "Market", "b4": "Arena", "e4": "School"}),
                  ["5 wide", "001:164"]),
    "five tall": (seat0(city={**BASE, "d1": "Market", "d2": "Arena", "d3": "School",
                              "d5": "Residential 3"}), ["5 tall", "001:164"]),
    "not connected": (seat0(city={**BASE, "f6": "Market"}), ["not connected", "001:160"]),
    "two aqueducts in one row": (seat0(city={**BASE, "b4": "Aqueduct", "e4": "Aqueduct"}),
                                 ["two aqueducts in row 4", "001:", "491"]),
    "two aqueducts in one column": (seat0(city={**BASE, "d3": "Aqueduct",
                                                "d5": "Aqueduct"}),
                                    ["two aqueducts in column d", "001:", "491"]),
    "negative coins": (seat0(coins=-2), ["-2 coins", "never negative", "(001:65, 146"]),
    "coins as text": (seat0(coins="7"), ["coins", "integer"]),
    "a brick token on a house": (seat0(brick_tokens=["d4"]), ["brick token", "001:369"]),
    "round 15": ({**LATE, "round": 15}, ["round 15 of 14", "001:89"]),
    "an emissary of a fourth seat": ({**LATE, "emissaries": {"2": 3}}, ["seat 3"]),
    "two emissaries of one seat": ({**LATE, "emissaries": {"2": 1, "3": 1}},
                                   ["2 emissaries", "001:64"]),
    "an offer left over": ({**LATE, "offer": ["Market"]}, ["offer", "001:", "132"]),
    "an empty city": (seat0(city={}), ["empty", "001:74"]),
    "a Shrine without the expansion": (seat0(city={**BASE, "d5": "Shrine"}),
                                       ["Shrine", "001:340"]),
}


@pytest.mark.parametrize("name", list(BUILDER_CASES))
def test_the_builder_refuses_impossible_positions(name: str) -> None:
    spec, words = BUILDER_CASES[name]
    with pytest.raises(PositionError) as e:
        build(spec)
    for w in words:
        assert w.lower() in str(e.value).lower(), f"{e.value!r} lacks {w!r}"


def test_the_builder_still_builds_a_legal_city_of_sixteen() -> None:
    cells = [f"{c}{r}" for c in "cdef" for r in "3456"]
    kinds = ["Residential 3", "Residential 4", "Market", "Arena", "Sheep Farm"]
    city16 = {c: kinds[k % 5] for k, c in enumerate(cells)}
    city16.update({**BASE, "f6": "Temple of Minerva"})
    g = build({**seat0(city=city16), "players": 4})  # three Markets: decks II-IV
    assert len(g.state.players[0].city) == 16


# -- R5: six different strips (001:120) ---------------------------------------------------
def test_six_identical_strips_are_refused_and_the_error_says_why() -> None:
    for strips in (["CCBBB"] * 6, [("BCBCB", "BCBCB")] * 6,
                   ["CCBBB", "BBBCC", "CBCBB", "CBBCB", "BCCBB", "CBBBC"]):  # a strip turned
        with pytest.raises(ValueError, match="001:120") as e:
            Game.new(3, seed=1, strips=strips)
        assert "different" in str(e.value) and "same" in str(e.value)
    Game.new(3, seed=1, strips=["CBBBC", "BCBCB", "CCBBB", "CBCBB", "CBBCB", "BCCBB"])

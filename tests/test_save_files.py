"""Save files: every corruption is a SaveFileError naming what is wrong, and a valid save loads
as the very game saved. (scripts/fuzz_saves runs the same kinds of damage by thousands.)"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest
from helpers import ids_in, parent, paths, random_moves
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gtr_widget import Game, SaveFileError
from gtr_widget.core import saves
from gtr_widget.core.errors import MAX_ERROR_CHARS
from gtr_widget.glory_to_rome.play.rules import RETIRED, Rules
from gtr_widget.glory_to_rome.saves.checks import checksum, content
from gtr_widget.glory_to_rome.saves.schema import FrameModel, RulesModel
from gtr_widget.scenarios.library import load_scenario


def played(players: int, edition: str, seed: int, moves: int) -> Game:
    return random_moves(Game.new(players, edition=edition, seed=seed), moves, seed)


@cache
def corpus() -> tuple[str, ...]:
    """Real saves: dealt games (one with a redo list), a built rulebook position."""
    with_redo = played(4, "imperium", 3, 40)
    with_redo.undo().undo()
    built = load_scenario("BB-Academy-1")
    built.play(built.legal_moves()[0])
    return (played(3, "republic", 7, 25).to_json(), with_redo.to_json(),
            played(2, "first", 1, 0).to_json(), built.to_json())


def table(g: Game) -> dict:
    return {k: v for k, v in g.view(None).items() if k != "version"}


def refused(text, *words: str) -> str:
    """Loading `text` raises SaveFileError whose short reason names each of `words`."""
    with pytest.raises(SaveFileError) as e:
        Game.from_json(text)
    reason = str(e.value)
    assert 0 < len(reason) <= MAX_ERROR_CHARS
    for w in words:
        assert w.lower() in reason.lower(), f"{reason!r} lacks {w!r}"
    return reason


def edited(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def resign(data: dict) -> dict:
    """Recompute both checksums: a forgery by someone who knows the format."""
    pos = data["initial"]
    if pos.get("origin") == "built":
        pos["checksum"] = checksum(content(pos))
    data["checksum"] = saves.checksum({k: v for k, v in data.items() if k != "checksum"})
    return data


# -- the property: refused, or the very game ------------------------------------------------


VALUES = st.one_of(st.integers(-10, 200), st.integers(-2**200, 2**200), st.booleans(),
                   st.none(), st.text(max_size=6), st.floats(allow_nan=False),
                   st.lists(st.integers(0, 160), max_size=3), st.just({}),
                   st.sampled_from(["3", "Jack", "Brick", "lead", "power", "first", "built"]))


@st.composite
def corrupted(draw) -> tuple[int, str | bytes]:
    """A real save, damaged once: a key deleted, a value or type changed, an id duplicated or
    removed, the text truncated, garbage bytes, deep nesting or a huge integer."""
    i = draw(st.integers(0, len(corpus()) - 1))
    text = corpus()[i]
    data = json.loads(text)
    shapes: dict[tuple, list[tuple]] = {}  # paths by shape: each field as likely as another
    for path in paths(data):
        shapes.setdefault(tuple("*" if type(k) is int else k for k in path), []).append(path)
    kind = draw(st.sampled_from(["delete", "value", "duplicate", "remove", "truncate",
                                 "garbage", "nesting", "huge"]))
    shape = draw(st.sampled_from(sorted(shapes, key=str)))
    at = draw(st.sampled_from(shapes[shape]))
    if kind == "truncate":
        return i, text[: draw(st.integers(0, len(text) - 1))]
    if kind == "garbage":
        raw = text.encode()
        k = draw(st.integers(0, len(raw)))
        return i, raw[:k] + draw(st.binary(min_size=1, max_size=8)) + raw[k + 1:]
    if kind in ("nesting", "huge"):
        parent(data, at)[at[-1]] = "@@"
        junk = ("[" * (n := draw(st.sampled_from([33, 2000, 60_000]))) + "1" + "]" * n
                if kind == "nesting" else "9" * draw(st.integers(41, 6000)))
        return i, json.dumps(data).replace('"@@"', junk)
    box = parent(data, at)
    if kind == "delete":
        del box[at[-1]]
    elif kind == "value":
        box[at[-1]] = draw(VALUES)
    else:
        seq = box[at[-1]]
        if not isinstance(seq, list) or not seq:
            return i, json.dumps(data)
        k = draw(st.integers(0, len(seq) - 1))
        if kind == "duplicate":
            seq.insert(k, seq[draw(st.integers(0, len(seq) - 1))])
        else:
            del seq[k]
    return i, json.dumps(data)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(corrupted())
def test_a_corrupted_save_is_refused_or_loads_as_the_very_game(case) -> None:
    i, text = case
    try:
        g = Game.from_json(text)
    except SaveFileError as e:
        assert 0 < len(str(e)) <= MAX_ERROR_CHARS
        return
    assert g.to_json() == corpus()[i]


# -- valid saves ----------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_a_valid_save_loads_the_identical_game(edition: str, players: int) -> None:
    g = played(players, edition, players, 60)
    g.undo()
    h = Game.from_json(g.to_json())
    assert h.to_json() == g.to_json()
    assert table(h) == table(g)
    assert h.legal_moves() == g.legal_moves()
    assert h.history == g.history
    h.redo()  # the redo list came along
    g.redo()
    assert table(h) == table(g)


def test_built_and_finished_games_load_identical() -> None:
    for g in (load_scenario("1E-Bath-1"), played(2, "republic", 5, 5000)):
        h = Game.from_json(g.to_json())
        assert h.to_json() == g.to_json() and table(h) == table(g)


def test_mid_game_states_saved_as_built_positions_load_back() -> None:
    """Every frame and field the engine writes passes the schema and the checks: positions
    a search bot or a script builds with from_state save and load."""
    for edition in ("republic", "imperium", "first"):
        g = Game.new(3, edition=edition, seed=9)
        rng = random.Random(9)
        while not g.is_over:
            if len(g.history) % 20 == 0:
                built = Game.from_state(g.state.copy())
                origin = json.loads(built.to_json())["initial"]["origin"]
                assert origin == ("built" if g.history else "dealt")
                assert Game.from_json(built.to_json()).to_json() == built.to_json()
            g.play(rng.choice(g.legal_moves()))


def test_bytes_bytearray_and_a_byte_order_mark_load() -> None:
    text = corpus()[0]
    for form in (text.encode(), bytearray(text.encode()), b"\xef\xbb\xbf" + text.encode()):
        assert Game.from_json(form).to_json() == text


def test_the_schema_knows_every_rule_and_refuses_nulls_in_frames() -> None:
    assert set(RulesModel.model_fields) == set(Rules.__dataclass_fields__) | RETIRED
    with pytest.raises(ValueError):
        FrameModel.model_validate({"kind": "lead", "seat": None})


# -- each corruption the issue lists --------------------------------------------------------
def pos(data: dict) -> dict:
    return data["initial"]


CORRUPTIONS = {
    "unknown frame kind": (lambda d: pos(d)["stack"][0].update(kind="fly"), ["unknown kind"]),
    "frame seat 9": (lambda d: pos(d)["stack"][0].update(seat=9), ["stack[0].seat"]),
    "frame seat beyond the players": (lambda d: pos(d)["stack"][0].update(seat=4),
                                      ["seat 4"]),
    "card id '3'": (lambda d: pos(d)["players"][0]["hand"].__setitem__(0, "3"),
                    ["players[0].hand[0]", "integer"]),
    "card id 99999": (lambda d: pos(d)["players"][0]["hand"].__setitem__(0, 99999),
                      ["hand[0]"]),
    "card id -1": (lambda d: pos(d)["players"][0]["hand"].__setitem__(0, -1), ["hand[0]"]),
    "card id past the deck": (lambda d: pos(d)["players"][0]["hand"].__setitem__(0, 150),
                              ["150", "not in the republic deck"]),
    "duplicated card id": (lambda d: pos(d)["pool"].append(pos(d)["draw"][0]),
                           ["is both in"]),
    "removed card id": (lambda d: pos(d)["draw"].pop(), ["nowhere"]),
    "one player": (lambda d: pos(d).update(players=pos(d)["players"][:1]), ["players"]),
    "six players": (lambda d: pos(d)["players"].extend(pos(d)["players"][:3]), ["players"]),
    "empty decision stack": (lambda d: pos(d).update(stack=[]), ["empty stack"]),
    "hand_size -5": (lambda d: pos(d)["rules"].update(hand_size=-5), ["hand_size"]),
    "Rubble Sites -3": (lambda d: pos(d)["sites"].update(Rubble=-3), ["sites.Rubble"]),
    "too many Sites": (lambda d: pos(d)["sites"].update(Rubble=6), ["Rubble Sites"]),
    "missing petition_size": (lambda d: pos(d)["rules"].pop("petition_size"),
                              ["petition_size", "required"]),
    "unknown field": (lambda d: pos(d)["players"][0].update(gold=3), ["gold"]),
    "a true for an int": (lambda d: pos(d).update(turn=True), ["turn"]),
    "edited seed": (lambda d: pos(d).update(seed=pos(d)["seed"] + 1), ["not what seed"]),
    "stacked deck": (lambda d: pos(d)["draw"].reverse(), ["draw differ"]),
    "rule changed": (lambda d: pos(d)["rules"].update(hand_size=6), ["checksum"]),
    "dropped move": (lambda d: d["moves"].pop(), ["checksum"]),
    "illegal move": (lambda d: d["moves"].__setitem__(3, "lead Patron: Jack Jack"),
                     ["move 4"]),
    "move not as written": (lambda d: d["moves"].__setitem__(0, d["moves"][0].upper()),
                            ["not written as the game writes it"]),
    "bad redo move": (lambda d: d["redo"].append("fly"), ["redo move 1"]),
    "missing redo list": (lambda d: d.pop("redo"), ["redo", "required"]),
    "other game": (lambda d: d.update(game="great_city"), ["great_city"]),
    "version 3": (lambda d: d.update(version=3), ["version 3"]),
}


@pytest.mark.parametrize("name", list(CORRUPTIONS))
def test_each_corruption_is_named(name: str) -> None:
    change, words = CORRUPTIONS[name]
    refused(edited(corpus()[0], change), *words)


@pytest.mark.parametrize("text, words", [
    (b'{"format": "gtr_widget/game", "version": 2, "game": "\xff"}', ["not UTF-8"]),
    ("[" * 5000 + "]" * 5000, ["nested"]),
    ('{"format": "gtr_widget/game", "version": 2, "seed": ' + "7" * 5000 + "}", ["digits"]),
    ('{"format": "gtr_widget/game", "format": "gtr_widget/game"}', ["appears twice"]),
    ('{"format": "gtr_widget/game", "version": 2, "x": NaN}', ["NaN"]),
    ("x" * (saves.MAX_BYTES + 1), ["too large"]),
    ('["a list"]', ["not an object"]),
    (None, ["text or bytes"]),
])
def test_malformed_text_is_refused_before_it_is_used(text, words) -> None:
    refused(text, *words)


def test_an_edited_built_position_is_refused() -> None:
    def stack_the_deck(d):
        pos(d)["draw"].reverse()
        d["checksum"] = saves.checksum({k: v for k, v in d.items() if k != "checksum"})
    refused(edited(corpus()[3], stack_the_deck), "built position was changed")


FORGERIES = {  # built positions whose checksums were recomputed: the checks still hold
    "Jack as a client": (lambda p: p["players"][0]["clientele"].append(p["jacks"].pop()),
                         ["cannot be in seat 0's clientele"]),
    "give frame without its taker": (
        lambda p: p["stack"].append({"kind": "give", "seat": 1, "material": "Brick"}),
        ["lacks to"]),
    "unknown power": (lambda p: p["stack"].append({"kind": "power", "power": "Moon",
                                                   "seat": 0}), ["no building power"]),
    "game over without winners": (lambda p: p.update(over=True, stack=[]), ["game over"]),
    "hired card not a client": (lambda p: p["players"][0]["hired"].append(p["draw"][0]),
                                ["not its client"]),
    "unknown frame field": (lambda p: p["stack"][-1].update(wish=1), ["wish"]),
}


@pytest.mark.parametrize("name", list(FORGERIES))
def test_a_forged_built_position_still_gets_the_checks(name: str) -> None:
    change, words = FORGERIES[name]
    refused(edited(corpus()[3], lambda d: (change(pos(d)), resign(d))), *words)


# -- the format before version 2 ------------------------------------------------------------
def version_1(text: str) -> str:
    data = json.loads(text)
    del data["checksum"], data["initial"]["origin"], data["initial"]["checksum"]
    data["version"] = 1
    return json.dumps(data)


def test_a_version_1_save_of_a_dealt_game_loads() -> None:
    g = Game.from_json(version_1(corpus()[1]))
    assert table(g) == table(Game.from_json(corpus()[1]))


def test_a_version_1_save_of_a_built_position_names_the_format_change() -> None:
    refused(version_1(corpus()[3]), "before version 2", "build it again")


# -- seat exports ---------------------------------------------------------------------------
def test_a_seat_export_holds_no_other_hand_and_is_not_a_save() -> None:
    g = Game.from_json(corpus()[1])
    for seat in range(len(g.players)):
        export = json.loads(g.to_json(seat=seat))
        assert export["format"] == saves.SEAT_FORMAT and export["seat"] == seat
        others = {c for i, p in enumerate(g.state.players) if i != seat for c in p.hand}
        assert others and not ids_in(export) & others
        assert set(g.state.players[seat].hand) <= ids_in(export["view"])
        assert "draw_pile" not in export["view"] and "seed" not in export["view"]
        refused(json.dumps(export), "seat export", "cannot be loaded")
    for bad in (True, 1.0, "0", -1, len(g.players)):
        with pytest.raises(ValueError, match="no seat"):
            g.to_json(seat=bad)

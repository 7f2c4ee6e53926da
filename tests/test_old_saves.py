"""Saves written before a rule option was retired still load, the option dropped."""

from __future__ import annotations

import json

import pytest
from helpers import resave

from gtr_widget import Game, Rules, SaveFileError
from gtr_widget.glory_to_rome.scenarios.builder import build


def test_a_save_with_influence_start_still_loads() -> None:
    """`influence_start` was never read by any rule (Influence starts at 2, 003:183): saves
    that carry it load as if it were absent."""
    g = Game.new(2, seed=3)
    for _ in range(5):
        g.play(g.legal_moves()[0])
    data = json.loads(g.to_json())
    data["version"] = 1  # a save written before the checksum and the retired key
    del data["checksum"]
    for key in ("origin", "checksum"):
        data["initial"].pop(key)
    data["initial"]["rules"]["influence_start"] = 2
    again = Game.from_json(json.dumps(data))
    assert again.view(None) == g.view(None)
    assert "influence_start" not in Rules.__dataclass_fields__


def test_an_unknown_rule_option_is_still_refused() -> None:
    g = Game.new(2, seed=3)
    data = json.loads(g.to_json())
    data["initial"]["rules"]["no_such_option"] = 1
    with pytest.raises(SaveFileError):
        Game.from_json(json.dumps(data))


#: Every rule option a save may lack: those the schema lets be absent (added after the first
#: saves were written), read from the schema so a new option is covered without editing this.
def _optional_options() -> list[str]:
    from gtr_widget.glory_to_rome.saves.schema import RulesModel

    return [k for k, f in RulesModel.model_fields.items()
            if not f.is_required() and k in Rules.__dataclass_fields__]


def _without(g: Game, key: str, version: int | None) -> str:
    """`g`'s save as an older program wrote it: `key` absent from its rules. Version 1 had no
    origin and no checksums; a later built save carries its checksum as then computed."""
    from gtr_widget.core.saves import checksum

    data = json.loads(g.to_json())
    rules = data["initial"]["rules"]
    del rules[key]
    if version == 1:
        data["version"] = 1
        del data["checksum"]
        for k in ("origin", "checksum"):
            data["initial"].pop(k)
        return json.dumps(data)
    if data["initial"]["origin"] == "built":
        body = {k: v for k, v in data["initial"].items() if k not in ("origin", "checksum")}
        data["initial"]["checksum"] = checksum(body)
    return resave(data)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first", "gloria"])
def test_an_absent_rule_option_takes_the_save_editions_preset(edition: str) -> None:
    """A first-edition save without `protected_may_give` plays the first edition's rule
    (000:534 has no Palisade "may still choose", unlike 003:525): every absent option takes the
    value of the save's own edition, never another edition's default."""
    preset = Rules.preset(edition)
    assert _optional_options(), "the schema lets no option be absent: nothing is checked"
    dealt = Game.new(3, edition=edition, seed=11)
    for _ in range(6):
        dealt.play(dealt.legal_moves()[0])
    built = build(2, edition=edition, hands={0: ["Road"], 1: []})
    loads = 0
    for key in _optional_options():
        for g, version in ((dealt, 1), (dealt, None), (built, None)):
            try:
                loaded = Game.from_json(_without(g, key, version))
            except SaveFileError:
                continue  # refusing is allowed; taking a wrong value is not
            loads += 1
            assert getattr(loaded.state.rules, key) == getattr(preset, key), (edition, key)
    assert loads, "every variant was refused: nothing was checked"


def test_first_edition_save_without_protected_may_give_is_the_first_edition_rule() -> None:
    """The issue's case, pinned by name: the first-edition preset says False (000:534)."""
    g = Game.new(2, edition="first", seed=5)
    loaded = Game.from_json(_without(g, "protected_may_give", 1))
    assert loaded.state.rules.protected_may_give is False


def _text_seeded_save() -> tuple[Game, dict]:
    """A game dealt from a text seed, as `Game.new(seed="abc")` dealt in plain Python before
    seeds had to be ints, five moves in, and its save."""
    from gtr_widget.glory_to_rome.play.setup import new_state

    g = Game(new_state(Rules.preset("republic"), ["Ann", "Bo", "Cy"], "abc"))
    for _ in range(5):
        g.play(g.legal_moves()[0])
    return g, json.loads(g.to_json())


def test_a_save_dealt_from_a_text_seed_still_loads_in_either_build() -> None:
    """The save schema takes a text seed (random.Random does); the compiled engine once held
    the seed as an int and refused such a save as "its rules cannot deal a game"."""
    g, data = _text_seeded_save()
    assert data["initial"]["seed"] == "abc"
    again = Game.from_json(json.dumps(data))
    assert again.view(None) == g.view(None) and again.history == g.history


def test_a_text_seed_changed_in_the_save_is_refused() -> None:
    _, data = _text_seeded_save()
    data["initial"]["seed"] = "abd"
    with pytest.raises(SaveFileError, match="seed"):
        Game.from_json(json.dumps(data))


def test_a_new_game_still_takes_only_an_int_seed() -> None:
    with pytest.raises(ValueError, match="seed 'abc'"):
        Game.new(3, seed="abc")

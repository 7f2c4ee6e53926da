"""Saves written before a rule option was retired still load, the option dropped."""

from __future__ import annotations

import json

import pytest

from gtr_widget import Game, Rules, SaveFileError


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

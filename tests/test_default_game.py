"""The default game (what `Table.new`, `simulate`, `play_game`, `make_bot` and
`scenarios.build` deal when told no game) is chosen once, by the package's public face
(gtr_widget/__init__.py), never by the shared parts; and a version 1 save, which may leave out
its game, loads only as the game that wrote version 1 saves."""

from __future__ import annotations

import json

import pytest

import gtr_widget
from gtr_widget.bots import make_bot, play_game
from gtr_widget.core import registry
from gtr_widget.core.errors import SaveFileError
from gtr_widget.core.registry import default_game, game_class


def test_the_public_face_chooses_glory_to_rome() -> None:
    assert default_game() == gtr_widget.Game.engine.name == "glory_to_rome"
    assert default_game("great_city") == "great_city"


def test_without_a_chosen_default_a_call_must_name_its_game(monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    monkeypatch.setattr(registry, "_DEFAULT", [])
    with pytest.raises(ValueError, match="no game named and no default game chosen.*great_city"):
        default_game()
    assert default_game("great_city") == "great_city"


def test_the_shared_parts_deal_the_default_game_or_the_one_named() -> None:
    assert play_game(["random", "random"], seed=1, max_moves=4000).engine.name == "glory_to_rome"
    city = play_game(["random", "random"], seed=1, kind="great_city")
    assert city.engine.name == "great_city" and city.is_over
    own = game_class("great_city").engine.bots()["heuristic"]
    assert isinstance(make_bot("heuristic", seed=1, game="great_city"), own)
    assert not isinstance(make_bot("heuristic", seed=1), own)  # Glory to Rome's own


def test_a_version_1_save_without_its_game_loads_only_as_the_game_that_wrote_them() -> None:
    """Version 1 saves came before saves named their game (core/saves.py): Glory to Rome's
    (tests/test_old_saves.py); The Great City of Rome never wrote one."""
    City = game_class("great_city")
    data = json.loads(City.new(2, seed=1).to_json())
    data["version"] = 1
    for key in ("checksum", "game", "redo"):
        data.pop(key)
    with pytest.raises(SaveFileError, match="names no game.*'great_city' never wrote version 1"):
        City.from_json(json.dumps(data))

"""Random play with many Black Box powers at once: every invariant holds after every move
(no card lost or invented, no hidden card leaked, unique move texts, save/load exact)."""

from __future__ import annotations

import pytest

from gtr_widget.glory_to_rome.scenarios.builder import build

SETS = {  # at most six buildings of one material: there are six Sites of each
    "republic": [
        ["Bar", "Latrine", "Crane", "Academy", "Archway", "Atrium", "Storeroom", "Tower"],
        ["Dock", "Bath", "Gate", {"name": "Temple"}, "Aqueduct", "Bridge", "Tribunal"],
        [{"name": "School", "materials": ["Brick"]},
         {"name": "Amphitheatre", "materials": ["Concrete"]}, "Bar", "Dock", "Latrine"],
        [],
    ],
    "imperium": [
        ["Bar", "Circus", "Academy", "Senate", "Atrium", "Latrine"],
        ["Dock", "Bath", "Archway", "Aqueduct", "Bridge", "Vomitorium"],
        [{"name": "Foundry", "materials": ["Brick"]}, "Senate", "Circus", "Gate", "Wall"],
        [],
    ],
}


@pytest.mark.parametrize("edition", ["republic", "imperium"])
@pytest.mark.parametrize("seed", range(4))
def test_random_play_with_black_box_powers(edition: str, seed: int,
                                          play_randomly) -> None:
    players = 3 if seed % 2 else 4
    buildings = dict(enumerate(SETS[edition][:players]))
    g = build(players, edition, buildings=buildings, seed=seed,
              pool=["Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble"])
    play_randomly(g, seed, 1500)

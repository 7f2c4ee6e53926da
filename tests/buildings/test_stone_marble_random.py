"""Random play from positions full of Stone and Marble powers, checking every invariant after
every move: cards and Sites conserved, no hidden card leaks, saves replay exactly."""

from __future__ import annotations

import pytest

from gtr_widget.glory_to_rome.scenarios.builder import build

SIX = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"]

# Per edition: what each of three seats owns (completed unless given as a foundation).
OWNERS = {
    "republic": {
        0: ["Circus Maximus", "Basilica", "Fountain", "Stairway", {"name": "Prison"}],
        1: ["Domus Aurea", "Sewer", "Palace", {"name": "Garden"},
            {"name": "Statue", "site": "Rubble"}],
        2: ["Scriptorium", "Ludus Magna", "Archway", {"name": "Forum Romanum"}],
    },
    "imperium": {
        0: ["Circus Maximus", "Basilica", "Fountain", "Stairway", {"name": "Prison"}],
        1: ["Colosseum", "Sewer", "Palace", {"name": "Garden"},
            {"name": "Statue", "site": "Rubble"}],
        2: ["Scriptorium", "Ludus Magna", "Archway", {"name": "Forum"}],
    },
}


@pytest.mark.parametrize("edition", ["republic", "imperium"])
@pytest.mark.parametrize("seed", [1, 2, 3, 10, 12, 19])
def test_random_play_with_stone_and_marble_powers(edition: str, seed: int,
                                                  play_randomly) -> None:
    g = build(3, edition, seed=seed, buildings=OWNERS[edition],
              clientele={0: ["Architect", "Craftsman"], 1: ["Legionary", "Merchant"],
                         2: ["Merchant", "Patron"]},
              stockpile={0: ["Brick", "Marble"], 2: ["Stone"]},
              hands={0: ["Jack"]}, pool=["Brick", "Wood", "Rubble"])
    verbs = play_randomly(g, seed, 3000)
    assert g.is_over, "the game did not end"
    assert verbs & {"fountain", "basilica", "stairway", "sewer"}  # the powers were exercised

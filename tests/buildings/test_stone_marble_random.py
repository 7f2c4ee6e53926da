"""Random play from positions full of Stone and Marble powers, checking every invariant after
every move: cards and Sites conserved, no hidden card leaks, saves replay exactly."""

from __future__ import annotations

import random

import pytest
from helpers import all_card_ids, check_invariants, site_count

from gtr_widget import Game
from gtr_widget.scenarios.builder import build

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
def test_random_play_with_stone_and_marble_powers(edition: str, seed: int) -> None:
    g = build(3, edition, seed=seed, buildings=OWNERS[edition],
              clientele={0: ["Architect", "Craftsman"], 1: ["Legionary", "Merchant"],
                         2: ["Merchant", "Patron"]},
              stockpile={0: ["Brick", "Marble"], 2: ["Stone"]},
              hands={0: ["Jack"]}, pool=["Brick", "Wood", "Rubble"])
    rng = random.Random(seed)
    total, sites = all_card_ids(g.state), site_count(g.state)
    verbs: set[str] = set()
    for n in range(3000):
        check_invariants(g, total, sites)
        if g.is_over:
            break
        if n % 100 == 0:
            assert Game.from_json(g.to_json()).view(None) == g.view(None)
        move = rng.choice(g.legal_moves())
        verbs.add(move.verb)
        g.play(move)
    assert g.is_over, "the game did not end"
    assert Game.from_json(g.to_json()).view(None) == g.view(None)
    assert verbs & {"fountain", "basilica", "stairway", "sewer"}  # the powers were exercised

"""How a game ended is a stable code beside the text (Game.end_code, the view's end_code)."""

import random

from gtr_widget import Game
from gtr_widget.glory_to_rome.play.scoring import END_CODES
from gtr_widget.glory_to_rome.scenarios.builder import build


def test_catacomb_code():
    g = build(2, hands={0: ["Tower"], 1: ["Temple"]},
              buildings={0: [{"name": "Catacomb", "materials": ["Stone", "Stone"]}]},
              stockpile={0: ["Stone"]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: take Jack")
    assert g.end_code is None
    g.play("architect: add Stone to Catacomb")  # 003:393
    assert g.end_code == "catacomb" and "Catacomb" in g.end_reason


def test_random_games_end_with_a_known_code():
    seen = set()
    for seed in range(6):
        g = Game.new(2, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
        assert g.end_code in END_CODES and g.end_reason
        assert g.view(0)["end_code"] == g.end_code
        seen.add(g.end_code)
    assert seen  # at least one code reached


def test_sites_code_and_save_round_trip():
    sites = {m: 0 for m in ("Rubble", "Wood", "Brick", "Concrete", "Stone")} | {"Marble": 1}
    g = build(2, hands={0: ["Dock", "Temple"], 1: ["Road"]}, sites=sites, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: lay Temple")
    assert g.end_code == "sites_gone"  # 003:296
    assert Game.from_json(g.to_json()).end_code == "sites_gone"

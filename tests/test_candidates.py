"""Candidates and legal moves come from the same generators: they must agree everywhere.

In random games of every edition and table size, after every move: the candidates with no
reason are exactly the legal moves, in order; every candidate's text is unique; every reason
cites the rulebook being played; and a sample of refused candidates, played, raises
IllegalMove with that very reason and changes nothing (helpers.check_candidates). The random
games with many buildings (tests/buildings/*_random.py) check the same after every move.
"""

from __future__ import annotations

import random

import pytest
from helpers import check_candidates

from gtr_widget import EDITIONS, Game, IllegalMove
from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_candidates_agree_with_legal_moves(edition: str, players: int) -> None:
    g = Game.new(players, edition=edition, seed=players)
    rng = random.Random(players)
    refused = 0
    for _ in range(250):
        if g.is_over:
            break
        refused += check_candidates(g, rng)
        g.play(rng.choice(g.legal_moves()))
    assert refused > 0


FIRST_EDITION_OWNERS = {  # the first-edition buildings that offer moves or refuse them
    0: ["Bar", "Dock", "Atrium", "Foundry", "Latrine", "Circus Maximus"],
    1: ["Bath", "Bridge", "Coliseum", "Sewer", "Archway", "Circus"],
    2: ["Senate", "School", {"name": "Prison"}, {"name": "Storeroom"}, "Tower", "Palace"],
    3: [{"name": "Garden"}],
}


@pytest.mark.parametrize("seed", [0, 1, 3])  # games whose random play reaches several powers
def test_candidates_agree_with_first_edition_powers(seed: int) -> None:
    g = build(5, "first", seed=seed, buildings=FIRST_EDITION_OWNERS,
              clientele={0: ["Patron", "Laborer"], 1: ["Legionary", "Merchant"]},
              pool=["Brick", "Wood", "Rubble", "Stone"], hands={0: ["Jack"]})
    rng = random.Random(seed)
    verbs = set()
    for _ in range(600):
        if g.is_over:
            break
        check_candidates(g, rng, sample=1)
        move = rng.choice(g.legal_moves())
        verbs.add(move.verb)
        g.play(move)
    assert len(verbs & {"first_bar", "first_dock", "first_atrium", "first_foundry",
                        "first_bath", "latrine", "first_coliseum", "first_sewer"}) >= 3


def test_a_text_no_rule_considers_gets_the_decision_and_legal_moves() -> None:
    g = Game.new(2, seed=1)
    legal = g.legal_moves()
    before = g.state.to_dict()
    with pytest.raises(IllegalMove) as e:
        g.play("juggle three torches")
    assert g.decision.prompt in str(e.value) and legal[0].text in str(e.value)
    assert g.state.to_dict() == before


def test_a_hand_card_that_cannot_follow_is_a_candidate_with_its_reason() -> None:
    """What the table asks when a card is clicked: the candidates that use it (003:116)."""
    g = build(["A", "B"], hands={0: ["Insula"], 1: ["Wall", "Road"]}, leader=0)
    g.play("lead Laborer: Insula")
    wall = next(c for c in g.state.players[1].hand if g.state.deck.name[c] == "Wall")
    uses = [c for c in g.candidates() if wall in c.move.cards]
    assert uses and all(c.reason is not None for c in uses)
    assert any("follow Laborer" in c.reason and "003:116" in c.reason for c in uses)
    road = next(c for c in g.state.players[1].hand if g.state.deck.name[c] == "Road")
    assert any(c.reason is None and c.move.cards == (road,) for c in g.candidates())

"""Tower (second edition): Rubble fits any structure; out of town with one action
(003:607)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_tower_1(edition="republic", clients=("Architect", "Architect")):
    return build(2, edition, hands={0: ["Wall", "Sewer"]}, clientele={0: list(clients)},
                 stockpile={0: ["Concrete", "Rubble"]},
                 buildings={0: [{"name": "Tower", "materials": ["Concrete"]}]},
                 sites={"Stone": 0}, leader=0)


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_tower_1(edition):
    """BB-Tower-1 (003:609): complete the Tower, start a Sewer out of town with one action,
    add Rubble to it: 1/3."""
    g = _bb_tower_1(edition)
    g.play("lead Architect: Wall")
    g.play("think: take Jack")
    g.play("architect: add Concrete to Tower")
    g.play("architect: lay Sewer out of town")
    g.play("architect: add Rubble to Sewer")
    s = g.state
    sewer = s.players[0].buildings[1]
    assert s.deck.name[sewer.foundation] == "Sewer" and sewer.out_of_town
    assert len(sewer.materials) == 1 and not sewer.complete
    assert s.turn == 2  # exactly three actions were used


def test_tower_foundation_gives_nothing():
    """Before completion (003:607): no Rubble in other buildings, and out of town still
    costs two actions, so with one action left it is refused."""
    g = _bb_tower_1(clients=())
    g.play("lead Architect: Wall")
    g.play("think: take Jack")
    assert_refused(g, "architect: lay Sewer out of town")
    assert_refused(g, "architect: add Rubble to Tower")

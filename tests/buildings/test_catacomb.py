"""Catacomb: completing it ends the game at once (003:393; 000:749; 004:503)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_catacomb_1(edition):
    # You = 0, L = 1, R = 2 (the Leader). Your Catacomb holds two Stone.
    return build(3, edition, hands={0: ["Garden"], 1: ["Palisade"], 2: ["Dock", "Insula"]},
                 clientele={0: ["Craftsman", "Craftsman"]},
                 buildings={0: [{"name": "Catacomb", "materials": ["Stone", "Stone"]}]},
                 leader=2)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_catacomb_1(edition):
    """BB-Catacomb-1 (003:395; 000:749; 004:505): you think, L follows, R lays a
    foundation; your first client action completes the Catacomb: +3 Influence and the game
    ends before your second action and before L acts."""
    g = _bb_catacomb_1(edition)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("follow: Palisade")
    g.play("craftsman: lay Insula")
    assert g.decision.player == 0
    g.play("craftsman: add Garden to Catacomb")
    s = g.state
    assert g.is_over and s.players[0].influence == 5
    assert "Catacomb" in g.end_reason
    assert g.legal_moves() == [] and s.players[0].used == 1  # the second action is lost
    assert s.players[1].used == 0  # L never acts
    assert_refused(g, "craftsman: lay Palisade")


def test_catacomb_foundation_does_not_end_the_game():
    """Only completion ends the game (003:393): laying the foundation does not."""
    g = build(3, hands={0: ["Catacomb", "Dock"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: lay Catacomb")
    assert not g.is_over


def test_training_game_catacomb_does_not_end():
    """Training game: no functions, so the Catacomb end condition is off (003:303)."""
    g = build(3, hands={0: ["Garden", "Dock"]}, training=True,
              buildings={0: [{"name": "Catacomb", "materials": ["Stone", "Stone"]}]})
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Garden to Catacomb")
    assert not g.is_over and g.state.players[0].influence == 5

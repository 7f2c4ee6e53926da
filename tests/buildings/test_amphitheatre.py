"""Amphitheatre: on completion, one Craftsman action per Influence (003:333)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_amphitheatre_1(edition):
    """BB-Amphitheatre-1 (003:335; 000:662): first structure, Influence 4; two of the four
    Craftsman actions: lay a Shrine, add a Brick from hand."""
    g = build(2, edition, hands={0: ["Dock", "Tower", "Shrine", "Gate", "Road"]},
              buildings={0: [{"name": "Amphitheatre", "materials": ["Concrete"]}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack" if edition != "first" else "think: refill")
    g.play("craftsman: add Tower to Amphitheatre")
    s = g.state
    assert s.players[0].influence == 4
    assert g.decision.prompt.endswith("Craftsman action (4 left)")
    g.play("craftsman: lay Shrine")
    g.play("craftsman: add Gate to Shrine")
    shrine = s.players[0].buildings[1]
    assert s.deck.name[shrine.foundation] == "Shrine" and len(shrine.materials) == 1
    g.play("pass")  # the other two actions are lost
    assert s.turn == 2


def test_amphitheatre_actions_only_on_its_own_completion():
    """"When you complete an Amphitheatre" (003:333): finishing another building later gives
    no Craftsman actions; L's turn to act comes at once."""
    g = build(3, hands={0: ["Dock", "Gate", "Insula"], 1: ["Market", "Road"]},
              buildings={0: ["Amphitheatre", {"name": "Shrine", "materials": ["Brick"]}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("think: take Jack")
    g.play("craftsman: add Gate to Shrine")
    assert g.decision.player == 1
    assert_refused(g, "craftsman: lay Insula")

"""School (second edition): on completion, one Thinker action per Influence (003:549)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_school_1(edition):
    """BB-School-1 (003:551): two cards in hand, complete a School as the first structure
    (Influence 4): refill to 5, a Jack, a Jack, one card: eight cards."""
    g = build(2, edition, hands={0: ["Dock", "Shrine", "Road", "Bar"]},
              buildings={0: [{"name": "School", "materials": ["Brick"]}]}, leader=0, jacks=4)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")  # the other player
    g.play("craftsman: add Shrine to School")
    s = g.state
    assert s.players[0].influence == 4 and len(s.players[0].hand) == 2
    assert g.decision.kind == "think" and "(4 left)" in g.decision.prompt
    g.play("think: refill")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("think: draw one")
    assert len(s.players[0].hand) == 8


def test_school_gives_thinks_only_on_its_own_completion():
    """"When you complete a School" (003:549): completing another building later gives no
    thinks."""
    g = build(2, hands={0: ["Dock", "Gate"]},
              buildings={0: ["School", {"name": "Shrine", "materials": ["Brick"]}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("craftsman: add Gate to Shrine")
    assert g.state.players[0].influence == 6
    assert g.state.turn == 2 and g.decision.kind == "lead" and g.decision.player == 1


def test_school_thinks_may_stop_early():
    """"Up to" (003:551): pass gives up the thinks left."""
    g = build(2, hands={0: ["Dock", "Shrine"]},
              buildings={0: [{"name": "School", "materials": ["Brick"]}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("craftsman: add Shrine to School")
    g.play("think: take Jack")
    g.play("pass")
    assert g.state.turn == 2 and g.decision.player == 1


def test_school_foundation_gives_no_thinks():
    """Only completion gives the thinks (003:549): a material that leaves the School short
    moves play on to the next player, where a think is refused."""
    g = build(3, hands={0: ["Dock", "Shrine"], 1: ["Market", "Road"]},
              buildings={0: [{"name": "School"}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("think: refill")
    g.play("craftsman: add Shrine to School")
    assert g.decision.player == 1 and g.decision.kind == "craftsman"
    assert_refused(g, "think: take Jack")


"""Statue (2E/BB): any Site; Site material or Marble; as many materials as the Site's value;
+3 VP when complete (003:589; 004:681)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _statue_on_brick(edition="republic"):
    g = build(3, edition, hands={0: ["Dock", "Statue", "Academy", "Temple", "Garden"],
                                 1: ["Market"], 2: ["Palisade"]},
              clientele={0: ["Craftsman", "Craftsman"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    g.play("craftsman: lay Statue on Brick site")
    return g


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_statue_1(edition):
    """BB-Statue-1 (003:591; 004:683): a Statue on a Brick Site is completed by a Brick and
    a Marble as the first structure: Influence 4, and 4 + 3 = 7 VP with an empty vault."""
    g = _statue_on_brick(edition)
    s = g.state
    statue = s.players[0].buildings[0]
    assert statue.site == "Brick" and s.sites["Brick"] == 2
    g.play("craftsman: add Academy to Statue")
    assert not statue.complete
    g.play("craftsman: add Temple to Statue")
    assert statue.complete and s.players[0].influence == 4
    sc = g.scores()[0]
    assert sc["buildings"] == 3 and sc["total"] == 7


def test_statue_refuses_other_materials():
    """Only the Site's material or Marble fits (003:589): a Stone card is refused for a
    Statue on a Brick Site."""
    g = _statue_on_brick()
    assert_refused(g, "craftsman: add Garden to Statue")


def test_statue_foundation_scores_nothing_even_with_a_gate():
    """A-23: the +3 VP needs a completed Statue (003:589 "if your Statue has been
    completed"), even when a Gate makes the Marble foundation's function active."""
    g = build(3, buildings={0: ["Gate", {"name": "Statue"}]})
    assert g.scores()[0]["buildings"] == 0
    g2 = build(3, buildings={0: ["Statue"]})
    assert g2.scores()[0]["buildings"] == 3


def test_statue_on_stone_site_needs_three():
    """The count is the Site's value (003:589): on its own Marble Site it needs three."""
    g = build(3, hands={0: ["Dock", "Statue", "Temple", "Temple"]},
              clientele={0: ["Craftsman", "Craftsman"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: lay Statue")
    g.play("craftsman: add Temple to Statue")
    g.play("craftsman: add Temple to Statue")
    statue = g.state.players[0].buildings[0]
    assert statue.site == "Marble" and not statue.complete
    assert g.view(None)["players"][0]["buildings"][0]["needed"] == 3

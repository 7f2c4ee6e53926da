"""Dock (second edition): each Laborer action may also take a hand card (003:425)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_dock_1(edition):
    """BB-Dock-1 (003:427-429): the Pool's other Wood plus a Brick from hand, then another
    Brick from hand alone."""
    g = build(2, edition, hands={0: ["Road", "Shrine", "Gate"], 1: ["Bar"]},
              clientele={0: ["Laborer"]}, buildings={0: ["Dock"]}, pool=["Wood", "Wood"],
              leader=1)
    g.play("lead Laborer: Bar")
    g.play("follow: Road")
    g.play("laborer: Wood from pool")  # R
    g.play("laborer: Wood from pool")
    g.play("dock: Shrine from hand")
    g.play("dock: Gate from hand")
    s = g.state
    assert sorted(s.deck.material[c] for c in s.players[0].stockpile) == [
        "Brick", "Brick", "Wood"]
    assert not s.players[0].hand


def test_dock_one_hand_card_per_action():
    """One additional card each action (003:425): with a single action the second is
    refused."""
    g = build(3, hands={0: ["Road", "Shrine", "Gate"]}, buildings={0: ["Dock"]},
              pool=["Wood"], leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("dock: Shrine from hand")
    assert_refused(g, "dock: Gate from hand")


def test_dock_refused_without_one():
    g = build(2, hands={0: ["Road", "Shrine"]}, buildings={1: ["Dock"]}, leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    assert_refused(g, "dock: Shrine from hand")

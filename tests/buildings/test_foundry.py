"""Foundry (second edition): on completion, one Laborer action per Influence (003:463)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_foundry_1(edition):
    """BB-Foundry-1 (003:465): first structure, Influence 4: Brick x2 and Marble x2 from the
    Pool; the Wood stays."""
    g = build(2, edition, hands={0: ["Dock", "Shrine"], 1: ["Market", "Palisade"]},
              buildings={0: [{"name": "Foundry", "materials": ["Brick"]}]},
              pool=["Wood", "Brick", "Brick", "Marble", "Marble"], leader=0)
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("craftsman: add Shrine to Foundry")
    assert g.decision.prompt.endswith("Laborer action (4 left)")
    for mat in ("Brick", "Brick", "Marble", "Marble"):
        g.play(f"laborer: {mat} from pool")
    s = g.state
    assert [s.deck.material[c] for c in s.pool] == ["Wood"]
    assert sorted(s.deck.material[c] for c in s.players[0].stockpile) == [
        "Brick", "Brick", "Marble", "Marble"]
    assert g.decision.player == 1 and g.decision.kind == "craftsman"  # no fifth action
    assert_refused(g, "laborer: Wood from pool")

"""Gate: Marble foundations give their functions at once (003:483)."""

import pytest

from gtr_widget.engine import IllegalMove
from gtr_widget.scenarios.builder import build


def refused(g, text):
    before = g.view(None)
    with pytest.raises(IllegalMove):
        g.play(text)
    assert g.view(None) == before

from gtr_widget.engine.limits import limit  # noqa: E402


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_gate_1(edition):
    """BB-Gate-1 (003:485; 000:626): with a bare Temple foundation, completing a Gate makes
    the hand refill size 9 at once; the Temple's Influence waits."""
    g = build(2, edition, hands={0: ["Dock", "Shrine"]},
              buildings={0: [{"name": "Temple"}, {"name": "Gate", "materials": ["Brick"]}]},
              leader=0)
    s = g.state
    assert limit(s, 0, "hand") == 5
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack" if edition != "first" else "think: refill")
    g.play("craftsman: add Shrine to Gate")
    assert limit(s, 0, "hand") == 9
    assert s.players[0].influence == 4  # the Gate's 2, not the Temple's 3


def test_gate_leaves_other_foundations_idle():
    """Only Marble foundations (003:483): a Shrine foundation (Brick) gives nothing."""
    g = build(2, buildings={0: ["Gate", {"name": "Shrine"}]})
    assert limit(g.state, 0, "hand") == 5
    assert g.view(None)["players"][0]["limits"]["hand"] == 5


def test_gate_refused_to_an_opponent():
    """The Gate wakes its owner's Marble foundations, not an opponent's (003:483)."""
    g = build(2, hands={1: ["Road"]}, buildings={0: ["Gate"], 1: [{"name": "Temple"}]},
              leader=1)
    assert limit(g.state, 1, "hand") == 5
    g.play("think: refill")
    assert len(g.state.players[1].hand) == 5

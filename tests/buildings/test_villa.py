"""Villa: an Architect action that adds a material to the Villa completes it (003:619;
000:846; 004:707)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.limits import limit
from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_villa_1(edition):
    """BB-Villa-1 (003:621; 000:848): an empty Villa foundation plus one Stone from the
    stockpile by an Architect action is complete: Influence 5, clientele 5, vault 5."""
    g = build(3, edition, hands={0: ["Tower", "Wall"], 1: ["Bridge"], 2: ["Aqueduct"]},
              stockpile={0: ["Stone"]}, buildings={0: [{"name": "Villa"}]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("follow: Bridge")
    g.play("follow: Aqueduct")
    g.play("architect: add Stone to Villa")
    s = g.state
    villa = s.players[0].buildings[0]
    assert villa.complete and len(villa.materials) == 1
    assert s.players[0].influence == 5
    assert limit(s, 0, "clientele") == 5 and limit(s, 0, "vault") == 5


def test_villa_by_craftsman_needs_all_three():
    """Only an Architect action completes it early (003:619): a Craftsman's Stone is one of
    three, as for any Stone structure."""
    g = build(3, hands={0: ["Dock", "Garden"]}, buildings={0: [{"name": "Villa"}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Garden to Villa")
    villa = g.state.players[0].buildings[0]
    assert not villa.complete and g.state.players[0].influence == 2


def test_villa_material_must_still_fit():
    """The material must still be Stone (003:227; no Road here): a Brick is refused and
    nothing changes."""
    g = build(3, hands={0: ["Tower"]}, stockpile={0: ["Brick"]},
              buildings={0: [{"name": "Villa"}]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: refill")
    g.play("think: refill")
    assert_refused(g, "architect: add Brick to Villa")

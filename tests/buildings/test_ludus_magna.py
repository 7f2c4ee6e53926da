"""Ludus Magna: each Merchant client counts as a client of every role (003:505; 000:900;
004:599)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.limits import actions_left
from gtr_widget.glory_to_rome.scenarios.builder import build


def _game(edition, materials):
    return build(3, edition, hands={0: ["Dock", "Temple", "Insula", "Road"], 1: ["Market"],
                                    2: ["Palisade"]},
                 clientele={0: ["Craftsman", "Merchant"]},
                 buildings={0: [{"name": "Ludus Magna", "materials": materials}]}, leader=0)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_ludus_magna_1(edition):
    """BB-LudusMagna-1 (003:507-509; 000:902-906): two Craftsman actions; the first completes
    the Ludus Magna, whose Merchant client then gives a third; the Insula is laid and
    completed with a Rubble."""
    g = _game(edition, ["Marble", "Marble"])
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    s = g.state
    assert actions_left(s, s.stack[-1]) == 2
    g.play("craftsman: add Temple to Ludus Magna")
    assert s.players[0].buildings[0].complete
    g.play("craftsman: lay Insula")
    g.play("craftsman: add Road to Insula")
    assert s.players[0].buildings[1].complete and s.players[0].influence == 6


def test_merchant_client_does_not_count_before_completion():
    """Functions need a completed structure (003:244): with the Ludus Magna still a
    foundation the Merchant client gives no Craftsman action, so a second one is refused."""
    g = build(3, hands={0: ["Dock", "Insula", "Road"]}, clientele={0: ["Merchant"]},
              buildings={0: [{"name": "Ludus Magna"}]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    assert actions_left(g.state, g.state.stack[-1]) == 1
    g.play("craftsman: lay Insula")
    assert g.decision.player != 0
    assert_refused(g, "craftsman: add Road to Insula")


def test_one_action_per_merchant_client():
    """A-14: a Merchant client counts as every role but gives one action of the led role,
    not one per role."""
    g = build(3, hands={0: ["Tower", "Wall"]}, clientele={0: ["Merchant"]},
              buildings={0: ["Ludus Magna"]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: refill")
    g.play("think: refill")
    assert actions_left(g.state, g.state.stack[-1]) == 2

"""Garden: on completion, one Patron action per point of Influence (003:475-477; 000:794;
004:571-573)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_garden_1(edition, **kw):
    return build(3, edition,
                 hands={0: ["Dock", "Villa"], 1: ["Market", "Insula"], 2: ["Palisade", "Road"]},
                 buildings={0: [{"name": "Garden", "materials": ["Stone", "Stone"]}]},
                 pool=["Brick", "Brick", "Wood", "Marble", "Marble"], leader=0, **kw)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_garden_1(edition):
    """BB-Garden-1 (003:479; 000:796-800): completing the Garden as your first structure
    gives Influence 5 and five Patron actions; you hire a Patron, a Craftsman and two
    Legionaries, decline the fifth, and the new clients give no actions this turn."""
    g = _bb_garden_1(edition)
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    g.play("craftsman: add Villa to Garden")
    s = g.state
    assert s.players[0].influence == 5
    assert g.decision.kind == "patron" and "5 left" in g.decision.prompt
    for text in ["patron: Patron from pool", "patron: Craftsman from pool",
                 "patron: Legionary from pool", "patron: Legionary from pool"]:
        g.play(text)
    assert "1 left" in g.decision.prompt
    g.play("pass")
    roles = sorted(s.deck.role[c] for c in s.players[0].clientele)
    assert roles == ["Craftsman", "Legionary", "Legionary", "Patron"]
    assert [s.deck.role[c] for c in s.pool] == ["Patron"]
    # the new Craftsman client gives no action this turn: L acts next
    assert g.decision.player == 1 and g.decision.kind == "craftsman"


def test_garden_only_on_its_own_completion():
    """Once only, on completing the Garden (003:475): completing another structure while
    owning a Garden gives no Patron actions, and a patron move is refused."""
    g = build(3, hands={0: ["Dock", "Villa"]}, pool=["Marble"],
              buildings={0: ["Garden", {"name": "Sewer", "materials": ["Stone", "Stone"]}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Villa to Sewer")
    assert g.state.players[0].buildings[1].complete
    assert g.decision is not None and g.decision.kind != "patron"
    assert_refused(g, "patron: Patron from pool")


def test_garden_clients_limited_by_clientele():
    """The Patron actions still respect the clientele limit (A-15): Influence 5 with four
    clients already leaves room for one."""
    g = build(3, hands={0: ["Dock", "Villa"]}, pool=["Marble", "Marble"],
              clientele={0: ["Craftsman"] * 4},
              buildings={0: [{"name": "Garden", "materials": ["Stone", "Stone"]}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    g.play("craftsman: add Villa to Garden")
    g.play("patron: Patron from pool")
    assert len(g.state.players[0].clientele) == 5
    assert g.decision is None or g.decision.kind != "patron"

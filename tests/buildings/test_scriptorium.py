"""Scriptorium (2E/BB): one Marble added by a Craftsman or Architect completes any of your
structures (003:555; 004:647)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_scriptorium_1(edition):
    """BB-Scriptorium-1 (003:557; 004:649): led with the Wood card, three Craftsman actions:
    Stone completes the Scriptorium, a Marble completes the empty Wall, a second Marble
    completes the Temple: Influence 2 + 3 + 2 + 3."""
    g = build(3, edition, hands={0: ["Dock", "Garden", "Statue", "Statue"], 1: ["Market"],
                                 2: ["Palisade"]},
              clientele={0: ["Craftsman", "Craftsman"]},
              buildings={0: [{"name": "Scriptorium", "materials": ["Stone", "Stone"]},
                             {"name": "Wall"}, {"name": "Temple", "materials": ["Marble"]}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Palisade")
    g.play("craftsman: add Garden to Scriptorium")
    g.play("craftsman: add Statue to Wall")
    g.play("craftsman: add Statue to Temple")
    p = g.state.players[0]
    assert all(b.complete for b in p.buildings) and p.influence == 10
    assert not p.hand
    assert [len(b.materials) for b in p.buildings] == [3, 1, 2]


def test_marble_refused_before_completion():
    """Before the Scriptorium is complete, Marble does not fit a Concrete Wall (003:227)."""
    g = build(3, hands={0: ["Dock", "Statue"]},
              buildings={0: [{"name": "Scriptorium", "materials": ["Stone"]}, {"name": "Wall"}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    assert_refused(g, "craftsman: add Statue to Wall")


def test_architect_marble_from_stockpile_completes():
    """An Architect action works too (003:555): a stockpile Marble completes a Stone
    Garden at once, and its completion power (Patron actions) follows."""
    g = build(3, hands={0: ["Tower"]}, stockpile={0: ["Marble"]}, pool=["Rubble"],
              buildings={0: ["Scriptorium", {"name": "Garden"}]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: refill")
    g.play("think: refill")
    g.play("architect: add Marble to Garden")
    p = g.state.players[0]
    assert p.buildings[1].complete and p.influence == 8
    assert g.decision.kind == "patron"

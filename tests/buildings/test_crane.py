"""Crane (Republic): any hand card may lead or follow Architect (003:417-421; A-26)."""


from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_bb_crane_1():
    """BB-Crane-1 (003:421): R leads a Jack as Architect; you follow with a Laborer card as
    an Architect, and both act as Architects."""
    g = build(2, hands={0: ["Road", "Shrine"], 1: ["Jack"]}, buildings={0: ["Crane"]},
              leader=1)
    g.play("lead Architect: Jack")
    g.play("follow: Road")
    s = g.state
    assert [s.deck.name[c] for c in s.players[0].camp] == ["Road"]
    assert g.decision.kind == "architect"


def test_crane_lead():
    """A-26: the Crane works when leading too."""
    g = build(2, hands={0: ["Road", "Shrine"]}, buildings={0: ["Crane"]}, leader=0)
    g.play("lead Architect: Road")
    assert g.state.role == "Architect"


def test_crane_only_for_architect():
    """Only Architect (003:419): a Laborer card cannot follow Craftsman."""
    g = build(2, hands={0: ["Road"], 1: ["Dock"]}, buildings={0: ["Crane"]}, leader=1)
    g.play("lead Craftsman: Dock")
    assert_refused(g, "follow: Road")


def test_crane_refused_without_one():
    g = build(2, hands={0: ["Road"], 1: ["Jack"]}, buildings={1: ["Crane"]}, leader=1)
    g.play("lead Architect: Jack")
    assert_refused(g, "follow: Road")


def test_crane_with_palace_each_card_counts():
    """A-25 (003:519 with 003:419): with a Palace, every card played as an Architect through
    the Crane is one more Architect action."""
    g = build(2, hands={0: ["Road", "Insula", "Dock", "Shrine"]},
              buildings={0: ["Crane", "Palace"]}, leader=0)
    g.play("lead Architect: Road")
    g.play("also play: Insula")
    assert_refused(g, "also play: Insula")  # one card of that name was all there was
    g.play("also play: Dock")
    g.play("done")
    g.play("think: take Jack")
    assert g.decision.prompt.endswith("Architect action (3 left)")

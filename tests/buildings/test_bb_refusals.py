"""Refusals of Black Box building moves name the rule that refuses them, state unchanged.

A building's moves are refused by the building itself (its candidates and their reasons):
a seat without it hears which building is missing, an owner the rule of the building."""

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def reason(g, text) -> str:
    """The reason a refused move gives (the game unchanged: assert_refused)."""
    return str(assert_refused(g, text))


def test_not_owned_names_the_building():
    """A power's move without its building (003:499, 003:349, 003:425)."""
    g = build(2, hands={0: ["Road", "Shrine", "Tower"]}, buildings={0: [{"name": "Gate"}],
                                                                    1: ["Dock", "Latrine"]},
              pool=["Brick"], leader=0)
    assert "Latrine not owned" in reason(g, "latrine: discard Road, then think")
    g.play("lead Architect: Tower")
    g.play("think: take Jack")
    assert "Archway not owned" in reason(g, "archway: add Brick from pool to Gate")
    g = build(2, hands={0: ["Road", "Shrine"]}, buildings={1: ["Dock", "Latrine"]},
              pool=["Rubble"], leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    assert "Dock not owned" in reason(g, "dock: Shrine from hand")


def test_pool_cards_never_foundations():
    """003:349: "You cannot use cards from the Pool as Structure Foundations"."""
    g = build(2, hands={0: ["Tower", "Road"]}, buildings={0: ["Archway"]}, pool=["Gate"],
              leader=0)
    g.play("lead Architect: Tower")
    g.play("think: take Jack")
    assert "003:349" in reason(g, "archway: lay Gate from pool")


def test_atrium_is_the_whole_action():
    """003:355: the deck card is instead of the stockpile material."""
    g = build(2, hands={0: ["Villa", "Road"]}, stockpile={0: ["Stone", "Stone"]},
              buildings={0: ["Atrium", "Basilica"]}, leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    g.play("merchant: Stone from stockpile")  # the Basilica keeps the action open
    assert g.decision.prompt.endswith("or done")
    assert "instead of the stockpile" in reason(g, "atrium: top card of the deck into vault")


def test_bar_once_per_action():
    """003:361: one deck client per Patron action (the Aqueduct keeps the action open)."""
    g = build(2, hands={0: ["Temple", "Shrine"]}, buildings={0: ["Bar", "Aqueduct"]},
              pool=["Brick"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("patron: Legionary from pool")
    g.play("bar: hire the top card of the deck")
    assert g.decision.prompt.endswith("or done")
    assert "one deck client per Patron action" in reason(g, "bar: hire the top card of the deck")
    g.play("aqueduct: hire Shrine from hand")
    assert len(g.state.players[0].clientele) == 3

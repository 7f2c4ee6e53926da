"""Refusals of first-edition building moves name the rule that refuses them (000 lines)."""

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _reason(g, text) -> str:
    """The reason a refused move gives (the game unchanged: assert_refused)."""
    return str(assert_refused(g, text))


def test_circus_maximus_refusals_cite_000_760():
    """Only the Leader, only with a Circus Maximus (000:760)."""
    g = build(["You", "L"], "first", hands={0: ["Shrine"], 1: ["Villa"]},
              buildings={0: ["Circus Maximus"]}, leader=1)
    g.play("lead Merchant: Villa")
    assert "000:760" in _reason(g, "lead Merchant: Shrine as a Jack")
    g = build(["You", "L"], "first", hands={0: ["Shrine"]}, leader=0)
    assert "Circus Maximus not owned" in _reason(g, "lead Merchant: Shrine as a Jack")


def test_bar_and_dock_refusals():
    """Without the building the Pool is the only source (000:179, 000:205); a full clientele
    refuses a hand hire (000:183)."""
    g = build(["You", "L"], "first", hands={0: ["Temple", "Insula"]}, pool=["Rubble"],
              leader=0)
    g.play("lead Patron: Temple")
    g.play("think: refill")
    assert "Bar not owned" in _reason(g, "bar: hire Insula from hand")
    g = build(["You", "L"], "first", hands={0: ["Temple", "Insula"]},
              clientele={0: ["Patron", "Patron", "Patron"]}, buildings={0: ["Bar"]}, leader=0)
    g.play("lead Patron: Temple")  # the Leader's Bar actions come at once
    assert "000:183" in _reason(g, "bar: hire Insula from hand")
    g = build(["You", "L"], "first", hands={0: ["Road", "Jack"]}, buildings={0: ["Dock"]},
              leader=0)
    g.play("lead Laborer: Road")
    assert "never a Jack" in _reason(g, "dock: Jack from hand")

"""Senate (Imperium): at the end of each turn, take Jacks your opponents played (003:561)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _jacks(g, seat):
    s = g.state
    return sum(1 for c in s.players[seat].hand if s.deck.is_jack(c))


def _bb_senate_1():
    g = build(3, "imperium", hands={0: ["Jack"], 1: ["Jack"], 2: ["Jack"]},
              buildings={0: ["Senate"], 1: ["Senate"]}, leader=0)
    g.play("lead Patron: Jack")
    g.play("follow: Jack")
    g.play("follow: Jack")  # the Pool is empty: every Patron action passes by itself
    return g


def test_bb_senate_1():
    """BB-Senate-1 (003:563): you take L's and R's Jacks, then L takes yours; R gets none."""
    g = _bb_senate_1()
    assert g.decision.kind == "senate" and g.decision.player == 0
    g.play("senate: take Jack from Bo")
    g.play("senate: take Jack from Cy")
    assert g.decision.kind == "senate" and g.decision.player == 1
    g.play("senate: take Jack from Ann")
    assert (_jacks(g, 0), _jacks(g, 1), _jacks(g, 2)) == (2, 1, 0)
    assert g.state.turn == 2


def test_senate_may_keep_some():
    """"None, some, or all" (003:561): done leaves the rest for the Jack pile."""
    g = _bb_senate_1()
    pile = len(g.state.jacks)
    g.play("senate: take Jack from Cy")
    g.play("done")
    g.play("done")  # L takes nothing
    assert _jacks(g, 0) == 1 and len(g.state.jacks) == pile + 2


def test_senate_never_takes_your_own_jack():
    """"Played by opponents" (003:561; A-12): your own Jack is not offered."""
    g = _bb_senate_1()
    assert_refused(g, "senate: take Jack from Ann")


def test_senate_takes_no_petition():
    """A-12: only Jacks, not the cards of a petition played as one (003:133, 646)."""
    g = build(3, "imperium", hands={0: ["Jack"], 1: ["Temple", "Statue", "Palace"]},
              buildings={0: ["Senate"]}, leader=0)
    g.play("lead Patron: Jack")
    g.play("follow: petition Palace + Statue + Temple")
    g.play("think: refill")
    assert g.state.turn == 2 and g.decision.kind == "lead"  # nothing to take
    assert len(g.state.pool) == 3


def test_no_senate_in_republic():
    """The Senate is Imperium only (003:559); Republic has the Tribunal in its place."""
    with pytest.raises(ValueError):
        build(3, "republic", buildings={0: ["Senate"]})


def test_senate_after_the_academy():
    """A-13: end-of-turn thinks (L's Academy) come before the Senates, even the Leader's."""
    g = build(3, "imperium", hands={0: ["Jack"], 1: ["Jack", "Market"]},
              buildings={0: ["Senate"], 1: ["Academy"]}, leader=0)
    g.play("lead Craftsman: Jack")
    g.play("follow: Jack")
    g.play("think: take Jack")
    g.play("craftsman: lay Market")  # L
    assert g.decision.kind == "think" and g.decision.player == 1  # the Academy first
    g.play("pass")
    assert g.decision.kind == "senate" and g.decision.player == 0
    assert_refused(g, "senate: take Jack from Cy")  # R played no Jack: R thought
    g.play("senate: take Jack from Bo")
    assert _jacks(g, 0) == 1 and g.state.turn == 2

"""Vomitorium: discard the whole hand just before a Thinker action (003:625)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_vomitorium_1(edition):
    """BB-Vomitorium-1 (003:627): three Patrons and a Jack; R leads Architect; you pass,
    Patrons to the Pool, the Jack to the Jack pile, then draw five."""
    g = build(3, edition, hands={0: ["Temple", "Statue", "Palace", "Jack"], 2: ["Tower"]},
              buildings={0: ["Vomitorium"]}, leader=2, jacks=1)
    g.play("lead Architect: Tower")
    g.play("vomitorium: discard hand, then think")
    s = g.state
    assert sorted(s.deck.name[c] for c in s.pool) == ["Palace", "Statue", "Temple"]
    assert len(s.jacks) == 2
    g.play("think: refill")
    assert len(s.players[0].hand) == 5
    assert not any(s.deck.is_jack(c) for c in s.players[0].hand)


def test_vomitorium_refused_without_one():
    """Only the Vomitorium's owner may empty the hand (003:625)."""
    g = build(3, hands={0: ["Temple", "Jack"], 2: ["Tower"]},
              buildings={2: ["Vomitorium"]}, leader=2)
    g.play("lead Architect: Tower")
    assert_refused(g, "vomitorium: discard hand, then think")


def test_vomitorium_then_only_a_plain_think():
    """The discard replaces the Thinker decision: a second discard is not offered."""
    g = build(3, hands={0: ["Temple", "Road"], 2: ["Tower"]},
              buildings={0: ["Vomitorium", "Latrine"]}, leader=2)
    g.play("lead Architect: Tower")
    g.play("vomitorium: discard hand, then think")
    assert {m.verb for m in g.legal_moves()} == {"think"}

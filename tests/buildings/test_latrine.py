"""Latrine: discard one Order card to the Pool just before a Thinker action (003:499)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_latrine_1(edition):
    """BB-Latrine-1 (003:501; 000:474): four Legionary cards, R leads Architect, you pass,
    discard one and draw two to reach five."""
    g = build(3, edition, hands={0: ["Shrine", "Academy", "Atrium", "Bath"], 2: ["Tower"]},
              buildings={0: ["Latrine"]}, leader=2)
    g.play("lead Architect: Tower")
    g.play("latrine: discard Shrine, then think")
    assert g.decision.kind == "think"
    g.play("think: refill")
    s = g.state
    assert len(s.players[0].hand) == 5
    assert [s.deck.name[c] for c in s.pool] == ["Shrine"]
    assert g.decision.player == 1  # L decides next: the Latrine think ended your follow


def test_latrine_refused_without_one():
    """Only a Latrine's owner may discard before thinking (003:499)."""
    g = build(3, hands={0: ["Shrine", "Academy"], 2: ["Tower"]},
              buildings={1: ["Latrine"]}, leader=2)
    g.play("lead Architect: Tower")
    assert_refused(g, "latrine: discard Shrine, then think")


def test_latrine_never_discards_a_jack():
    """"Discard an Order card" (003:499): a Jack is not an Order card."""
    g = build(3, hands={0: ["Jack"], 2: ["Tower"]}, buildings={0: ["Latrine"]}, leader=2)
    g.play("lead Architect: Tower")
    assert not [m for m in g.legal_moves() if m.verb == "latrine"]
    assert_refused(g, "latrine: discard Jack, then think")


def test_latrine_while_leading_thinks_and_ends_the_turn():
    """A Leader who thinks (003:113) may use the Latrine first; the turn then ends."""
    g = build(2, hands={0: ["Road", "Bar"]}, buildings={0: ["Latrine"]}, leader=0)
    g.play("latrine: discard Bar, then think")
    g.play("think: refill")
    s = g.state
    assert len(s.players[0].hand) == 5
    assert s.turn == 2 and g.decision.player == 1

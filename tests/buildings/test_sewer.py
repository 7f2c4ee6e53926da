"""Sewer (2E/BB): at the end of the turn, your played Order cards may go to your Stockpile
instead of the Pool (003:567; 004:661; A-13, A-27)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_sewer_1(edition):
    """BB-Sewer-1 (003:569; 004:663): R leads Merchant, you follow with a Merchant card; at
    the end of the turn R's card goes to the Pool and yours to your Stockpile as Stone."""
    g = build(3, edition, hands={0: ["Garden"], 2: ["Villa"]}, buildings={0: ["Sewer"]},
              leader=2)
    g.play("lead Merchant: Villa")
    g.play("follow: Garden")
    g.play("think: refill")
    assert g.decision.kind == "sewer" and g.decision.player == 0
    g.play("sewer: Garden to stockpile")
    s = g.state
    assert [s.deck.name[c] for c in s.players[0].stockpile] == ["Garden"]
    assert [s.deck.name[c] for c in s.pool] == ["Villa"]
    assert s.turn == 2


def test_sewer_leaves_jacks_and_can_keep_cards_out():
    """A-27: petition cards are role cards and may go; Jacks never do (003:131). The owner
    may stop ("may", 003:567): what is left goes to the Pool as usual."""
    g = build(3, hands={0: ["Garden", "Villa", "Jack"], 1: ["Dock", "Crane"]},
              buildings={0: ["Sewer", "Palace"]}, leader=1)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")  # seat 2
    g.play("follow: petition Garden + Villa")
    g.play("also play: Jack")
    g.play("pass")  # the Leader does not use his action
    assert g.decision.kind == "sewer"
    assert_refused(g, "sewer: Jack to stockpile")
    g.play("sewer: Villa to stockpile")
    g.play("sewer: done")
    s = g.state
    assert [s.deck.name[c] for c in s.players[0].stockpile] == ["Villa"]
    assert sorted(s.deck.name[c] for c in s.pool) == ["Dock", "Garden"]
    assert len(s.jacks) == 6 and s.turn == 2


def test_no_sewer_decision_for_a_thinker():
    """Nothing was played, so nothing is asked: a thinking Sewer owner goes on."""
    g = build(3, hands={2: ["Villa"]}, buildings={0: ["Sewer"]}, leader=2)
    g.play("lead Merchant: Villa")
    g.play("think: refill")
    g.play("think: refill")
    assert g.state.turn == 2 and g.decision.kind == "lead"


def test_invariants_through_the_example(play_checked):
    """BB-Sewer-1 (003:569) replayed with every invariant checked after
    each move: no card or Site lost or invented, no seat's view leaks a hidden card."""
    g = build(3, hands={0: ["Garden"], 2: ["Villa"]}, buildings={0: ["Sewer"]}, leader=2)
    play_checked(g, [
        "lead Merchant: Villa",
        "follow: Garden",
        "think: refill",
        "sewer: Garden to stockpile",
    ])

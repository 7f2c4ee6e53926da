"""Palace: lead or follow with several cards of the role, one action each (003:519;
000:914; 004:611)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.limits import actions_left
from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_palace_1(edition):
    return build(3, edition, hands={0: ["Garden", "Garden", "Villa", "Road", "Jack"],
                                    1: ["Sewer"], 2: ["Prison"]},
                 clientele={0: ["Merchant"]}, stockpile={0: ["Brick"] * 5},
                 buildings={0: ["Palace"]}, leader=0)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_bb_palace_1(edition):
    """BB-Palace-1 (003:521; 000:916): three Merchants and a Jack led together, plus a
    Merchant client: five Merchant actions, five materials into the vault."""
    g = _bb_palace_1(edition)
    g.play("lead Merchant: Garden")
    assert g.decision.kind == "more"
    assert_refused(g, "also play: Road")  # a Laborer card is not of the led role
    g.play("also play: Garden")
    g.play("also play: Villa")
    g.play("also play: Jack")
    assert g.decision.kind == "more" and [m.text for m in g.legal_moves()] == ["done"]
    g.play("done")  # nothing of the role left, but a hand is never read off a skip
    assert g.decision.kind == "follow"
    g.play("follow: Sewer")
    g.play("follow: Prison")
    s = g.state
    assert [s.deck.name[c] for c in s.players[0].hand] == ["Road"]
    assert actions_left(s, s.stack[-1]) == 5
    for _ in range(5):
        g.play(next(m for m in g.legal_moves()
                    if str(m).startswith("merchant: Brick from stockpile")))
    assert len(s.players[0].vault) == 5 and not s.players[0].stockpile


def test_no_more_cards_without_a_palace():
    """Without a Palace one card leads (003:113): the follower is asked next, and a second
    card of the role is refused."""
    g = build(3, hands={0: ["Garden", "Villa"]}, leader=0)
    g.play("lead Merchant: Garden")
    assert g.decision.kind == "follow"
    assert_refused(g, "also play: Villa")


def test_palace_follower_plays_several():
    """The Palace works when following too (003:519 "lead or follow")."""
    g = build(3, hands={0: ["Garden"], 1: ["Villa", "Villa", "Jack"]},
              stockpile={1: ["Brick"] * 3}, buildings={1: ["Palace"]}, leader=0)
    g.play("lead Merchant: Garden")
    g.play("follow: Villa")
    g.play("also play: Villa")
    g.play("done")
    g.play("think: refill")
    s = g.state
    assert s.players[1].played == 2 and [s.deck.name[c] for c in s.players[1].hand] == ["Jack"]


def test_palace_petition_counts_as_one_card():
    """A-25: with a Palace a petition (two cards of one role in the Republic, 003:133) is one
    more Jack-equivalent: three Merchant cards and a petition of two Laborers give four
    actions."""
    g = build(3, hands={0: ["Garden", "Garden", "Villa", "Road", "Road"]},
              stockpile={0: ["Brick"] * 5}, buildings={0: ["Palace"]}, leader=0)
    g.play("lead Merchant: Garden")
    g.play("also play: Garden")
    g.play("also play: Villa")
    g.play("also play: petition Road + Road")
    g.play("think: refill")
    g.play("think: refill")
    s = g.state
    assert not s.players[0].hand and len(s.players[0].camp) == 5
    assert actions_left(s, s.stack[-1]) == 4


def test_petition_in_more_needs_the_full_group():
    """A petition needs two cards of one role in the Republic (003:133): a single Laborer
    card cannot be added to a Merchant lead."""
    g = build(3, hands={0: ["Garden", "Villa", "Road"]}, buildings={0: ["Palace"]}, leader=0)
    g.play("lead Merchant: Garden")
    assert_refused(g, "also play: petition Road")
    assert_refused(g, "also play: Road")

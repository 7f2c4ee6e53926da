"""Circus (Imperium, first edition): two cards of one role as a Jack (003:399; 000:498)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


@pytest.mark.parametrize("edition", ["imperium", "first"])
def test_bb_circus_1(edition):
    """BB-Circus-1 (003:401; 000:502): lead the two Laborers as Patron; the Merchant stays."""
    g = build(2, edition, hands={0: ["Villa", "Road", "Insula"], 1: ["Temple"]},
              buildings={0: ["Circus"]}, leader=0)
    g.play("lead Patron: petition Insula + Road")
    s = g.state
    assert s.role == "Patron"
    assert [s.deck.name[c] for c in s.players[0].hand] == ["Villa"]
    assert g.decision.kind == "follow" and g.decision.player == 1
    g.play("follow: Temple")  # the others follow Patron


@pytest.mark.parametrize("edition", ["imperium", "first"])
def test_two_card_petition_refused_without_circus(edition):
    """Imperium petitions take 3 cards (003:646); the first edition has none (000, A-35)."""
    g = build(2, edition, hands={0: ["Villa", "Road", "Insula"]}, leader=0)
    assert_refused(g, "lead Patron: petition Insula + Road")


def test_circus_petition_to_follow():
    """"To lead or follow" (003:399): a Circus owner may follow with two cards as a Jack."""
    g = build(2, "imperium", hands={0: ["Temple"], 1: ["Road", "Insula"]},
              buildings={1: ["Circus"]}, leader=0)
    g.play("lead Patron: Temple")
    g.play("follow: petition Insula + Road")
    s = g.state  # the turn is over (empty Pool): the three played cards are in the Pool
    assert sorted(s.deck.name[c] for c in s.pool) == ["Insula", "Road", "Temple"]
    assert any("follows with a petition" in e["text"] for e in g.log)

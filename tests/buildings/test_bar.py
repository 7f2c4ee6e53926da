"""Bar (second edition): each Patron action may also hire the deck top (003:361; A-17)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_bar_1(edition="republic"):
    # You 0, L 1, R 2. L: Bar, one Patron client, Influence 3.
    return build(3, edition, hands={0: ["Statue"], 1: ["Palace"], 2: ["Temple"]},
                 clientele={1: ["Patron"]}, buildings={0: ["Bar"], 1: ["Bar"]},
                 pool=["Wood", "Wood", "Wood", "Brick"],
                 deck_top=["Tower", "Shrine", "Villa"], leader=2)


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_bar_1(edition):
    """BB-Bar-1 (003:363): you take the Legionary, then the deck's Architect; L draws twice
    from the deck only (Legionary, Merchant) and reaches his limit of 3."""
    g = _bb_bar_1(edition)
    g.play("lead Patron: Temple")
    g.play("follow: Statue")
    g.play("follow: Palace")
    g.play("patron: Craftsman from pool")  # R
    g.play("patron: Legionary from pool")
    g.play("bar: hire the top card of the deck")
    g.play("bar: hire the top card of the deck")  # L, first action: deck only
    g.play("bar: hire the top card of the deck")  # L, second action
    s = g.state
    roles = [sorted(s.deck.role[c] for c in p.clientele) for p in s.players]
    assert roles[0] == ["Architect", "Legionary"]
    assert roles[1] == ["Legionary", "Merchant", "Patron"]
    assert [s.deck.role[c] for c in s.pool].count("Craftsman") == 2


def test_bar_after_the_deck_no_pool_client():
    """A-17 (003:361): once the action drew from the deck it can take no Pool client."""
    g = _bb_bar_1()
    g.play("lead Patron: Temple")
    g.play("follow: Statue")
    g.play("follow: Palace")
    g.play("patron: Craftsman from pool")  # R
    g.play("bar: hire the top card of the deck")
    s = g.state  # your one action is over: no Pool client may follow the deck's
    assert [s.deck.name[c] for c in s.players[0].clientele] == ["Tower"]
    assert g.decision.player == 1 and "(2 left)" in g.decision.prompt


def test_bar_respects_the_clientele_limit():
    """"The size of your Clientele is still limited" (003:361): a full clientele cannot
    draw a client."""
    g = build(2, hands={0: ["Temple"]}, clientele={0: ["Patron", "Laborer"]},
              buildings={0: ["Bar"]}, pool=["Brick"], leader=0, influence={0: 3})
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("patron: Legionary from pool")  # the third client fills Influence 3
    assert_refused(g, "bar: hire the top card of the deck")


def test_bar_refused_without_one():
    g = _bb_bar_1()
    g.play("lead Patron: Temple")
    assert_refused(g, "bar: hire the top card of the deck")  # R owns no Bar (003:361)

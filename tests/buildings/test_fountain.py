"""Fountain (2E/BB): a Craftsman action may use the top card of the deck instead of a hand
card (003:469; 004:563; A-50)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build

DRAW = "fountain: draw the top card of the deck"


def _fountain(edition="republic", clients=2, **kw):
    g = build(3, edition, hands={0: ["Dock"], 1: ["Market", "Road"], 2: ["Dock", "Road"]},
              clientele={0: ["Craftsman"] * clients}, buildings={0: ["Fountain"]},
              deck_top=["Palisade", "Palisade", "Palisade"], leader=0, **kw)
    g.play("lead Craftsman: Dock")
    g.play("follow: Market")
    g.play("follow: Dock")
    return g


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_fountain_1(edition):
    """BB-Fountain-1 (003:471; 004:567): three Craftsman actions from the deck: a Palisade
    laid on a Wood Site, a second Palisade added to it as Wood (complete), a third kept in
    hand. Until placed, the drawn card is the owner's secret."""
    g = _fountain(edition)
    s = g.state
    g.play(DRAW)
    assert g.decision.kind == "fountain" and g.decision.player == 0
    others = range(1, len(g.players))
    for seat in others:  # drawn, not shown
        assert not any("Palisade" in e["text"] for e in g.log_for(seat))
    g.play("fountain: lay Palisade")
    g.play(DRAW)
    g.play("fountain: add Palisade to Palisade")
    palisade = s.players[0].buildings[1]
    assert palisade.complete and s.players[0].influence == 6
    before = len(g.log)
    g.play(DRAW)
    g.play("fountain: keep Palisade in hand")
    assert [s.deck.name[c] for c in s.players[0].hand] == ["Palisade"]
    assert g.decision.player == 1  # three actions used
    assert g.view(1)["players"][0]["hand"] is None
    for seat in others:  # the kept card
        assert not any("Palisade" in e["text"] for e in g.log_for(seat)[before:])


def test_out_of_town_takes_a_second_action():
    """A-50: the draw plus the next action lay the card out of town (003:469 "spend a second
    action"): with no Wood Site in town, two of the three actions go."""
    g = _fountain(sites={"Wood": 0})
    g.play(DRAW)
    g.play("fountain: lay Palisade out of town")
    b = g.state.players[0].buildings[1]
    assert b.out_of_town and g.state.players[0].used == 2


def test_out_of_town_refused_with_one_action():
    """With a single action there is no second one to spend (A-2): refused, nothing changes;
    the card may still be kept."""
    g = _fountain(clients=0, sites={"Wood": 0})
    g.play(DRAW)
    assert_refused(g, "fountain: lay Palisade out of town")
    g.play("fountain: keep Palisade in hand")


def test_no_fountain_no_deck_card():
    """Without a completed Fountain a Craftsman builds from hand only (003:229)."""
    g = build(3, hands={0: ["Dock", "Market"]}, buildings={0: [{"name": "Fountain"}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("think: refill")
    assert "Fountain not owned" in str(assert_refused(g, DRAW))


def test_drawing_the_last_card_ends_the_game():
    """A-3: the deck running out ends the game at once, even by a Fountain draw."""
    g = build(3, hands={0: ["Dock", "Market"]}, buildings={0: ["Fountain"]},
              deck_top=["Palisade"], deck_size=1, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play(DRAW)
    assert g.is_over and "deck" in g.end_reason


def test_invariants_through_the_example(play_checked):
    """BB-Fountain-1 (003:471) replayed with every invariant checked after
    each move: no card or Site lost or invented, no seat's view leaks a hidden card."""
    play_checked(_fountain(), [
        DRAW,
        "fountain: lay Palisade",
        DRAW,
        "fountain: add Palisade to Palisade",
        DRAW,
        "fountain: keep Palisade in hand",
    ])

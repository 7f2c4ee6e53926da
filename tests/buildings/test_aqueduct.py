"""Aqueduct (second edition): clientele doubled; each Patron action may also hire a
card from hand (003:339-343)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.limits import limit  # noqa: E402
from gtr_widget.glory_to_rome.scenarios.builder import build


def _roles(g, seat):
    s = g.state
    return sorted(s.deck.role[c] for c in s.players[seat].clientele)


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_aqueduct_1(edition):
    """BB-Aqueduct-1 (003:341): an Insula, then an Aqueduct: (5 + 2) x 2 = 14."""
    g = build(2, edition, hands={0: ["Dock", "Tower"]},
              buildings={0: ["Insula", {"name": "Aqueduct", "materials": ["Concrete"]}]},
              leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: add Tower to Aqueduct")
    assert g.state.players[0].influence == 5
    assert limit(g.state, 0, "clientele") == 14


def test_bb_aqueduct_2():
    """BB-Aqueduct-2 (003:345): the Pool's Merchant plus a Legionary from hand on the first
    action, a Legionary from hand alone on the second (A-54: Temple is the led card)."""
    g = build(3, hands={0: ["Temple", "Shrine", "Gate"]}, clientele={0: ["Patron"]},
              buildings={0: ["Aqueduct"]}, pool=["Stone"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("patron: Merchant from pool")
    g.play("aqueduct: hire Shrine from hand")
    g.play("aqueduct: hire Gate from hand")
    assert _roles(g, 0) == ["Legionary", "Legionary", "Merchant", "Patron"]
    assert [g.state.deck.name[c] for c in g.state.players[0].hand] == []
    assert g.state.turn == 2


def test_aqueduct_one_hand_client_per_action():
    """"An additional card" per Patron action (003:343): one action hires at most the Pool
    card and one hand card; the second hand card stays, and the turn moves on."""
    g = build(3, hands={0: ["Temple", "Shrine", "Gate"]}, buildings={0: ["Aqueduct"]},
              pool=["Stone"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("patron: Merchant from pool")
    g.play("aqueduct: hire Shrine from hand")
    assert _roles(g, 0) == ["Legionary", "Merchant"]
    assert g.state.turn == 2 and g.decision.player == 1
    assert_refused(g, "aqueduct: hire Gate from hand")


def test_aqueduct_foundation_gives_nothing():
    """The function needs the completed Aqueduct (003:339): a foundation hires no hand card,
    though there is room for one."""
    g = build(2, hands={0: ["Temple", "Shrine"]}, clientele={0: ["Patron"]},
              buildings={0: [{"name": "Aqueduct", "materials": ["Concrete"]}]},
              pool=["Stone"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    assert_refused(g, "aqueduct: hire Shrine from hand")


def test_aqueduct_hand_client_respects_the_limit():
    """A-15: every added client checks the limit: Influence 4 doubled is 8, all taken."""
    full = ["Patron", "Laborer", "Craftsman", "Laborer", "Craftsman", "Legionary",
            "Merchant", "Architect"]
    g = build(2, hands={0: ["Temple", "Shrine"]}, clientele={0: full},
              buildings={0: ["Aqueduct"]}, pool=["Stone"], leader=0)
    assert limit(g.state, 0, "clientele") == 8
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    assert_refused(g, "aqueduct: hire Shrine from hand")
    assert len(g.state.players[0].clientele) == 8 and g.state.turn == 2


def test_aqueduct_refused_without_one():
    """Without an Aqueduct clients come from the Pool only (003:185-191)."""
    g = build(3, hands={0: ["Temple", "Shrine"]}, buildings={1: ["Aqueduct"]},
              pool=["Stone"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    g.play("think: take Jack")
    assert_refused(g, "aqueduct: hire Shrine from hand")

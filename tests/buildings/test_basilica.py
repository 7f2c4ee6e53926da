"""Basilica (2E/BB): each Merchant action may also put one card from your hand into the
Vault, unseen by the others (003:367; 004:481; A-32)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_basilica_1(edition="republic", clients=("Merchant",)):
    return build(3, edition, hands={0: ["Tower", "Tower", "Jack"], 1: ["Garden"],
                                    2: ["Villa"]},
                 clientele={0: list(clients)},
                 stockpile={0: ["Brick"], 1: ["Wood"], 2: ["Wood"]},
                 buildings={0: ["Basilica"]}, leader=0)


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_basilica_1(edition):
    """BB-Basilica-1 (003:369; 004:483): led with a Jack, two Merchant actions: the Brick
    from the stockpile plus a Concrete from hand, then the second Concrete alone. The hand
    cards stay hidden from the others."""
    g = _bb_basilica_1(edition)
    g.play("lead Merchant: Jack")
    g.play("follow: Garden")
    g.play("follow: Villa")
    g.play("merchant: Brick from stockpile")
    g.play("basilica: Tower from hand into the vault")
    g.play("basilica: Tower from hand into the vault")
    s = g.state
    me = s.players[0]
    assert len(me.vault) == 3 and not me.hand and not me.stockpile
    assert g.decision.player == 1 and g.decision.kind == "merchant"
    seen_by_l = [c for c in g.view(1)["players"][0]["vault"] if not c.get("hidden")]
    assert [c["material"] for c in seen_by_l] == ["Brick"]  # shown this turn (003:283)
    assert sum(1 for c in g.view(0)["players"][0]["vault"] if c.get("hidden")) == 0
    for seat in range(1, len(g.players)):
        assert not any("Tower" in e["text"] for e in g.log_for(seat) if "vault" in e["text"])


def test_one_hand_card_per_action():
    """Once per Merchant action (003:367): with one action, after the stockpile material and
    one hand card, a second hand card is refused."""
    g = _bb_basilica_1(clients=())
    g.play("lead Merchant: Jack")
    g.play("think: refill")
    g.play("think: refill")
    g.play("merchant: Brick from stockpile")
    g.play("basilica: Tower from hand into the vault")
    assert len(g.state.players[0].vault) == 2 and g.state.players[0].hand
    assert_refused(g, "basilica: Tower from hand into the vault")


def test_no_basilica_no_hand_card():
    """Without a Basilica a Merchant action takes from the stockpile only (003:277)."""
    g = build(3, hands={0: ["Tower", "Garden"]}, stockpile={0: ["Brick"]}, leader=0)
    g.play("lead Merchant: Garden")
    g.play("think: refill")
    g.play("think: refill")
    why = assert_refused(g, "basilica: Tower from hand into the vault")
    assert "Basilica not owned" in str(why)


def test_jacks_never_go_to_the_vault():
    """Jacks are not materials (003:131): a Jack in hand is not offered."""
    g = build(3, hands={0: ["Garden", "Jack", "Tower"]}, buildings={0: ["Basilica"]},
              leader=0)
    g.play("lead Merchant: Garden")
    g.play("think: refill")
    g.play("think: refill")
    assert [str(m) for m in g.legal_moves()] == ["basilica: Tower from hand into the vault",
                                                 "pass"]
    assert_refused(g, "basilica: Jack from hand into the vault")


def test_invariants_through_the_example(play_checked):
    """BB-Basilica-1 (003:369) replayed with every invariant checked after
    each move: no card or Site lost or invented, no seat's view leaks a hidden card."""
    play_checked(_bb_basilica_1(), [
        "lead Merchant: Jack",
        "follow: Garden",
        "follow: Villa",
        "merchant: Brick from stockpile",
        "basilica: Tower from hand into the vault",
        "basilica: Tower from hand into the vault",
    ])

"""Circus Maximus (2E/BB): clients of the role you lead or follow act twice (003:405;
004:515)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.play.limits import actions_left
from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_circus_maximus_1(edition):
    # You = 0, L = 1, R = 2. You and L own a Circus Maximus and two Merchant clients.
    return build(3, edition, hands={0: ["Garden"]},
                 clientele={0: ["Villa", "Villa"], 1: ["Sewer", "Sewer"], 2: ["Prison"]},
                 stockpile={0: ["Brick"] * 3 + ["Rubble"] * 3, 1: ["Wood"] * 3,
                            2: ["Wood"] * 2},
                 buildings={0: ["Circus Maximus"], 1: ["Circus Maximus"]}, leader=0)


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_circus_maximus_1(edition):
    """BB-CircusMaximus-1 (003:407; 004:517): you lead Merchant: 1 + 2 + 2 = 5 actions; L
    thinks and gets only his two clients' actions."""
    g = _bb_circus_maximus_1(edition)
    g.play("lead Merchant: Garden")
    g.play("think: refill")
    g.play("think: refill")
    s = g.state
    assert g.decision.player == 0 and actions_left(s, s.stack[-1]) == 5
    for _ in range(5):
        g.play("merchant: Brick from stockpile" if any(
            s.deck.material[c] == "Brick" for c in s.players[0].stockpile)
            else "merchant: Rubble from stockpile")
    assert len(s.players[0].vault) == 5
    assert g.decision.player == 1 and actions_left(s, s.stack[-1]) == 2
    g.play("merchant: Wood from stockpile")
    g.play("merchant: Wood from stockpile")
    assert len(s.players[1].vault) == 2
    # R has no Circus Maximus: one client, one action
    assert g.decision.player == 2 and actions_left(s, s.stack[-1]) == 1


def test_sixth_action_refused():
    """The bonus is one extra action per client, no more (003:405): a sixth Merchant action
    is refused, though the stockpile still holds a material and the vault has room."""
    g = build(3, hands={0: ["Garden"]}, clientele={0: ["Villa", "Villa"]},
              stockpile={0: ["Brick"] * 6}, buildings={0: ["Circus Maximus", "Market"]},
              leader=0)
    g.play("lead Merchant: Garden")
    g.play("think: refill")
    g.play("think: refill")
    for _ in range(5):
        g.play(next(m for m in g.legal_moves()
                    if str(m).startswith("merchant: Brick from stockpile")))
    assert g.decision is not None and g.decision.player != 0
    assert len(g.state.players[0].stockpile) == 1
    assert_refused(g, "merchant: Brick from stockpile")


def test_first_edition_is_not_this_power():
    """The 1E Circus Maximus has another function (000:760): its clients do not double."""
    g = build(3, "first", hands={0: ["Garden"]}, clientele={0: ["Villa", "Villa"]},
              stockpile={0: ["Brick"] * 6}, buildings={0: ["Circus Maximus"]}, leader=0)
    g.play("lead Merchant: Garden")
    g.play("think: refill")
    g.play("think: refill")
    assert actions_left(g.state, g.state.stack[-1]) == 3

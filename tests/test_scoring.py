"""Scoring and the winner (003:283-317; 004:417-427)."""

from __future__ import annotations

from gtr_widget.glory_to_rome.play.scoring import end_game
from gtr_widget.scenarios import build


def test_french_scoring_example() -> None:
    """004:417-427: 8 Influence + 7 in the vault + 3 for most Brick = 18."""
    g = build(["You", "B"], influence={0: 8}, vault={0: ["Brick", "Brick", "Stone"],
                                                     1: ["Stone", "Stone"]},
              hands={1: ["Bar"]})
    sc = g.scores()[0]
    assert (sc["influence"], sc["vault"], sc["merchant_bonus"], sc["total"]) == (8, 7, 3, 18)


def test_merchant_bonus_ties_give_nothing() -> None:
    """003:285: a tie for a material grants that bonus to nobody."""
    g = build(["A", "B"], vault={0: ["Brick"], 1: ["Brick", "Stone"]})
    a, b = g.scores()
    assert a["merchant_bonus"] == 0 and b["merchant_bonus"] == 3


def test_ties_go_to_the_bigger_hand_then_are_shared() -> None:
    """003:317: equal points, most cards in hand wins; a further tie is shared (A-7)."""
    g = build(["A", "B", "C"], hands={0: ["Bar", "Road"], 1: ["Bar"], 2: ["Road", "Insula"]})
    end_game(g.state, "test")
    assert g.winners == [0, 2]
    g2 = build(["A", "B"], hands={0: ["Bar", "Road"], 1: ["Bar"]})
    end_game(g2.state, "test")
    assert g2.winners == [0]


def test_vault_values_count_at_the_end() -> None:
    """000:267: vault cards score their value."""
    g = build(["A", "B"], vault={0: ["Rubble", "Concrete", "Marble"]}, influence={0: 3})
    assert g.scores()[0]["vault"] == 1 + 2 + 3

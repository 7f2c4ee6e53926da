"""Tribunal (Republic): whenever you think, you may also take a Jack (003:611-615)."""


from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _jacks_in_hand(g, seat):
    s = g.state
    return sum(1 for c in s.players[seat].hand if s.deck.is_jack(c))


def test_bb_tribunal_1_refill_then_jack():
    """BB-Tribunal-1 (003:615): two cards, think: draw three, then one Jack: six cards."""
    g = build(2, hands={0: ["Road", "Bar"]}, buildings={0: ["Tribunal"]}, leader=0)
    g.play("think: refill")
    assert g.decision.kind == "tribunal"
    g.play("tribunal: take Jack")
    assert len(g.state.players[0].hand) == 6
    assert _jacks_in_hand(g, 0) == 1
    assert g.state.turn == 2


def test_bb_tribunal_1_two_jacks():
    """BB-Tribunal-1 (003:615): "you could have drawn 2 Jacks"."""
    g = build(2, hands={0: ["Road", "Bar"]}, buildings={0: ["Tribunal"]}, leader=0)
    g.play("think: take Jack")
    g.play("tribunal: take Jack")
    assert _jacks_in_hand(g, 0) == 2 and len(g.state.players[0].hand) == 4


def test_tribunal_may_be_declined():
    """"You may" (003:613): pass keeps the Jack pile."""
    g = build(2, hands={0: ["Road"]}, buildings={0: ["Tribunal"]}, leader=0, jacks=3)
    g.play("think: refill")
    g.play("pass")
    assert len(g.state.jacks) == 3 and _jacks_in_hand(g, 0) == 0


def test_tribunal_refused_without_one():
    """Without a Tribunal the think ends the decision: no extra Jack (003:137-143)."""
    g = build(2, hands={0: ["Road"]}, buildings={1: ["Tribunal"]}, leader=0)
    g.play("think: refill")
    assert g.decision.player == 1 and g.decision.kind == "lead"
    assert_refused(g, "tribunal: take Jack")


def test_tribunal_with_no_jack_left_asks_nothing():
    """The extra Jack needs a Jack in the pile; otherwise nothing is asked."""
    g = build(2, hands={0: ["Road"]}, buildings={0: ["Tribunal"]}, leader=0, jacks=1)
    g.play("think: take Jack")
    assert g.decision.kind == "lead" and g.decision.player == 1

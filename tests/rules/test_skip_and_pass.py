""""skip" forgoes one action and the next follows; "pass" ends the rest (000:139)."""

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _laborer():
    # Lead Laborer with two Laborer clients: three actions, a Pool of three materials.
    return build(2, hands={0: ["Road"], 1: ["Temple"]}, clientele={0: ["Laborer", "Laborer"]},
                 pool=["Wood", "Brick", "Stone"], leader=0)


def test_skip_two_then_use_the_last():
    g = _laborer()
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    assert g.decision.fields["left"] == 3
    g.play("skip")
    g.play("skip")
    assert g.decision.fields["left"] == 1
    assert_refused(g, "skip", "000:139")  # one left: that is a pass
    g.play("laborer: Stone from pool")
    s = g.state
    assert [s.deck.material[c] for c in s.players[0].stockpile] == ["Stone"]
    assert any("skips a Laborer action" in e["text"] for e in g.log)


def test_pass_ends_the_rest():
    g = _laborer()
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    g.play("laborer: Wood from pool")
    g.play("pass")
    assert g.state.turn == 2 and len(g.state.players[0].stockpile) == 1

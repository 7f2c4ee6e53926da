"""Every automatic step is in the log: an action passed because nothing could be done, and a
card given for a victim with one answer (000:139; 003:261-262)."""

from gtr_widget.glory_to_rome.scenarios.builder import build


def _texts(g):
    return [e["text"] for e in g.log]


def test_an_action_with_nothing_to_do_is_logged():
    g = build(2, hands={0: ["Temple"], 1: ["Road"]}, leader=0)  # an empty Pool: no hire
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    assert "Ann: 1 Patron action passed, nothing could be done" in _texts(g)
    for seat in (0, 1):  # worded publicly: every seat reads it
        assert any("nothing could be done" in e["text"] for e in g.log_for(seat))


def test_a_forced_give_is_logged():
    g = build(2, hands={0: ["Shrine", "Temple"], 1: ["Palace"]}, leader=0)
    g.play("lead Legionary: Shrine")
    g.play("think: take Jack")
    g.play("legionary: demand Marble")  # Bo holds one Marble card: it is given for him
    assert any("takes Palace (Marble) from Bo's hand" in t for t in _texts(g))

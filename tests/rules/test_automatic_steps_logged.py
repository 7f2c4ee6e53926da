"""Every automatic step is in the log: an action passed because nothing could be done, and
"Glory to Rome!" said for a victim with nothing to give (000:139; 003:261-262). A victim who
holds the material is always asked, even with one answer (rulings: "The shape of a
decision"), so no card is ever given silently."""

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


def test_an_answer_said_for_the_victim_is_logged():
    g = build(2, hands={0: ["Shrine", "Temple"], 1: ["Road"]}, leader=0)
    g.play("lead Legionary: Shrine")
    g.play("think: take Jack")
    g.play("legionary: demand Marble")  # Bo holds no Marble card: he says so, aloud
    assert any("Glory to Rome!" in t and "Bo" in t for t in _texts(g))


def test_a_victim_with_one_card_to_give_is_asked_and_the_gift_logged():
    g = build(2, hands={0: ["Shrine", "Temple"], 1: ["Palace"]}, leader=0)
    g.play("lead Legionary: Shrine")
    g.play("think: take Jack")
    g.play("legionary: demand Marble")
    assert g.decision.player == 1 and [str(m) for m in g.legal_moves()] == ["give: Palace"]
    g.play("give: Palace")
    assert any("Palace" in t and "Bo" in t for t in _texts(g))

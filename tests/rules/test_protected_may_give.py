"""Palisade and Wall owners are not made to give, but "may still choose to give up cards if
you wish" (003:525, 003:635; 004:619). They are asked; "keep" is the first answer."""

from helpers import assert_refused, demand

from gtr_widget.glory_to_rome.scenarios.builder import build


def _palisade(**options):
    # R leads Legionary; you (seat 0) own a Palisade and hold a Marble card (003:527).
    return build(3, hands={0: ["Bath", "Temple"], 1: ["Palace", "Fountain"],
                           2: ["Shrine", "Statue"]},
                 buildings={0: ["Palisade"]}, pool=["Marble", "Marble"], jacks=3, leader=2,
                 **options)


def _demand(g):
    g.play("lead Legionary: Shrine")
    g.play("think: take Jack")
    g.play("think: take Jack")
    demand(g, "legionary: demand Marble")


def test_protected_player_is_asked_with_keep_first():
    g = _palisade()
    _demand(g)
    d = g.decision
    assert d.player == 0 and d.kind == "give"  # the left neighbour is asked first
    texts = [m.text for m in g.legal_moves()]
    assert texts == ["keep", "give: Temple"]  # 003:525: giving is allowed, keeping first
    assert_refused(g, "say: Glory to Rome!", "003:525")
    g.play("keep")
    assert g.decision.player == 1  # then L, unprotected, must give
    g.play("give: Palace")
    assert "Temple" in [g.state.deck.name[c] for c in g.state.players[0].hand]


def test_protected_player_may_give_if_they_wish():
    g = _palisade()
    _demand(g)
    g.play("give: Temple")  # 003:525 "You may still choose to give up cards if you wish"
    g.play("give: Palace")
    s = g.state
    assert "Temple" in [s.deck.name[c] for c in s.players[2].stockpile]


def test_protected_player_without_the_material_is_still_asked():
    """The question itself must not show whether the protected hand holds the material."""
    g = build(3, hands={0: ["Bath", "Road"], 1: ["Palace"], 2: ["Shrine", "Statue"]},
              buildings={0: ["Palisade"]}, pool=["Marble"], jacks=3, leader=2)
    _demand(g)
    assert g.decision.player == 0 and [m.text for m in g.legal_moves()] == ["keep"]


def test_unprotected_player_cannot_keep():
    g = _palisade()
    _demand(g)
    g.play("keep")
    assert g.decision.player == 1
    assert_refused(g, "keep", "003:261")


def test_option_off_never_asks():
    g = _palisade(protected_may_give=False)
    _demand(g)
    assert g.decision.player == 1  # only L is asked: you were not (000:534's reading)

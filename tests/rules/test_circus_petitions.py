"""With a Circus, two cards of one role may be played as a Jack (003:399 "may"); the
three-card petition of Imperium (003:133, 003:646) is still allowed."""

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _hand(**kw):
    return build(2, "imperium", hands={0: ["Villa", "Road", "Insula", "Bar"], 1: ["Temple"]},
                 leader=0, **kw)


def test_circus_owner_may_petition_with_two_or_three():
    g = _hand(buildings={0: ["Circus"]})
    texts = {m.text for m in g.legal_moves()}
    assert "lead Patron: petition Insula + Road" in texts  # 003:399
    assert "lead Patron: petition Bar + Insula + Road" in texts  # 003:646, still allowed
    g.play("lead Patron: petition Bar + Insula + Road")
    assert [g.state.deck.name[c] for c in g.state.players[0].hand] == ["Villa"]


def test_without_circus_only_three():
    g = _hand()
    assert_refused(g, "lead Patron: petition Insula + Road", "3 cards", "003:646")
    g.play("lead Patron: petition Bar + Insula + Road")


def test_first_edition_circus_keeps_two_only():
    """The first edition has no petition of its own (000:498; rulings A-35): only two."""
    g = build(2, "first", hands={0: ["Villa", "Road", "Insula", "Bar"], 1: ["Temple"]},
              buildings={0: ["Circus"]}, leader=0)
    assert_refused(g, "lead Patron: petition Bar + Insula + Road", "2 cards")
    g.play("lead Patron: petition Insula + Road")

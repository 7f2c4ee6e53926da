"""First-edition Circus Maximus: as Leader, any card may be played as a Jack (000:760)."""

from first_edition_helpers import mats, names, play, refused, texts

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_1e_circus_maximus_1():
    """1E-CircusMaximus-1 (000:764): lead the Legionary card as Merchant; the others follow;
    the Concrete goes to the Vault."""
    g = build(["You", "L"], "first", hands={0: ["Shrine", "Jack"], 1: ["Villa"]},
              stockpile={0: ["Concrete"]}, buildings={0: ["Circus Maximus"]}, leader=0)
    play(g, "lead Merchant: Shrine as a Jack", "follow: Villa",
         "merchant: Concrete from stockpile")
    s = g.state
    assert any(e["text"] == "You lead Merchant with Shrine" for e in g.log)
    assert [s.deck.is_jack(c) for c in s.players[0].hand] == [True]
    assert mats(g, s.players[0].vault) == ["Concrete"]


def test_circus_maximus_never_leads_thinker_nor_helps_a_follower():
    """"When you are leader" (000:760): no help to follow; a Jack never leads Thinker
    (000:149)."""
    g = build(["You", "L"], "first", hands={0: ["Shrine"], 1: ["Villa"]},
              buildings={0: ["Circus Maximus"]}, leader=1)
    g.play("lead Merchant: Villa")
    refused(g, "follow: Shrine")
    refused(g, "lead Merchant: Shrine as a Jack")
    g = build(["You", "L"], "first", hands={0: ["Shrine"]}, buildings={0: ["Circus Maximus"]},
              leader=0)
    assert not any("Thinker" in t for t in texts(g))
    assert "lead Patron: Shrine as a Jack" in texts(g)
    assert "lead Legionary: Shrine as a Jack" not in texts(g)  # its own role: a plain lead
    assert names(g, g.state.players[0].hand) == ["Shrine"]

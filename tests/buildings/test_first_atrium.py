"""First-edition Atrium: a Merchant action may put a hand card into the Vault, unseen by the
others (000:576-580; the exception named at 000:271)."""

from first_edition_helpers import names, play, refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_1e_atrium_1_stockpile_and_hand():
    """1E-Atrium-1 (000:584-588): R leads Merchant, you follow with a Jack; R sells a Concrete;
    you sell the Stone from your stockpile and the Merchant card (Stone) from hand."""
    g = build(["You", "L", "R"], "first", hands={0: ["Insula", "Road", "Jack", "Villa"],
                                                 2: ["Garden"]},
              clientele={0: ["Merchant"]}, stockpile={0: ["Stone"], 2: ["Concrete"]},
              buildings={0: ["Atrium"]}, leader=2)
    play(g, "lead Merchant: Garden", "follow: Jack", "think: refill",
         "merchant: Concrete from stockpile", "atrium: Villa from hand into vault")
    s = g.state
    p = s.players[0]
    villa = p.vault[0]
    # this turn the others see the count, never the hand card (000:271, 576); you do
    for seat in (1, 2):
        assert g.view(seat)["players"][0]["vault"] == [{"hidden": True}]
    assert g.view(0)["players"][0]["vault"][0]["id"] == villa
    g.play("merchant: Stone from stockpile")
    assert names(g, p.hand) == ["Insula", "Road"]
    assert len(p.vault) == 2 and p.stockpile == []
    assert s.deck.name[villa] == "Villa"
    for seat in (1, 2):
        assert not any("Villa" in e["text"] for e in g.log_for(seat))


def test_atrium_never_vaults_a_jack_nor_beyond_the_limit():
    """Jacks are never materials (000:153); the Vault limit is the Influence (000:275)."""
    g = build(["You", "L"], "first", hands={0: ["Villa", "Jack", "Road"]},
              vault={0: ["Rubble", "Rubble", "Rubble"]}, buildings={0: ["Atrium"]}, leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: refill")
    refused(g, "atrium: Jack from hand into vault")
    g.play("atrium: Road from hand into vault")  # the 4th card: Influence 4
    assert len(g.state.players[0].vault) == 4
    assert g.state.turn == 2  # one action only: the turn moved on


def test_atrium_refused_without_one():
    """Without an Atrium a Merchant sells only from the stockpile (000:267)."""
    g = build(["You", "L"], "first", hands={0: ["Villa", "Road"]}, leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: refill")
    refused(g, "atrium: Road from hand into vault")

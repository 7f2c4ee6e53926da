"""Atrium (second edition): a Merchant action may vault the deck top unseen (003:355)."""

import pytest
from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _bb_atrium_1(edition="republic", clients=("Merchant",)):
    # You 0, R 1 ("she"): she leads Merchant, you follow with a Jack.
    return build(2, edition, hands={0: ["Jack"], 1: ["Villa"]}, clientele={0: list(clients)},
                 stockpile={0: ["Stone"], 1: ["Concrete"]}, buildings={0: ["Atrium"]},
                 deck_top=["Temple"], leader=1)


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_bb_atrium_1(edition):
    """BB-Atrium-1 (003:357): she vaults a Concrete; you vault the Stone and the deck's top
    card, which nobody sees (A-32)."""
    g = _bb_atrium_1(edition)
    deck = len(g.state.draw)
    g.play("lead Merchant: Villa")
    g.play("follow: Jack")
    g.play("merchant: Concrete from stockpile")  # R
    g.play("merchant: Stone from stockpile")
    g.play("atrium: top card of the deck into vault")
    s = g.state
    assert len(s.players[0].vault) == 2 and len(s.draw) == deck - 1
    temple = next(c for c in s.players[0].vault if s.deck.name[c] == "Temple")
    assert temple not in s.vault_seen
    for seat in (0, 1):
        vault = g.view(seat)["players"][0]["vault"]
        assert {"hidden": True} in vault and all(v.get("name") != "Temple" for v in vault)
    for seat in (0, 1):  # no seat's log names it, its owner's included
        assert not any("Temple" in e["text"] for e in g.log_for(seat))


def test_atrium_is_instead_not_besides():
    """"Instead of your Stockpile" (003:355): one action vaults one card, so after a
    stockpile material the deck card is refused."""
    g = _bb_atrium_1(clients=())
    g.play("lead Merchant: Villa")
    g.play("follow: Jack")
    g.play("merchant: Concrete from stockpile")  # R
    g.play("merchant: Stone from stockpile")
    assert g.state.turn == 2
    assert_refused(g, "atrium: top card of the deck into vault")


def test_atrium_refused_to_a_non_owner():
    g = _bb_atrium_1()
    g.play("lead Merchant: Villa")
    g.play("follow: Jack")
    assert_refused(g, "atrium: top card of the deck into vault")  # R decides now, without one

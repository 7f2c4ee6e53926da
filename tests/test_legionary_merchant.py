"""Legionary and Merchant, from the rulebooks' examples (003:256-285; 000:251-285)."""

from __future__ import annotations

from helpers import assert_refused, demand

from gtr_widget.scenarios import build


def mats(g, seat, zone="stockpile"):
    s = g.state
    return sorted(s.deck.material[c] for c in getattr(s.players[seat], zone))


def test_demand_takes_from_pool_and_both_neighbours() -> None:
    """003:256-263: one from the Pool, one from each neighbour; the revealed card stays."""
    g = build(["You", "L", "R"], hands={0: ["Shrine", "Gate"], 1: ["Atrium", "Road"],
                                        2: ["Academy"]},
              pool=["Brick", "Stone"], leader=0)
    g.play("lead Legionary: Gate")
    g.play("think: refill")
    g.play("think: refill")
    demand(g, "legionary: demand Brick")
    g.play("give: Atrium")  # one kind each, yet each victim is asked (rulings: the shape)
    g.play("give: Academy")
    assert mats(g, 0) == ["Brick", "Brick", "Brick"]
    assert [g.state.deck.name[c] for c in g.state.players[0].hand] == ["Shrine"]
    assert not any(g.state.deck.material[c] == "Brick" for c in g.state.players[1].hand[:1])


def test_victim_with_several_matches_chooses() -> None:
    """000:251: a neighbour with several matching cards chooses which to give."""
    g = build(["You", "L"], hands={0: ["Shrine", "Gate"], 1: ["Atrium", "Bath", "Road"]},
              leader=0)
    g.play("lead Legionary: Gate")
    g.play("think: refill")
    demand(g, "legionary: demand Brick")
    assert g.decision.player == 1 and g.decision.kind == "give"
    assert sorted(str(m) for m in g.legal_moves()) == ["give: Atrium", "give: Bath"]
    g.play("give: Bath")
    assert [g.state.deck.name[c] for c in g.state.players[0].stockpile] == ["Bath"]


def test_several_demands_are_revealed_at_once() -> None:
    """003:269-271: all demands at once, one distinct hand card each; duplicates allowed."""
    g = build(["You", "L"], hands={0: ["Gate", "Shrine", "Villa", "Jack"],
                                   1: ["Atrium", "Bath", "Garden"]},
              clientele={0: ["Legionary", "Legionary", "Legionary"]}, leader=0)
    g.play("lead Legionary: Jack")
    g.play("think: refill")
    texts = [str(m) for m in g.legal_moves()]
    assert "legionary: demand Brick, Brick, Stone" in texts
    assert "legionary: demand Brick, Brick, Brick" not in texts  # only two Brick cards
    assert_refused(g, "legionary: demand Brick, Brick, Brick", "own Brick card")
    demand(g, "legionary: demand Brick, Brick, Stone")
    assert g.state.players[0].used == 4  # one reveal uses every action (four were open)
    while g.decision.kind == "give":
        g.play(g.legal_moves()[0])
    assert mats(g, 0) == ["Brick", "Brick", "Stone"]


def test_two_players_the_opponent_is_the_only_neighbour() -> None:
    """003:265: with two players your opponent is your only neighbour, and gives once."""
    g = build(["You", "Opp"], hands={0: ["Gate", "Shrine"], 1: ["Bath"]}, leader=0)
    g.play("lead Legionary: Gate")
    g.play("think: take Jack")
    demand(g, "legionary: demand Brick")
    g.play("give: Bath")
    assert [g.state.deck.name[c] for c in g.state.players[0].stockpile] == ["Bath"]


def test_glory_to_rome_when_the_victim_has_none() -> None:
    """003:262: a neighbour with no match says "Glory to Rome!" and gives nothing."""
    g = build(["You", "L"], hands={0: ["Gate", "Shrine"], 1: ["Road"]}, leader=0)
    g.play("lead Legionary: Gate")
    g.play("think: take Jack")
    demand(g, "legionary: demand Brick")
    assert mats(g, 0) == [] and any("Glory to Rome" in e["text"] for e in g.log[-3:])


def test_legionary_pool_card_must_match_the_demand() -> None:
    """003:260: only a Pool card of the demanded material may be taken."""
    g = build(["You", "L"], hands={0: ["Gate", "Shrine"], 1: ["Road"]}, pool=["Stone"],
              leader=0)
    g.play("lead Legionary: Gate")
    g.play("think: refill")
    assert_refused(g, "legionary: take Stone from pool")  # no such move: the Pool gives
    assert_refused(g, "legionary: demand Stone", "own Stone card")  # only by a demand (003:256)
    demand(g, "legionary: demand Brick")
    assert "Stone" not in mats(g, 0)
    assert "Stone" in [g.state.deck.material[c] for c in g.state.pool]  # not demanded


def test_merchant_vault_limit_and_visibility() -> None:
    """003:277-281: stockpile to vault within Influence; identity public only that turn."""
    g = build(["You", "B"], hands={0: ["Villa", "Garden"], 1: ["Bar", "Road"]},
              stockpile={0: ["Stone", "Marble", "Brick"]}, clientele={0: ["Merchant"] * 2},
              leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: refill")
    g.play("merchant: Stone from stockpile")
    v = g.view(1)["players"][0]["vault"]
    assert v[0]["material"] == "Stone"  # shown this turn
    g.play("merchant: Marble from stockpile")
    assert g.decision.player == 1  # Influence 2: the third action had no room and passed
    g.play("think: draw one")  # B leads next turn and thinks; the vault is now hidden
    for seat in (0, 1):
        assert g.view(seat)["players"][0]["vault"] == [{"hidden": True}] * 2
    assert g.view(None)["players"][0]["vault"][0]["material"] == "Stone"


def test_merchant_refusals_name_the_missing_building() -> None:
    """Holes seen in an older engine: deck (Atrium) and hand (Basilica) are not sources; the
    buildings' own moves say which building is missing (003:277)."""
    g = build(["You", "B"], hands={0: ["Villa", "Garden"], 1: ["Bar"]},
              stockpile={0: ["Stone"]}, leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: refill")
    assert_refused(g, "atrium: top card of the deck into vault", "Atrium not owned", "003:277")
    assert_refused(g, "basilica: Garden from hand into the vault", "Basilica not owned")
    assert_refused(g, "merchant: Stone from deck")  # no such move at all


def test_architect_cannot_take_from_the_pool_without_archway() -> None:
    """003:232: an Architect uses the stockpile; the Pool needs an Archway (003:349)."""
    g = build(["You", "B"], hands={0: ["Tower", "Wall"], 1: ["Bar"]}, pool=["Concrete"],
              buildings={0: [{"name": "Bridge"}]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: refill")
    assert_refused(g, "archway: add Concrete from pool to Bridge", "Archway not owned",
                   "003:232")


def test_patron_refused_when_clientele_is_full() -> None:
    """003:183: clientele limited by Influence."""
    g = build(["You", "B"], hands={0: ["Statue", "Temple"], 1: ["Bar"]},
              clientele={0: ["Laborer", "Laborer"]}, pool=["Marble"], leader=0)
    g.play("lead Patron: Statue")
    g.play("think: refill")
    assert g.decision.player != 0 or all(m.verb != "patron" for m in g.legal_moves())

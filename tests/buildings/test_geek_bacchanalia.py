"""Geek Bacchanalia (003:726-740): turn over as many cards as your Influence and place them,
each way once (rulings A-46). Its worked example, BB-Geek-Bacchanalia-1, the deck running
short, the limits and the refusals."""

from __future__ import annotations

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build

TOP = ["Scriptorium", "Plebian Council", "Sewer", "Castra", "Road"]


def _game(**kw):
    """Hannibal completes a Bacchanalia (Marble, 3) with a Temple: Influence 2 + 3."""
    kw.setdefault("deck_top", TOP)
    extra = kw.pop("more_buildings", [])
    return build(["Hannibal", "Remus"], "republic", geek=True,
                 hands={0: ["Dock", "Temple", *kw.pop("more_hand", [])], 1: ["Jack"]},
                 buildings={0: [{"name": "Bacchanalia", "materials": ["Marble", "Marble"]},
                                *extra]}, leader=0, **kw)


def _complete(g):
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: add Temple to Bacchanalia")
    return g


def _refused_unchanged(g, move: str, *words: str) -> None:
    before = g.state.to_dict()
    assert_refused(g, move, *words)
    assert g.state.to_dict() == before


def _names(g, cards) -> list[str]:
    return sorted(g.state.deck.name[c] for c in cards)


def test_bb_geek_bacchanalia_1(play_checked) -> None:
    """BB-Geek-Bacchanalia-1 (003:742): with 5 Influence Hannibal turns over five cards; the
    Road is laid and completed by the Castra (Rubble), the Scriptorium becomes a Merchant
    client, the Sewer goes to the Vault and the Plebian Council, not stockpiled, to hand."""
    g = _game()
    play_checked(g, ["lead Craftsman: Dock", "think: take Jack",
                     "craftsman: add Temple to Bacchanalia"])
    p = g.state.players[0]
    assert g.decision.kind == "bacchanalia" and p.influence == 5
    assert _names(g, p.hand) == sorted(TOP)
    assert [c["name"] for c in g.view(1)["players"][0]["revealed"]] == TOP  # 003:730 "flip"
    play_checked(g, ["bacchanalia: lay Road", "bacchanalia: add Castra to Road",
                     "bacchanalia: Scriptorium as Merchant client", "bacchanalia: Sewer to vault",
                     "bacchanalia: done, the rest to hand"])
    assert _names(g, p.hand) == ["Plebian Council"]
    assert _names(g, p.clientele) == ["Scriptorium"]
    assert _names(g, p.vault) == ["Sewer"] and not p.stockpile
    assert p.buildings[1].complete and p.influence == 6
    assert g.decision.player == 1


def test_each_way_once_and_not_turned_over() -> None:
    """A-46: each way of placing once; only the turned-over cards (003:730); a new building
    only on a Site in town (A-46)."""
    g = _complete(_game(more_hand=["Latrine"]))
    g.play("bacchanalia: Sewer to stockpile")
    _refused_unchanged(g, "bacchanalia: Road to stockpile", "once", "A-46")
    g.play("bacchanalia: lay Castra")
    _refused_unchanged(g, "bacchanalia: lay Road", "once", "A-46")
    _refused_unchanged(g, "bacchanalia: Latrine to vault", "turned over", "003:730")
    assert "Latrine" in _names(g, g.state.players[0].hand)


def test_out_of_town_refused() -> None:
    """No Rubble Site left in town: the Road cannot be laid out of town (A-46)."""
    g = _complete(_game(sites={"Rubble": 0}))
    assert "bacchanalia: lay Road" not in [str(m) for m in g.legal_moves()]
    _refused_unchanged(g, "bacchanalia: lay Road out of town", "in town", "A-46")


def test_clientele_and_vault_limits() -> None:
    """The usual limits hold (A-46; 003:183, 003:281): Influence 5 with five clients and five
    Vault cards leaves no room."""
    g = _complete(_game(clientele={0: ["Laborer"] * 5}, vault={0: ["Rubble"] * 5}))
    _refused_unchanged(g, "bacchanalia: Sewer as Merchant client", "clientele is full",
                       "003:183")
    _refused_unchanged(g, "bacchanalia: Sewer to vault", "vault is full", "003:281")
    g.play("bacchanalia: Sewer to stockpile")
    assert g.decision.kind == "bacchanalia"


def test_too_few_cards_end_the_game() -> None:
    """003:740: more Influence than cards in the deck ends the game at once, with nothing
    turned over or placed."""
    g = _complete(_game(deck_top=["Road", "Castra"], deck_size=4))
    assert g.is_over and g.state.end_code == "deck_empty" and "003:740" in g.end_reason
    assert len(g.state.draw) == 4 and len(g.state.players[0].hand) == 0


def test_exactly_the_deck_then_the_game_ends() -> None:
    """As many cards as the deck holds: all are turned over and placed, then the empty deck
    ends the game (A-3)."""
    g = _complete(_game(deck_size=5))
    assert g.decision.kind == "bacchanalia" and not g.state.draw
    g.play("bacchanalia: Sewer to vault")
    assert not g.is_over
    g.play("bacchanalia: done, the rest to hand")
    assert g.is_over and g.state.end_code == "deck_empty"


def test_nothing_left_to_place_ends_by_itself() -> None:
    """Once the cards or the ways run out, the rest go to hand without asking."""
    g = _complete(_game())
    for move in ["bacchanalia: Plebian Council to stockpile", "bacchanalia: lay Road",
                 "bacchanalia: Sewer to vault", "bacchanalia: add Castra to Road",
                 "bacchanalia: Scriptorium as Merchant client"]:
        g.play(move)
    assert g.decision.kind == "lead" and not g.state.players[0].hand


def test_aerarium_counts_the_highest_influence() -> None:
    """An Aerarium owner's tally reads the table's highest Influence (003:714)."""
    g = _complete(_game(more_buildings=["Aerarium"], influence={1: 9}))
    assert g.state.players[0].influence == 7
    assert len(g.state.stack[-1]["cards"]) == 9

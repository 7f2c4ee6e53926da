"""Geek Aerarium setting off a Prison (003:718-724, rulings A-44): the Prison's owner steals,
and the Aerarium's user pays the robbed player Sites worth 3 or more from their own Influence.
Both worked examples (BB-Geek-AerariumPrison-1 and -2), the payment's choices and refusals."""

from __future__ import annotations

from helpers import assert_refused

from gtr_widget.glory_to_rome.play.buildings.geek.aerarium import payments
from gtr_widget.glory_to_rome.scenarios.builder import build


def _sites(g, seat: int) -> list[str]:
    return sorted(g.state.players[seat].influence_sites)


def test_payments_reach_three_with_none_to_spare() -> None:
    """003:722 "sum to 3 or more": every set that reaches 3 from which no Site could be left
    out; the starting 2 is not a Site and is never paid."""
    assert payments(["Brick", "Concrete"]) == [("Brick", "Concrete")]
    assert sorted(payments(["Stone", "Brick", "Wood"])) == [("Stone",), ("Wood", "Brick")]
    assert sorted(payments(["Rubble", "Rubble", "Rubble", "Marble"])) == [
        ("Marble",), ("Rubble", "Rubble", "Rubble")]
    assert payments(["Brick"]) == [] and payments([]) == []


def test_bb_geek_aerarium_prison_1(play_checked) -> None:
    """BB-Geek-AerariumPrison-1 (003:724): Remus's Prison steals Romulus's Shrine (Romulus
    gets the Stone Site, 3). Romulus completes an Aerarium and gives its Site to Remus to set
    the Prison off again: Remus steals Hannibal's Palisade and Romulus pays Hannibal the Stone
    Site, his only set worth 3 (A-44, 003:722 literally: the Aerarium's user pays)."""
    g = build(["Remus", "Romulus", "Hannibal"], "republic", geek=True,
              hands={0: ["Dock", "Sewer"], 1: ["Jack", "Market", "Tower"], 2: ["Jack"]},
              buildings={0: [{"name": "Prison", "materials": ["Stone", "Stone"]}],
                         1: ["Shrine", {"name": "Aerarium", "materials": ["Concrete"] * 2}],
                         2: ["Palisade"]}, leader=0)
    play_checked(g, ["lead Craftsman: Dock", "think: take Jack", "think: take Jack",
                     "craftsman: add Sewer to Prison", "prison: steal Romulus's Shrine"])
    assert _sites(g, 1) == ["Brick", "Stone"] and _sites(g, 0) == []
    play_checked(g, ["lead Craftsman: Market", "think: take Jack", "think: take Jack",
                     "craftsman: add Tower to Aerarium", "aerarium: give Site to Remus for Prison"])
    assert g.decision.kind == "prison" and g.decision.player == 0
    play_checked(g, ["prison: steal Hannibal's Palisade"])
    assert _sites(g, 0) == ["Concrete"]  # the Aerarium's Site; the Prison's own is long gone
    assert _sites(g, 1) == ["Brick"]
    assert _sites(g, 2) == ["Stone", "Wood"]  # Hannibal keeps the Palisade's Influence too
    assert g.state.players[0].buildings[-1].stolen


def _romulus(**kw):
    return build(["Romulus", "Remus"], "republic", geek=True,
                 hands={0: ["Dock", "Sewer", "Tower"], 1: ["Jack"]},
                 clientele={0: ["Craftsman"]},
                 buildings={0: ["School", {"name": "Prison", "materials": ["Stone", "Stone"]},
                                {"name": "Aerarium", "materials": ["Concrete"] * 2}],
                            1: ["Shrine", "Palisade"]}, leader=0, **kw)


def test_bb_geek_aerarium_prison_2(play_checked) -> None:
    """BB-Geek-AerariumPrison-2 (003:726): Romulus (School, 4 Influence) completes a Prison
    (7), steals from Remus and gives him its Site (4); completes an Aerarium (6), gives its
    Site to himself, steals again and pays Remus the Aerarium's and the School's Sites: 2."""
    g = _romulus()
    play_checked(g, ["lead Craftsman: Dock", "think: take Jack",
                     "craftsman: add Sewer to Prison", "prison: steal Remus's Shrine"])
    assert g.state.players[0].influence == 4 and g.state.players[1].influence == 8
    play_checked(g, ["craftsman: add Tower to Aerarium",
                     "aerarium: give Site to Romulus for Prison", "prison: steal Remus's Palisade"])
    assert g.state.players[0].influence == 2 and _sites(g, 0) == []
    assert g.state.players[1].influence == 12


def test_cannot_pay_is_refused() -> None:
    """Sites worth under 3 once the Aerarium's Site is given away: the Prison cannot be set
    off (A-44, 003:722); the state is unchanged."""
    g = build(["Remus", "Romulus"], "republic", geek=True,
              hands={0: ["Dock", "Bridge"], 1: ["Jack"]},
              buildings={0: [{"name": "Aerarium", "materials": ["Concrete"]}],
                         1: ["Prison", "Garden"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: add Bridge to Aerarium")
    before = g.state.to_dict()
    assert_refused(g, "aerarium: give Site to Romulus for Prison", "3 or more", "A-44",
                   "003:722")
    assert g.state.to_dict() == before
    assert "aerarium: give Site to Romulus for Garden" in [str(m) for m in g.legal_moves()]


def test_a_choice_of_payments_and_steal_nothing() -> None:
    """With a Stone, a Brick and a Wood Site the user chooses the Stone or Brick + Wood; a
    Stone and a Wood together are never asked. A Prison's owner who steals nothing is paid
    nothing (the payment is for the steal, A-44)."""
    def game():
        return build(["Remus", "Romulus", "Hannibal"], "republic", geek=True,
                     hands={0: ["Dock", "Bridge"], 1: ["Jack"], 2: ["Jack"]},
                     buildings={0: ["Villa", "Academy", "Palisade",
                                    {"name": "Aerarium", "materials": ["Concrete"]}],
                                1: ["Prison"], 2: ["Insula"]}, leader=0)
    g = game()
    for move in ["lead Craftsman: Dock", "think: take Jack", "think: take Jack",
                 "craftsman: add Bridge to Aerarium", "aerarium: give Site to Romulus for Prison",
                 "prison: steal Hannibal's Insula"]:
        g.play(move)
    assert g.decision.kind == "aerarium" and g.decision.player == 0
    texts = [str(m) for m in g.legal_moves()]
    assert texts == ["aerarium: pay Stone Site to Hannibal",
                     "aerarium: pay Wood + Brick Sites to Hannibal"]
    before = g.state.to_dict()
    assert_refused(g, "aerarium: pay Wood + Stone Sites to Hannibal")
    assert g.state.to_dict() == before
    g.play("aerarium: pay Wood + Brick Sites to Hannibal")
    assert _sites(g, 0) == ["Stone"] and _sites(g, 2) == ["Brick", "Rubble", "Wood"]
    g2 = game()
    for move in ["lead Craftsman: Dock", "think: take Jack", "think: take Jack",
                 "craftsman: add Bridge to Aerarium", "aerarium: give Site to Romulus for Prison",
                 "prison: steal nothing"]:
        g2.play(move)
    assert _sites(g2, 0) == ["Brick", "Stone", "Wood"]
    assert g2.decision.kind == "think"  # the Academy's, after a Craftsman action: no payment


def test_robbing_the_user_costs_nothing() -> None:
    """The Prison's owner may rob the Aerarium's user: Sites paid to oneself stay (A-44)."""
    g = build(["Remus", "Romulus"], "republic", geek=True,
              hands={0: ["Dock", "Bridge"], 1: ["Jack"]},
              buildings={0: ["Villa", "Palisade", {"name": "Aerarium", "materials": ["Concrete"]}],
                         1: ["Prison"]}, leader=0)
    for move in ["lead Craftsman: Dock", "think: take Jack", "craftsman: add Bridge to Aerarium",
                 "aerarium: give Site to Romulus for Prison", "prison: steal Remus's Villa"]:
        g.play(move)
    assert _sites(g, 0) == ["Stone", "Wood"] and g.decision.kind == "lead"

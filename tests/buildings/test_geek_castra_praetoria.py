"""Geek Castra Praetoria (003:692-700): its materials become clients on completion, and
incomplete buildings may be shown to Legionary demands (BB-Geek-CastraPraetoria-1, -2)."""

from __future__ import annotations

from helpers import assert_refused, demand

from gtr_widget.glory_to_rome.scenarios.builder import build


def test_bb_geek_castra_praetoria_1() -> None:
    """BB-Geek-CastraPraetoria-1 (003:698): Romulus completes the Castra Praetoria with one
    Marble (Scriptorium, 003:555) and turns that Marble into a Patron client."""
    g = build(["Romulus", "Remus"], "republic", geek=True, hands={0: ["Jack"], 1: ["Jack"]},
              buildings={0: ["Scriptorium", {"name": "Castra Praetoria", "materials": []}]},
              stockpile={0: ["Marble"]}, leader=0)
    g.play("lead Architect: Jack")
    g.play("think: refill")
    g.play("architect: add Marble to Castra Praetoria")
    assert g.decision.kind == "castra_praetoria"
    g.play("castra praetoria: Marble as Patron client")
    p = g.state.players[0]
    assert [g.state.deck.role[c] for c in p.clientele] == ["Patron"]
    assert p.buildings[1].complete and not p.buildings[1].materials
    assert g.decision.kind == "lead" and g.decision.player == 1


def test_bb_geek_castra_praetoria_2() -> None:
    """BB-Geek-CastraPraetoria-2 (003:700): with two Legionary clients Remus leads Legionary
    for three demands: a Stone and a Rubble from hand and his incomplete Scriptorium as a
    second Stone. The hand cards stay in hand and the Scriptorium stays where it is."""
    g = build(["Remus", "Romulus"], "republic", geek=True,
              hands={0: ["Atrium", "Villa", "Road"], 1: ["Jack"]},
              clientele={0: ["Legionary", "Legionary"]},
              buildings={0: ["Castra Praetoria", {"name": "Scriptorium", "materials": []},
                             {"name": "Bath", "materials": []}]},
              pool=["Stone", "Stone", "Rubble"], leader=0)
    g.play("lead Legionary: Atrium")
    g.play("think: take Jack")
    demand(g, "legionary: demand Rubble, Stone, Stone")
    s = g.state
    p = s.players[0]
    assert sorted(s.deck.material[c] for c in p.stockpile) == ["Rubble", "Stone", "Stone"]
    assert sorted(s.deck.name[c] for c in p.hand) == ["Road", "Villa"]
    assert [s.deck.name[b.foundation] for b in p.buildings if not b.complete] == [
        "Scriptorium", "Bath"]


def test_castra_praetoria_refusals() -> None:
    """Without it, a building is not shown (003:256: cards from hand); with it, each building
    once a turn (003:696); a full clientele takes no material as a client (A-47)."""
    g = build(["Remus", "Romulus"], "republic", geek=True,
              hands={0: ["Atrium", "Road"], 1: ["Jack"]},
              clientele={0: ["Legionary", "Legionary"]},
              buildings={0: [{"name": "Scriptorium", "materials": []}]}, leader=0)
    g.play("lead Legionary: Atrium")
    g.play("think: refill")
    assert_refused(g, "legionary: demand Rubble, Stone", "003:256")
    g = build(["Remus", "Romulus"], "republic", geek=True,
              hands={0: ["Atrium", "Road"], 1: ["Jack"]},
              clientele={0: ["Legionary", "Legionary"]},
              buildings={0: ["Castra Praetoria", {"name": "Scriptorium", "materials": []}]},
              leader=0)
    g.play("lead Legionary: Atrium")
    g.play("think: refill")
    assert_refused(g, "legionary: demand Stone, Stone", "003:269")
    g = build(["Romulus", "Remus"], "republic", geek=True, hands={0: ["Jack"], 1: ["Jack"]},
              clientele={0: ["Laborer"] * 6},
              buildings={0: ["Scriptorium", {"name": "Castra Praetoria",
                                             "materials": ["Brick"]}]},
              stockpile={0: ["Marble"]}, leader=0)
    g.play("lead Architect: Jack")
    g.play("think: refill")
    g.play("architect: add Marble to Castra Praetoria")
    assert g.state.players[0].influence == 7
    g.play("castra praetoria: Brick as Legionary client")
    assert_refused(g, "castra praetoria: Marble as Patron client", "clientele is full", "A-47")
    g.play("castra praetoria: done")
    assert len(g.state.players[0].clientele) == 7
    assert len(g.state.players[0].buildings[1].materials) == 1

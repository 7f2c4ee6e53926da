"""Geek Solarium and Aerarium (003:708-716) with their worked examples, BB-Geek-Solarium-1
and BB-Geek-Aerarium-1, and their edges."""

from __future__ import annotations

from helpers import assert_refused

from gtr_widget.glory_to_rome.scenarios.builder import build


def _solarium_game():
    return build(["Romulus", "Remus"], "republic", geek=True,
                 hands={0: ["Jack"], 1: ["Jack"]}, clientele={0: ["Architect"]},
                 buildings={0: ["Scriptorium", {"name": "Solarium", "materials": []},
                                {"name": "Villa", "materials": []}]},
                 stockpile={0: ["Stone", "Marble"]}, leader=1)


def test_bb_geek_solarium_1() -> None:
    """BB-Geek-Solarium-1 (003:712): following Architect with a Jack, Romulus finishes the
    Solarium with one Marble (Scriptorium, 003:555) and takes that Marble back by the
    Solarium's own power; then one Stone finishes the Villa (003:627) and comes back too.
    (The example says "complete the Scriptorium", but he already owns it: read Solarium.)"""
    g = _solarium_game()
    g.play("lead Architect: Jack")
    g.play("follow: Jack")
    g.play("architect: add Marble to Solarium")
    assert g.decision.kind == "solarium"
    g.play("solarium: Marble from Solarium to stockpile")
    g.play("architect: add Stone to Villa")
    assert g.decision.kind == "solarium"
    g.play("solarium: Stone from Villa to stockpile")
    s = g.state
    p = s.players[0]
    assert sorted(s.deck.material[c] for c in p.stockpile) == ["Marble", "Stone"]
    assert all(b.complete and not b.materials for b in p.buildings[1:])
    assert p.influence == 2 + 3 + 2 + 3  # Scriptorium, Solarium, Villa stay complete
    assert g.decision.kind == "lead"  # Remus, with nothing to build, passed


def test_solarium_keep_and_craftsman_gets_nothing() -> None:
    """003:710 "using an Architect action": a Craftsman's completion offers nothing; the
    Architect's offer may be declined and the materials stay."""
    g = build(2, "republic", geek=True, hands={0: ["Dock", "Temple", "Insula"], 1: ["Jack"]},
              clientele={0: ["Architect"]},
              buildings={0: ["Solarium", "Scriptorium", {"name": "Road", "materials": []}]},
              stockpile={0: ["Rubble"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: refill")
    g.play("craftsman: add Temple to Road")
    assert g.state.players[0].buildings[2].complete
    assert g.decision.kind != "solarium"
    assert_refused(g, "solarium: Marble from Road to stockpile", "")
    g2 = build(2, "republic", geek=True, hands={0: ["Jack"], 1: ["Jack"]},
               clientele={0: ["Architect"]},
               buildings={0: ["Solarium", {"name": "Road", "materials": []}]},
               stockpile={0: ["Rubble"]}, leader=0)
    g2.play("lead Architect: Jack")
    g2.play("think: refill")
    g2.play("architect: add Rubble to Road")
    assert g2.decision.kind == "solarium"
    g2.play("solarium: keep")
    assert len(g2.state.players[0].buildings[1].materials) == 1


def _aerarium_game(pool=("Wood",)):
    return build(["Remus", "Romulus"], "republic", geek=True,
                 hands={0: ["Dock", "Bridge", "Shrine"], 1: ["Jack"]},
                 clientele={0: ["Craftsman"]}, pool=list(pool),
                 buildings={0: ["Garden", {"name": "Aerarium", "materials": ["Concrete"]},
                                {"name": "School", "materials": ["Brick"]}]},
                 influence={1: 12}, leader=0)


def test_bb_geek_aerarium_1() -> None:
    """BB-Geek-Aerarium-1 (003:716): completing the Aerarium, Remus gives its Site to himself
    to set off his Garden again; then the School gives 12 thinks (the table's highest
    Influence), not his own 9; his score counts 9 (003:714 "except during scoring")."""
    g = _aerarium_game()
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: add Bridge to Aerarium")
    assert g.decision.kind == "aerarium"
    g.play("aerarium: give Site to Remus for Garden")
    assert g.decision.kind == "patron" and "12 left" in g.decision.prompt
    g.play("pass")
    g.play("craftsman: add Shrine to School")
    assert g.state.players[0].influence == 9
    assert g.decision.kind == "think" and "12 left" in g.decision.prompt
    assert g.scores()[0]["influence"] == 9


def test_aerarium_refusals_and_keep() -> None:
    """A Prison cannot be set off by a user with no Sites worth 3 to pay (A-44; more in
    test_geek_aerarium_prison.py); the Aerarium cannot set off itself. Keeping the Site
    leaves the Influence with the owner."""
    g = build(["Remus", "Romulus"], "republic", geek=True,
              hands={0: ["Dock", "Bridge"], 1: ["Jack"]},
              buildings={0: [{"name": "Aerarium", "materials": ["Concrete"]}],
                         1: ["Prison", "Garden"]}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("craftsman: add Bridge to Aerarium")
    assert_refused(g, "aerarium: give Site to Romulus for Prison", "A-44")
    assert_refused(g, "aerarium: give Site to Remus for Aerarium", "003:716")
    g.play("aerarium: keep the Site")
    assert g.state.players[0].influence == 4

"""Geek Castra (003:686-690): a think after the Legionary round for a player who lost hand
cards to demands (BB-Geek-Castra-1)."""

from __future__ import annotations

from gtr_widget.glory_to_rome.scenarios.builder import build

PLAYERS = ["Remus", "Romulus", "Hannibal"]


def test_bb_geek_castra_1() -> None:
    """BB-Geek-Castra-1 (003:690): Remus leads Legionary, both neighbours follow and each
    takes a card from his hand; once every Legionary action is done he thinks once (not
    twice), before the next turn."""
    g = build(PLAYERS, "republic", geek=True,
              hands={0: ["Atrium", "Road", "Insula", "Dock"], 1: ["Shrine", "Latrine"],
                     2: ["Shrine", "Road", "Insula"]},
              buildings={0: ["Castra"]}, leader=0)
    g.play("lead Legionary: Atrium")
    g.play("follow: Shrine")
    g.play("follow: Shrine")
    g.play("legionary: demand Wood")
    g.play("legionary: demand Rubble")  # Romulus
    g.play("give: Road")  # Hannibal's
    assert g.decision.player == 0 and g.decision.kind == "give"
    g.play("give: Road")  # Remus loses a card
    assert g.decision.player == 2 and g.decision.kind == "legionary"  # not the think yet
    g.play("legionary: demand Rubble")  # Hannibal takes Remus's other Rubble
    g.play("give: Insula")  # Remus and Romulus are asked even with one card to give each
    g.play("give: Latrine")  # (rulings: "The shape of a decision")
    assert g.decision.player == 0 and g.decision.kind == "think"
    assert [g.state.deck.name[c] for c in g.state.players[0].hand] == ["Dock"]
    g.play("think: refill")
    assert len(g.state.players[0].hand) == 5
    assert g.decision.kind == "lead" and g.decision.player == 1


def test_castra_nothing_lost_no_think() -> None:
    """003:688 "if you lose one or more cards": demands that find nothing give no think."""
    g = build(PLAYERS, "republic", geek=True,
              hands={0: ["Atrium", "Dock"], 1: ["Shrine", "Latrine"], 2: ["Jack"]},
              buildings={0: ["Castra"]}, leader=0)
    g.play("lead Legionary: Atrium")
    g.play("follow: Shrine")
    g.play("think: take Jack")
    g.play("legionary: demand Wood")
    assert g.decision.player == 1 and g.decision.kind == "legionary"
    g.play("legionary: demand Rubble")  # Remus has no Rubble: Glory to Rome!
    assert g.decision.kind == "lead" and g.decision.player == 1
    assert [g.state.deck.name[c] for c in g.state.players[0].hand] == ["Dock"]  # no think
    assert not any("Castra" in e["text"] for e in g.log)

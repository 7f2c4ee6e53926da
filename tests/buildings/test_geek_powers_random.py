"""Random play with the last Geek powers in place (Triclinium with a Bath, a Circus Maximus,
a Storeroom and a Watermill; a Bacchanalia and an Aerarium one card from completion beside a
Prison): every invariant holds after every move (no card or Site lost, no hidden card leaked,
unique move texts, candidates agree, save/load exact), and the powers are used."""

from __future__ import annotations

import pytest

from gtr_widget.glory_to_rome.scenarios.builder import build

BUILDINGS = {
    0: ["Triclinium", "Bath", "Circus Maximus", "Watermill",
        {"name": "Bacchanalia", "materials": ["Marble", "Marble"]}],
    1: ["Storeroom", "Prison", "Domus", {"name": "Aerarium", "materials": ["Concrete"] * 2}],
    2: ["Garden", "Ludus Magna", "Palisade"],
}
HANDS = {0: ["Temple", "Jack"], 1: ["Tower", "Jack"], 2: ["Jack"]}
POOL = ["Rubble", "Wood", "Brick", "Concrete", "Stone", "Marble"] * 2


@pytest.mark.parametrize("edition", ["republic", "imperium"])
def test_random_play_with_the_last_geek_powers(edition: str, play_randomly) -> None:
    verbs: set[str] = set()
    for seed in range(3):
        g = build(3, edition, geek=True, buildings=BUILDINGS, hands=HANDS, seed=seed,
                  clientele={0: ["Patron", "Merchant"], 1: ["Laborer"], 2: ["Architect"]},
                  pool=POOL, leader=seed % 3)
        verbs |= play_randomly(g, seed, 600)
    assert {"triclinium", "bacchanalia", "aerarium"} <= verbs



@pytest.mark.parametrize("seed", [0, 2, 5])
def test_random_play_after_an_aerarium_sets_off_a_prison(seed: int, play_randomly) -> None:
    """From the Prison's steal of BB-Geek-AerariumPrison-1 (003:724) on, at random: whoever
    is robbed is paid the Stone Site by Romulus, the Aerarium's user (A-44), unless it is
    Romulus or nothing is stolen; the rest of the game keeps every invariant."""
    g = build(["Remus", "Romulus", "Hannibal"], "republic", geek=True, seed=seed,
              hands={0: ["Dock", "Sewer"], 1: ["Jack", "Market", "Tower"], 2: ["Jack"]},
              buildings={0: [{"name": "Prison", "materials": ["Stone", "Stone"]}],
                         1: ["Shrine", "Bath", {"name": "Aerarium", "materials": ["Concrete"] * 2}],
                         2: ["Palisade", "Villa", "Academy"]}, leader=0)
    for move in ["lead Craftsman: Dock", "think: take Jack", "think: take Jack",
                 "craftsman: add Sewer to Prison", "prison: steal Romulus's Shrine",
                 "lead Craftsman: Market", "think: take Jack", "think: take Jack",
                 "craftsman: add Tower to Aerarium", "aerarium: give Site to Remus for Prison"]:
        g.play(move)
    steals = g.legal_moves()
    steal = steals[seed % len(steals)]
    g.play(steal)
    robbed = steal.target if steal.data else None
    if robbed == 2:  # Romulus pays Hannibal: the Stone Site, or his two Brick ones
        assert (g.decision.kind, g.decision.player) == ("aerarium", 1)
        assert [str(m) for m in g.legal_moves()] == ["aerarium: pay Stone Site to Hannibal",
                                                      "aerarium: pay Brick + Brick Sites to "
                                                      "Hannibal"]
    else:
        assert g.decision.kind != "aerarium"
        assert sorted(g.state.players[1].influence_sites) == ["Brick", "Brick", "Stone"]
    play_randomly(g, seed, 200)

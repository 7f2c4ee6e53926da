"""Move sentences that read wrong at the table: the protected player's "keep" button, the
article before a role, and a player named "You" as another decider reads it (issue N, 6 and 12)."""

from __future__ import annotations

import pytest

from gtr_widget.glory_to_rome.scenarios.builder import build
from gtr_widget.glory_to_rome.words import move_words


def _labels(g, language: str = "en") -> dict[str, str]:
    moves = g.legal_moves()
    said = move_words(g, moves, g.decision.player, None, language)
    return {str(m): w["label"] for m, w in zip(moves, said)}


def _palisade():
    """You demand Rubble; Bo's Palisade protects him, and he may still give (003:525)."""
    g = build(["You", "Bo", "Cy"], hands={0: ["Jack", "Road"], 1: ["Road", "Insula"],
                                          2: ["Latrine"]}, buildings={1: ["Palisade"]}, leader=0)
    for m in ["lead Legionary: Jack", "think: take Jack", "think: take Jack",
              "legionary: demand Rubble"]:
        g.play(m)
    assert g.decision.kind == "give" and g.decision.player == 1
    return g


@pytest.mark.parametrize("language,keep", [("en", "Keep your cards"), ("fr", "Garder vos cartes"),
                                           ("es", "Guardar tus cartas")])
def test_the_keep_button_says_keep(language: str, keep: str) -> None:
    assert _labels(_palisade(), language)["keep"] == keep


def test_another_decider_reads_you_as_a_name() -> None:
    """Bo decides: "Give Road to you" would read as Bo giving to himself."""
    assert _labels(_palisade())["give: Road"] == "Give Road to You"


def test_an_architect_client_takes_an() -> None:
    g = build(3, hands={0: ["Temple"], 1: [], 2: []}, pool=["Tower", "Road"], leader=0)
    for m in ["lead Patron: Temple", "think: take Jack", "think: take Jack"]:
        g.play(m)
    labels = _labels(g)
    assert "Hire an Architect client from the pool" in labels.values()
    assert "Hire a Laborer client from the pool" in labels.values()

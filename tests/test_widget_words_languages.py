"""Moves and rules worded in French and Spanish: every kind of move has its own sentence in each
language, and every rule's plain sentence is translated (the notation stays English)."""

from __future__ import annotations

import random
import re

import pytest

from gtr_widget import Table
from gtr_widget.core.moves import Move
from gtr_widget.glory_to_rome.game import Game
from gtr_widget.glory_to_rome.words import glossary, label, move_words

# One of each kind of move the table words with a sentence of its own.
KINDS = [
    Move("lead", "lead Architect: Tower", (5,), "Architect"),
    Move("lead", "lead Laborer: petition Bar + Road", (1, 2), "Laborer"),
    Move("follow", "follow: Jack", (9,)),
    Move("think", "think: take Jack"), Move("think", "think: draw one"),
    Move("think", "think: refill"), Move("pass", "pass"), Move("done", "done"),
    Move("give", "give: Road", (3,), target=0, target_kind="seat"),
    Move("laborer", "laborer: Wood from pool", (4,)),
    Move("merchant", "merchant: Marble from stockpile", (4,)),
    Move("patron", "patron: Craftsman from pool", (4,)),
    Move("legionary", "legionary: demand Rubble"),
    Move("craftsman", "craftsman: lay Insula", (4,)),
    Move("more", "also play: petition Circus + Scriptorium", (4, 5)),
    Move("prison", "prison: steal Bo's Tower", (7,), target=1, target_kind="seat"),
    Move("bar", "bar: hire the top card of the deck"),
]
ENGLISH = re.compile(r"\b(Lead|Follow|Think|Take|Give|Hire|Demand|Lay|Also|Pass|Done|pool|"
                     r"stockpile|vault|from|steal|the|with|petition)\b")


@pytest.mark.parametrize("language", ["fr", "es"])
@pytest.mark.parametrize("move", KINDS, ids=lambda m: m.text)
def test_every_kind_of_move_has_a_sentence_in_the_language(move: Move, language: str) -> None:
    english = label(move, ["You", "Bo"], 0, 5)
    said = label(move, ["You", "Bo"], 0, 5, language)
    assert said and said != english
    assert not ENGLISH.search(said), said


def test_the_sentences_name_things_in_the_language() -> None:
    lead = KINDS[0]
    assert label(lead, ["You", "Bo"], 0, 5, "fr") == "Appeler Architecte avec Tour"
    assert label(lead, ["You", "Bo"], 0, 5, "es") == "Liderar Arquitecto con Torre"
    give = KINDS[8]
    assert label(give, ["You", "Bo"], 1, 5, "es") == "Dar Calzada a ti"


@pytest.mark.parametrize("language", ["fr", "es"])
def test_every_rule_sentence_is_translated(language: str) -> None:
    game = Game.new(players=2, seed=1)
    english, said = glossary(game), glossary(game, language)
    assert said.keys() == english.keys()
    for key, (text, ref) in english.items():
        assert said[key][1] == ref  # the same rulebook line
        if text:
            assert said[key][0] and said[key][0] != text, key


@pytest.mark.parametrize("language", ["fr", "es"])
def test_moves_met_in_play_are_all_worded(language: str) -> None:
    """Random games: every legal move met gets a sentence in the language, never empty."""
    verbs: set[str] = set()
    for seed in range(6):
        g, rng = Game.new(players=3, seed=seed), random.Random(seed)
        for _ in range(200):
            if g.is_over:
                break
            moves = g.legal_moves()
            seat = g.decision.player
            for m, w in zip(moves, move_words(g, moves, seat, None, language)):
                assert w["label"] and w["label"] != m.text, m.text
                verbs.add(m.verb)
            g.play(rng.choice(moves))
    assert {"lead", "follow", "think"} <= verbs


def test_the_table_speaks_the_language_it_is_set_to() -> None:
    t = Table.new(players=["You", "Bo"], seed=4, pace=0, language="fr")
    assert any(m["label"].startswith("Penser") for m in t.moves)
    assert t.glossary["think"][0].startswith("Penser")
    assert all(m["text"][:1].islower() for m in t.moves)  # the notation stays English
    t.language = "es"
    assert any(m["label"].startswith("Pensar") for m in t.moves)
    assert t.glossary["think"][0].startswith("Pensar")
    t.language = "en"
    assert any(m["label"].startswith("Think") for m in t.moves)

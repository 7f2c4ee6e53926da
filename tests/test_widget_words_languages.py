"""Moves and rules worded in French and Spanish: every kind of move has its own sentence in each
language, and every rule's plain sentence is translated (the notation stays English). A
building power's move keeps its English words after the building's name, flagged as such, so
the page can say once that card powers are in English (a word-by-word version read badly)."""

from __future__ import annotations

import random
import re

import pytest

from gtr_widget import Table
from gtr_widget.core.moves import Move
from gtr_widget.glory_to_rome.game import Game
from gtr_widget.glory_to_rome.words import (
    decision_words,
    end_words,
    glossary,
    label,
    move_words,
)
from gtr_widget.glory_to_rome.words.sentences import is_power

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
    # role actions the engine names more fully (roles/building.py, roles/naming.py)
    Move("laborer", "laborer: Brick from pool (Atrium)", (4,)),
    Move("craftsman", "craftsman: lay Insula on Wood site out of town", (4,)),
    Move("craftsman", "craftsman: add Garden to Prison", (4,), target=7, target_kind="building"),
    Move("architect", "architect: add Brick (Atrium) to Prison", (4,), target=7,
         target_kind="building"),
    Move("legionary", "legionary: demand Rubble, Wood"),
]
POWERS = [
    Move("prison", "prison: steal Bo's Tower", (7,), target=1, target_kind="seat"),
    Move("prison", "prison: steal nothing"),
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


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("move", POWERS, ids=lambda m: m.text)
def test_a_power_keeps_its_english_words_after_the_buildings_name(move: Move,
                                                                   language: str) -> None:
    said = label(move, ["You", "Bo"], 0, 5, language)
    rest = move.text.partition(":")[2].strip()
    assert said.endswith(rest) and not said.startswith(move.verb)  # "Prison : steal nothing"
    assert is_power(move)
    assert not any(is_power(m) for m in KINDS)


def test_powers_are_flagged_for_the_page() -> None:
    g = Game.new(players=2, seed=1)
    said = move_words(g, [KINDS[0], POWERS[1]], 0, None, "fr")
    assert "power" not in said[0] and said[1]["power"] is True
    assert said[1]["label"] == "Prison : steal nothing"


def test_the_sentences_name_things_in_the_language() -> None:
    lead = KINDS[0]
    assert label(lead, ["You", "Bo"], 0, 5, "fr") == "Appeler Architecte avec Tour"
    assert label(lead, ["You", "Bo"], 0, 5, "es") == "Liderar Arquitecto con Torre"
    give = KINDS[8]
    assert label(give, ["You", "Bo"], 1, 5, "es") == "Dar Calzada a You"  # Bo reads a name
    lay = KINDS[16]
    assert label(lay, ["You", "Bo"], 0, 5, "fr") == (
        "Poser Îlot en fondation sur un emplacement Bois hors de la ville")
    assert label(lay, ["You", "Bo"], 0, 5) == (
        "Lay Insula as a foundation on a Wood site out of town")
    assert label(KINDS[18], ["You", "Bo"], 0, 5, "es") == (
        "Añadir Ladrillo (Atrio) de tu Almacén a Prisión")


# What a decision asks (the decider's name is the page's to put in front), from its fields.
DECISIONS = [
    ({"kind": "lead", "fields": {}}, "lead a role or think", "appeler un rôle ou penser"),
    ({"kind": "follow", "fields": {"role": "Architect"}}, "follow Architect or think",
     "suivre Architecte ou penser"),
    ({"kind": "craftsman", "fields": {"role": "Craftsman", "left": 2}}, "Craftsman action (2 left)",
     "action Artisan (2 restante(s))"),
    ({"kind": "give", "fields": {"material": "Rubble", "to": 0, "protected": False}},
     "Rome demands Rubble — give you a Rubble card",
     "Rome exige Bloc — donnez une carte Bloc à vous"),
    ({"kind": "give", "fields": {"material": "Wood", "to": 1, "protected": False}},
     "Rome demands Wood — give Bo a Wood card", "Rome exige Bois — donnez une carte Bois à Bo"),
]


@pytest.mark.parametrize(("decision", "english", "french"), DECISIONS,
                         ids=lambda x: x["kind"] if isinstance(x, dict) else None)
def test_a_decision_is_asked_in_the_language(decision: dict, english: str, french: str) -> None:
    players = ["You", "Bo"]
    assert decision_words(decision, players) == english
    assert decision_words(decision, players, "fr") == french
    spanish = decision_words(decision, players, "es")
    assert spanish and spanish not in (english, french)


def test_a_powers_question_and_its_win_keep_the_engines_words() -> None:
    assert decision_words({"kind": "power", "fields": {}}, ["You"], "fr") is None
    assert end_words("forum", "fr") is None
    assert end_words("deck_empty", "es") == "se acabó el Mazo"


def test_the_table_sends_the_decision_in_its_language() -> None:
    t = Table.new(players=["You", "Bo"], seed=4, pace=0, language="es")
    assert t.view["decision"]["said"] == "liderar un rol o pensar"
    assert t.view["decision"]["prompt"] == "You: lead a role or think"  # the engine's, unchanged
    t.language = "fr"
    assert t.view["decision"]["said"] == "appeler un rôle ou penser"


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

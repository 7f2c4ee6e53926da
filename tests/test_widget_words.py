"""Words for people: move sentences, rules with rulebook references, names by language."""

from __future__ import annotations

import pytest
from helpers import SHARED

from gtr_widget import Table
from gtr_widget.core.moves import Move, normalise
from gtr_widget.glory_to_rome.game import Game
from gtr_widget.glory_to_rome.words import glossary, label, names, rule_key
from gtr_widget.glory_to_rome.words.names import _rows
from gtr_widget.widget.words import final_line

SEEDS = SHARED / "seeds"


def _seed(prefix: str) -> str:
    found = sorted(SEEDS.glob(f"{prefix}_*.txt"))
    if not found:
        pytest.skip("rulebook seeds not available")
    return found[0].read_text(encoding="utf-8").lower()


def test_french_names_are_the_2007_rulebooks_own_words() -> None:
    text = _seed("004")  # the 2007 French edition
    missing = [r["french"] for r in _rows() if r["french"].lower() not in text]
    assert missing == []
    assert names("fr")["Academy"] == "Académie" and names("fr")["Laborer"] == "Travailleur"


def test_spanish_names_are_the_spanish_rulebooks_own_words() -> None:
    text = _seed("002")
    missing = [r["spanish"] for r in _rows() if r["spanish"].lower() not in text]
    assert missing == []
    assert names("es")["Rubble"] == "Escombros" and names("en") == {}


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language"):
        names("de")


@pytest.mark.parametrize(("move", "said"), [
    (Move("lead", "lead Architect: Tower", (5,), "Architect"), "Lead Architect with Tower"),
    (Move("lead", "lead Laborer: petition Bar + Road", (1, 2), "Laborer"),
     "Lead Laborer with a petition of Bar and Road"),
    (Move("think", "think: take Jack"), "Think: take a Jack"),
    (Move("think", "think: refill"), "Think: draw up to 5"),
    (Move("legionary", "legionary: demand Rubble"),
     "Demand Rubble from the pool and your neighbours"),
    # Bo decides: a seat named "You" is a name to him (issue N 12), "you" only to itself
    (Move("give", "give: Road", (3,), target=0, target_kind="seat"), "Give Road to You"),
    (Move("stairway", "stairway: add Wood from stockpile to You's Circus"),
     "Stairway: add Wood from stockpile to your Circus"),
])
def test_moves_read_as_sentences_in_the_second_person_for_you(move: Move, said: str) -> None:
    assert label(move, ["You", "Bo"], 1, 5) == said


def test_rules_cite_the_rulebook_of_the_edition_played() -> None:
    republic = glossary(Game.new(players=2, edition="republic", seed=1))
    first = glossary(Game.new(players=2, edition="first", seed=1))
    assert republic["think"][1] == "003:137" and first["think"][1] == "000:159"  # 003:137, 000:159
    assert republic["petition"][1] == "003:133"  # 003:133: two cards make a petition
    assert first["card:Bar"][1].startswith("000:")
    assert rule_key(Move("lead", "lead Patron: Jack", (9,), "Patron")) == "jack"
    assert rule_key(Move("first_bar", "bar: hire Road from hand", (3,))) == "card:Bar"


def test_table_words_every_move_and_translates_names() -> None:
    t = Table.new(players=["You", "Bo"], seed=4, pace=0, language="fr")
    assert "Patron" not in t.names  # the same word in French: nothing to translate
    assert t.names["Architect"] == "Architecte"
    assert all(m["label"] and m["rule"] in t.glossary for m in t.moves)
    assert all(m["text"][:1].islower() for m in t.moves)  # the notation stays English
    t.language = "es"
    assert t.names["Architect"] == "Arquitecto"


def test_the_log_ends_with_the_result() -> None:
    view = {"is_over": True, "winners": [0], "players": [
        {"name": "You", "score": {"total": 18}}, {"name": "Bo", "score": {"total": 12}}]}
    assert final_line(view) == "Final score: You 18, Bo 12. You win."
    assert final_line({"is_over": False}) is None


def test_a_give_aims_at_a_seat_not_a_building() -> None:
    """Play random games until someone must give (003:261): the move names its seat kind."""
    import random

    for seed in range(40):
        g = Game.new(players=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            if g.is_over:
                break
            moves = g.legal_moves()
            gives = [m for m in moves if m.verb == "give" and m.target is not None]
            if gives:
                assert {m.target_kind for m in gives} == {"seat"}
                assert normalise(gives[0].text).startswith("give:")
                return
            g.play(rng.choice(moves))
    pytest.skip("no give came up")

"""The Great City's words for people: every move a sentence (not its notation), each decision
and the end in words, in English, French and Spanish; rules with their rulebook line (001)."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget.core.words import LANGUAGES
from gtr_widget.great_city import Game
from gtr_widget.great_city.play import notation
from gtr_widget.great_city.play.cards import CARDS, COST
from gtr_widget.great_city.play.grid import CELL_NAME
from gtr_widget.great_city.words import WORDS, decision_words, end_words, glossary, label
from gtr_widget.great_city.words.sentences import Table
from gtr_widget.widget import words as table_words

KINDS = ("draft", "emissary", "take", "act", "school_deck", "school_keep", "school_bottom")


def card_named(name: str) -> int:
    return next(c.id for c in CARDS if c.name == name)


def cell(name: str) -> int:
    return CELL_NAME.index(name)


def test_the_engine_hands_the_table_its_words() -> None:
    assert Game.new(3, seed=1).engine.words() is WORDS


def test_an_emissary_says_what_its_space_gives() -> None:  # 001:136, 140
    table = Table(gets={3: (2, 1)})
    move = notation.emissary(3)
    assert label(move, table) == "Place your emissary on space 3 (2 bricks, 1 cog)"
    assert label(move, table, "fr") == ("Placer votre émissaire sur la case 3 "
                                        "(2 briques, 1 engrenage)")
    assert label(move, table, "es") == ("Colocar tu emisario en la casilla 3 "
                                        "(2 ladrillos, 1 engranaje)")
    first = label(notation.emissary(1), Table(gets={1: (0, 1)}), "fr")
    assert first.endswith("(0 brique, 1 engrenage)")  # French counts 0 as singular


def test_a_build_says_its_cost_and_an_aqueduct_what_it_replaces() -> None:  # 001:172, 491
    house = card_named("Residential 2")
    assert COST[house] == 1
    build = notation.build(house, cell("b4"))
    assert label(build, Table()) == "Build Residential 2 at b4 (1 brick)"
    aqueduct = card_named("Aqueduct")
    city = Table(city={"c4": "Vegetable Farm"})
    assert (label(notation.build(aqueduct, cell("c4")), city)
            == f"Replace Vegetable Farm at c4 with Aqueduct ({COST[aqueduct]} brick)")
    assert label(notation.build(aqueduct, cell("c4")), city, "es").startswith(
        "Sustituir Vegetable Farm en c4 por Aqueduct")


def test_a_purchase_says_its_price() -> None:  # 001:146: a brick 2 coins, a cog 1 coin
    t = Table()
    assert label(notation.buy("cog", 1), t) == "Buy a cog for 1 coin"
    assert label(notation.buy("cog", 2), t) == "Buy 2 cogs for 2 coins"
    assert label(notation.buy("brick", 1), t) == "Buy a brick for 2 coins"
    assert label(notation.buy("brick", 3), t) == "Buy 3 bricks for 6 coins"
    assert label(notation.buy("brick", 1), t, "fr") == "Acheter une brique pour 2 pièces"
    assert label(notation.buy("cog", 1), t, "es") == "Comprar un engranaje por 1 moneda"


def test_the_other_moves_read_as_sentences() -> None:
    market = card_named("Market")
    t = Table(school_draw=3, school_deck="III")
    assert label(notation.draft(market), t) == "Keep Market from the draft"
    deck = CARDS[market].deck
    assert label(notation.take(market), t) == f"Take Market from the offer (deck {deck})"
    assert label(notation.PRODUCE, t) == "Produce with each of your production buildings"
    assert label(notation.PASS, t) == "End your turn"
    assert label(notation.school_deck("III"), t) == "Draw 3 buildings from deck III"  # 001:469
    assert label(notation.school_deck("II"), Table()) == "Draw buildings from deck II"
    assert label(notation.school_keep(market), t) == "Keep Market"
    assert label(notation.school_bottom(market), t) == "Put Market under deck III"


def _random_game(seed: int, players: int, shrine: bool, names: list[str] | None = None
                 ) -> tuple[Game, random.Random]:
    g = Game.new(names or players, seed=seed, shrine=shrine)
    return g, random.Random(seed)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_legal_move_of_random_games_is_a_sentence(language: str) -> None:
    rules = set(glossary(language))
    kinds: set[str] = set()
    verbs: set[str] = set()
    for seed in range(6):
        g, rng = _random_game(seed, 2 + seed % 3, seed % 2 == 1)
        while not g.is_over:
            seat = g.decision.player
            kinds.add(g.decision.kind)
            moves = g.legal_moves()
            view = table_words.worded_view(g, dict(g.view(seat)), language)
            said = table_words.move_words(g, moves, seat, view, language)
            for m, w in zip(moves, said, strict=True):
                assert w["label"] and w["label"].lower() != m.text.lower(), m.text
                assert w["rule"] in rules, m.text
                verbs.add(m.verb)
            assert view["decision"]["said"], g.decision.kind
            g.play(rng.choice(moves))
    assert kinds == set(KINDS)
    assert verbs == {"draft", "emissary", "take", "buy", "build", "produce", "pass", "school"}


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), moves=st.integers(0, 400))
def test_labels_speak_to_the_decider_whatever_the_names(seed: int, players: int,
                                                        moves: int) -> None:
    """The sentence of a move is the same whether its player is named "You" or not, and
    never names the player."""
    names = ["You", "Bo", "Cy", "Di"][:players]
    plain, rng = _random_game(seed, players, False)
    you = Game.new(names, seed=seed)
    for _ in range(moves):
        if plain.is_over:
            break
        m = rng.choice(plain.legal_moves())
        plain.play(m)
        you.play(m.text)
    if plain.is_over:
        return
    seat = plain.decision.player
    a = table_words.move_words(plain, plain.legal_moves(), seat, None, "en")
    b = table_words.move_words(you, you.legal_moves(), seat, None, "en")
    assert a == b
    for lang in LANGUAGES:
        asked = decision_words(plain.view(seat)["decision"], list(plain.players), lang)
        assert asked and not any(n in asked for n in names), asked


def test_the_decisions_in_each_language() -> None:
    fields = {"space": 4, "bricks": 2, "cogs": 1, "brick_tokens": 1, "built": False,
              "produced": True}
    act = {"player": 0, "kind": "act", "fields": fields}
    assert decision_words(act, ["You"], "en") == ("build (2 bricks, 1 cog, 1 brick token), "
                                                  "or end the turn")
    assert decision_words(act, ["You"], "fr") == ("construire (2 briques, 1 engrenage, "
                                                  "1 jeton brique), ou terminer le tour")
    emissary = {"player": 0, "kind": "emissary", "fields": {"emissary": 2}}
    assert (decision_words(emissary, ["Ann"], "en")
            == "place a second emissary on a free space of the strip")  # 001:332
    school = {"player": 0, "kind": "school_keep", "fields": {"deck": "II", "cards": 3}}
    assert (decision_words(school, ["Ann"], "es")
            == "quedarse con uno de los 3 edificios robados del mazo II")
    assert decision_words({"kind": "unknown"}, ["Ann"], "en") is None


def test_the_end_and_the_rules_in_each_language() -> None:  # 001:217
    assert end_words(None, "en") == "the last round has been played"
    assert {end_words(None, lang) for lang in LANGUAGES} == {
        "the last round has been played", "le dernier tour a été joué", "se jugó la última ronda"}
    for lang in LANGUAGES:
        rules = glossary(lang)
        assert set(rules) == set(glossary("en"))
        assert all(sentence and re.fullmatch(r"001:\d+", ref) for sentence, ref in rules.values())
    assert glossary("fr")["buy"][0] != glossary("en")["buy"][0]
    assert WORDS.names("fr") == {}  # building names stay English: the rulebook has no other
    with pytest.raises(ValueError, match="language"):
        WORDS.names("de")


def test_the_table_shows_sentences_and_keeps_the_notation() -> None:
    from gtr_widget.widget.table import Table as Widget

    t = Widget.new(game="great_city", players=["You", "Bo", "Cy"], seed=3)
    assert t.moves and all(m["label"] != m["text"] for m in t.moves)
    assert t.glossary["draft"][1] == "001:83"
    assert "said" in t.view["decision"]
    assert not t.view["decision"]["said"].startswith("You")

"""Our card table (in our own words) against the shared table's facts (001:354-605)."""

from __future__ import annotations

import csv
from collections import Counter

import pytest
from helpers import SHARED as SHARED_DIR

from gtr_widget.great_city.play.cards import CARDS, DECK_CARDS, N_CARDS, STARS, _rows

SHARED = SHARED_DIR / "docs" / "great-city-cards.csv"
DECK_OF = {"start": "start", "player_colour": "shrine", "I": "I", "II": "II", "III": "III",
           "IV": "IV"}
GROUP_OF = {"market": "market", "arena": "arena", "school": "school",
            "thermal_baths": "baths", "": ""}


def test_the_box_holds_80_buildings_4_shrines_6_influence_cards() -> None:  # 001:25-33
    kinds = Counter(c.deck for c in CARDS)
    assert kinds == {"start": 8, "I": 14, "II": 22, "III": 18, "IV": 18, "shrine": 4,
                     "influence": 6}
    assert N_CARDS == 90 and [c.id for c in CARDS] == list(range(90))
    assert {d: len(v) for d, v in DECK_CARDS.items()} == {"I": 14, "II": 22, "III": 18,
                                                           "IV": 18}


def test_thirteen_stars_all_in_deck_one() -> None:  # 001:182, 390, 492, 515 (guide 7.8)
    assert sum(STARS) == 13
    assert all(c.deck == "I" for c in CARDS if c.stars)


def test_appendix_split_by_deck() -> None:  # 001:595-605
    def count(deck, pred):
        return sum(1 for c in CARDS if c.deck == deck and pred(c))
    for d, prod, r2, r3, r4, pub, aq, tem in [("I", 1, 1, 1, 1, 4, 1, 5),
                                              ("II", 3, 5, 3, 2, 4, 4, 1),
                                              ("III", 3, 3, 3, 1, 4, 2, 2),
                                              ("IV", 3, 3, 3, 1, 4, 2, 2)]:
        assert count(d, lambda c: c.category == "production") == prod
        assert count(d, lambda c: c.category == "residential" and c.value == 2) == r2
        assert count(d, lambda c: c.category == "residential" and c.value == 3) == r3
        assert count(d, lambda c: c.category == "residential" and c.value == 4) == r4
        assert count(d, lambda c: c.category == "public") == pub
        assert {c.group for c in CARDS if c.deck == d and c.category == "public"} == \
            {"market", "arena", "school", "baths"}
        assert count(d, lambda c: c.category == "aqueduct") == aq
        assert count(d, lambda c: c.category == "temple") == tem


@pytest.mark.skipif(not SHARED.exists(), reason="the shared card table is not on this machine")
def test_our_table_agrees_with_the_shared_table() -> None:
    with open(SHARED, encoding="utf-8", newline="") as f:
        shared = list(csv.DictReader(f))
    ours = {(r["key"], r["deck"]): r for r in _rows()}
    assert len(ours) == len(shared)
    for s in shared:
        o = ours[(s["card_key"], DECK_OF[s["deck"]])]
        assert o["category"] == s["category"], s["card_key"]
        assert int(o["copies"]) == int(s["copies"]), s["card_key"]
        assert int(o["cost"]) == int(s["brick_cost"]), s["card_key"]
        assert (o["value"] or "") == (s["house_value"] or ""), s["card_key"]
        assert int(o["stars"]) == int(s["stars"]), s["card_key"]
        assert o["group"] == GROUP_OF[s["colour_group"]], s["card_key"]
        assert (o["deck"] == "I") == (s["special_deck_I"] == "yes")
        assert o["text"] != s["build_effect"] and o["text"] != s["final_scoring"]

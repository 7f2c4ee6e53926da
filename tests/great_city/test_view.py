"""The view: JSON-ready, complete enough to draw, and hiding what a seat may not know."""

from __future__ import annotations

import json

from gc_helpers import ids_in, play_random

from gtr_widget.great_city import Game
from gtr_widget.great_city.play.view import tie_break_value
from gtr_widget.great_city.scenarios import load_scenario


def test_view_has_everything_a_table_draws() -> None:
    g = play_random(3, seed=4, moves=25)
    v = g.view(0)
    json.dumps(v)
    assert v["game"] == "great_city" and v["version"] == g.version
    assert v["rounds"] == 14 and 1 <= v["round"] <= 14
    assert len(v["strip"]["spaces"]) == 5
    assert {"space", "symbol", "bricks", "cogs", "emissary"} <= set(v["strip"]["spaces"][0])
    assert set(v["offer"]) == {"I", "II", "III"}
    for p in v["players"]:
        assert {"coins", "influence_tokens", "influence_cards", "city", "open_cells",
                "aqueduct_cells", "score", "hand_count", "emissaries"} <= set(p)
        assert p["score"]["total"] == sum(v for k, v in p["score"].items() if k != "total")
        for b in p["city"]:
            assert {"cell", "col", "row", "card", "brick_token", "point_tokens"} <= set(b)
    assert v["decision"]["fields"]["round"] == v["round"]


def test_score_items_come_with_the_score_pad_words_and_the_tie_break() -> None:  # 001:223
    g = play_random(3, seed=9, moves=60)
    v = g.view(1)
    for p in v["players"]:
        assert set(p["score"]) <= set(v["score_labels"])
    assert v["score_labels"]["residential_2"] == "Residential areas (2)"
    assert all("_" not in words for words in v["score_labels"].values())
    s = g.state
    assert v["tie_break"]["values"] == [tie_break_value(p.influence, p.coins)
                                        for p in s.players]
    assert "influence tokens, then coins" in v["tie_break"]["label"]


def test_decision_fields_during_a_turn() -> None:
    g = load_scenario("GC-Produce-3")
    f = g.decision.fields
    assert (f["phase"], f["bricks"], f["cogs"], f["brick_tokens"], f["built"]) == (
        "act", 1, 2, 0, False)
    assert g.view(1)["turn"]["seat"] == 0


def test_other_hands_are_counts_and_the_log_hides_draft_picks() -> None:  # 001:83
    g = Game.new(4, seed=6)
    picker = g.decision.player
    shown = g.view(picker)["draft"]["cards"]
    assert shown and g.view((picker + 1) % 4)["draft"]["cards"] is None
    g.play(g.legal_moves()[0])
    other = (picker + 2) % 4
    kept = g.state.players[picker].hand[-1]
    assert kept not in ids_in(g.view(other))
    assert kept in ids_in(g.view(picker))
    texts = [e["text"] for e in g.log_for(other) if e["kind"] == "draft"]
    assert texts and all("from the draft" in t and "keeps a card" in t for t in texts)


def test_teaching_view_shows_deck_order() -> None:
    g = Game.new(3, seed=2)
    assert "cards" in g.view(None)["decks"]["II"] and "cards" not in g.view(0)["decks"]["II"]


def test_the_view_draws_each_residential_area_with_its_public_neighbours() -> None:
    # 001:264-313: the worked example; its areas score 24, 14 and 8 (001:267)
    g = load_scenario("GC-Score-1")
    me = g.view(0)["players"][0]
    by_cell = {b["cell"]: b["card"] for b in me["city"]}
    areas = me["areas"]
    assert areas
    for value, item in ((2, "residential_2"), (3, "residential_3"), (4, "residential_4")):
        assert sum(a["points"] for a in areas if a["value"] == value) == me["score"][item]
    houses = [c for a in areas for c in a["cells"]]
    assert len(houses) == len(set(houses))  # an area per house, no house twice
    assert set(houses) == {c for c, card in by_cell.items() if card["category"] == "residential"}

    def near(a: str, b: str) -> bool:
        return abs(ord(a[0]) - ord(b[0])) + abs(int(a[1:]) - int(b[1:])) == 1

    for a in areas:
        assert all(by_cell[c]["value"] == a["value"] for c in a["cells"])
        assert all(by_cell[c]["category"] == "public" for c in a["public"])
        assert all(any(near(c, h) for h in a["cells"]) for c in a["public"])  # 001:233


def _acting_with_builds() -> tuple[int, Game]:
    for seed in range(60):
        g = play_random(3, seed=seed, moves=120)
        if g.state.phase == "act" and any(m.verb == "build" for m in g.legal_moves()):
            return seed, g
    raise AssertionError("no seed reaches a build")


def test_the_actor_sees_what_each_build_would_score_and_no_one_else_does() -> None:
    seed, g = _acting_with_builds()
    actor = g.state.actor
    gains = g.view(actor)["turn"]["build_gains"]
    builds = [m for m in g.legal_moves() if m.verb == "build"]
    assert {(str(m.cards[0]), str(m.target)) for m in builds} == {
        (c, cell) for c, cells in gains.items() for cell in cells}
    before = g.scores()[actor]["total"]
    for m in builds[:6]:  # each figure is what playing the build really adds
        again = play_random(3, seed=seed, moves=120)
        again.play(m.text)
        assert again.scores()[actor]["total"] - before == gains[str(m.cards[0])][str(m.target)]
    # the builds come from the actor's hand: another seat's view does not carry them
    other = (actor + 1) % 3
    assert "build_gains" not in g.view(other)["turn"]
    assert g.view(None)["turn"]["build_gains"] == gains

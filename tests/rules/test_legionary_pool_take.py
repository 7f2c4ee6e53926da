"""The Legionary's Pool card follows each book's text: "you may immediately take one" (003:260;
004:352 "vous pouvez"; 002:608 "puedes coger") in Republic, Imperium and Gloria a Roma, so the
demander chooses which matching card, or none; "take it" (000:251) in the first edition, so
the card is taken for them. `legionary_pool_take="automatic"` gives the later books the first
edition's way (rulings A-8)."""

import json

import pytest
from helpers import assert_refused, resave

from gtr_widget import Game
from gtr_widget.core.saves import checksum
from gtr_widget.glory_to_rome.scenarios.builder import build


def _demand(edition="republic", pool=("Shrine", "Road", "Wall"), hand=("Atrium", "Atrium"),
            demand="Brick", **options):
    """Ann leads Legionary with an Atrium and demands Brick; Bo and Cy think, and each holds a
    Brick card, so the turn waits on their gives (the Pool is not yet cleaned up)."""
    g = build(3, edition, hands={0: list(hand), 1: ["Shrine"], 2: ["Atrium"]}, pool=list(pool),
              leader=0, **options)
    g.play("lead Legionary: Atrium")
    for _ in range(2):
        g.play("think: take Jack" if edition != "first" else "think: refill")
    g.play(f"legionary: demand {demand}")
    return g


def _stock(g, seat=0):
    s = g.state
    return sorted(s.deck.name[c] for c in s.players[seat].stockpile)


def _pool(g):
    s = g.state
    return sorted(s.deck.name[c] for c in s.pool)


@pytest.mark.parametrize("edition", ["republic", "imperium", "gloria"])
def test_the_demander_chooses_which_pool_card_or_none(edition):
    g = _demand(edition, pool=("Shrine", "School", "Road"))
    assert g.decision.kind == "pool_take" and g.decision.player == 0
    assert [str(m) for m in g.legal_moves()] == [
        "pool: take Shrine", "pool: take School", "pool: take nothing"]
    g.play("pool: take School")
    assert _stock(g) == ["School"] and _pool(g) == ["Road", "Shrine"]


def test_the_demander_may_leave_the_pool_as_it_is():
    """003:260 "may": declining leaves the Pool untouched; the neighbours still answer."""
    g = _demand()
    g.play("pool: take nothing")
    assert _stock(g) == [] and _pool(g) == ["Road", "Shrine", "Wall"]
    assert any(e["text"] == "Ann takes nothing from the Pool" for e in g.log)
    assert g.decision.kind == "give"


def test_a_card_of_another_material_is_refused_and_changes_nothing():
    g = _demand()
    assert_refused(g, "pool: take Road", "only a Brick card", "003:260")


def test_no_question_when_the_pool_holds_no_matching_card():
    """The Pool is public: with nothing to take there is no choice, and nothing is asked."""
    g = _demand(pool=("Road", "Wall"))
    assert g.decision.kind != "pool_take"


def test_one_question_per_demand_the_pool_can_answer():
    """At most one Pool card per demand (003:269, rulings A-9): two Brick demands and one
    Brick card in the Pool ask once."""
    g = build(3, hands={0: ["Atrium", "Atrium", "Shrine"], 1: ["Insula"], 2: ["Latrine"]},
              clientele={0: ["Legionary"]}, pool=["Shrine", "Road"], leader=0)
    g.play("lead Legionary: Atrium")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("legionary: demand Brick, Brick")
    assert g.decision.kind == "pool_take"
    g.play("pool: take Shrine")
    assert g.decision.kind != "pool_take"


@pytest.mark.parametrize("edition,options", [("first", {}),
                                             ("republic", {"legionary_pool_take": "automatic"})])
def test_the_card_is_taken_for_the_demander(edition, options):
    """000:251 "take it": never asked; the option gives the later books the same way."""
    g = _demand(edition, pool=("Shrine", "Road"), **options)
    assert g.decision.kind != "pool_take"
    assert _stock(g) == ["Shrine"] and _pool(g) == ["Road"]


def test_presets_follow_each_books_text():
    from gtr_widget import Rules

    assert Rules.preset("first").legionary_pool_take == "automatic"  # 000:251
    for edition in ("republic", "imperium", "gloria"):  # 003:260; 004:352; 002:608
        assert Rules.preset(edition).legionary_pool_take == "choose"
    with pytest.raises(ValueError, match="legionary_pool_take"):
        Rules.preset("republic", legionary_pool_take="sometimes")


def test_a_save_from_before_the_question_loads_the_same_game():
    """Saves written when the take was automatic hold no Pool answers and no option: loading
    one takes the first matching card, as the engine then did, and plays on."""
    g = _demand(legionary_pool_take="automatic")
    g.play("give: Shrine")
    g.play("give: Atrium")
    data = json.loads(g.to_json())
    del data["initial"]["rules"]["legionary_pool_take"]  # written before the option existed
    body = {k: v for k, v in data["initial"].items() if k not in ("origin", "checksum")}
    data["initial"]["checksum"] = checksum(body)
    loaded = Game.from_json(resave(data))
    assert loaded.state.rules.legionary_pool_take == "choose"  # the edition's own rule now
    assert _stock(loaded) == _stock(g) and _pool(loaded) == _pool(g)
    assert loaded.history[-3:] == ["pool: take Shrine", "give: Shrine", "give: Atrium"]

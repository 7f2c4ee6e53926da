"""Hidden information stays hidden: in the log, in the shape of decisions, in `view(seat)`.

The log is worded for each viewer from what it may know now: a card that the view hides (a
vault card after its turn, another seat's hand, the deck) is never named in that view's log
(003:279). Onlookers learn nothing from whether a victim or an action is asked: the rulings'
"The shape of a decision" (003:256-263).
"""

from __future__ import annotations

import random

import pytest
from helpers import log_hides_what_the_view_hides

from gtr_widget import Game
from gtr_widget.scenarios import build

EDITIONS = ("republic", "imperium", "first")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_no_view_log_names_a_card_its_view_hides(edition: str, players: int) -> None:
    """A differential over random games: every seat's log against the all-seeing log."""
    vault_lines = 0
    g = Game.new(players, edition=edition, seed=100 * players)
    rng = random.Random(players)
    turn = g.state.turn
    for k in range(500):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
        if g.state.turn != turn or k % 37 == 0:  # after every cleanup, and in between
            turn = g.state.turn
            full = g.view(None)
            for seat in range(players):
                vault_lines += log_hides_what_the_view_hides(g, seat, full)
    for seat in range(players):
        assert g.view(seat)["log"] == g.log_for(seat), "the view's log is the seat's log"
        log_hides_what_the_view_hides(g, seat)
    if edition != "first" or players > 2:
        assert vault_lines > 0, "no hidden vault card was named in the all-seeing log"


def _merchant_turn() -> Game:
    g = build(["Ann", "Bo"], hands={0: ["Villa", "Garden"], 1: ["Bar", "Road"]},
              stockpile={0: ["Academy", "Stone"]}, clientele={0: ["Merchant"]}, leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    g.play("merchant: Brick from stockpile")
    assert g.decision.player == 0 and g.state.turn == 1  # a second action to come
    return g


def test_the_log_does_not_defeat_the_vault() -> None:
    """003:279: public the turn it goes in, then nobody's, not even its owner's."""
    g = _merchant_turn()
    line = "Ann puts Academy (Brick) from the stockpile into the vault"
    for seat in (0, 1, None):  # this turn everyone saw it go in
        assert line in [e["text"] for e in g.log_for(seat)]
    g.play("pass")  # the turn ends
    g.play("think: take Jack")  # Bo leads and thinks
    academy = g.state.players[0].vault[0]
    for seat in (0, 1):
        texts = [e["text"] for e in g.log_for(seat)]
        assert "Ann puts a card from the stockpile into the vault" in texts
        assert not any("Academy" in t for t in texts), texts
        assert all(academy not in e["cards"] for e in g.log_for(seat))
        log_hides_what_the_view_hides(g, seat)
    assert line in [e["text"] for e in g.log]  # the teaching view knows everything


def test_a_draw_is_named_to_the_drawer_only() -> None:
    g = build(["Ann", "Bo"], hands={0: ["Villa"], 1: ["Bar"]}, deck_top=["Temple", "Road"],
              leader=0)
    g.play("think: refill")  # five from one: the top four, Temple first (003:141)
    mine, theirs = g.log_for(0)[-1], g.log_for(1)[-1]
    assert mine["text"].startswith("Ann thinks and draws 4 cards: Temple, Road, ")
    assert len(mine["cards"]) == 4
    assert theirs["text"] == "Ann thinks and draws 4 cards" and theirs["cards"] == []
    assert mine["kind"] == theirs["kind"] == "think"
    assert theirs["data"] == {"option": "refill", "count": 4}


def test_old_saves_with_three_item_log_lines_load() -> None:
    g = Game.new(2, seed=3)
    g.play(g.legal_moves()[0])
    data = g.state.to_dict()
    data["log"] = [[e["turn"], e["seat"], e["text"]] for e in data["log"]]
    s = type(g.state).from_dict(data)
    assert [e["text"] for e in Game.from_state(s).log] == [e["text"] for e in g.log]
    assert all(e["kind"] == "log" for e in Game.from_state(s).log)


# -- the shape of a decision -----------------------------------------------------------------

def _same_for(a: Game, b: Game, seat: int) -> None:
    assert a.view(seat) == b.view(seat)
    assert a.log_for(seat) == b.log_for(seat)


def _legionary(bo: list[str]) -> Game:
    g = build(["Ann", "Bo", "Cy", "Di"],
              hands={0: ["Gate", "Shrine"], 1: bo, 2: ["Villa"], 3: ["Road"]}, leader=0)
    g.play("lead Legionary: Gate")
    for _ in range(3):
        g.play("think: take Jack")
    g.play("legionary: demand Brick")
    return g


def test_a_victim_is_asked_whether_it_holds_one_kind_or_several() -> None:
    """Bo holds one kind of Brick (A) or two (B): Cy's view must not tell (003:261)."""
    one, two = _legionary(["Atrium", "Road"]), _legionary(["Atrium", "Bath"])
    for g in (one, two):
        assert g.decision.player == 1 and g.decision.kind == "give"
    assert [m.text for m in one.legal_moves()] == ["give: Atrium"]
    assert len(two.legal_moves()) == 2
    _same_for(one, two, 2)
    for g in (one, two):
        g.play("give: Atrium")
    _same_for(one, two, 2)
    # "Glory to Rome!" is said aloud (003:263): Di, with no Brick, is answered for
    assert any(e["text"] == "Di: Glory to Rome! (no Brick)" for e in one.log_for(2))


def _craftsman(bo: list[str]) -> Game:
    g = build(["Ann", "Bo", "Cy"], hands={0: ["Dock", "Market"], 1: bo, 2: ["Bar"]},
              clientele={1: ["Craftsman"]}, sites={"Stone": 0}, leader=0)
    g.play("lead Craftsman: Dock")
    g.play("think: take Jack")
    g.play("think: take Jack")
    g.play("craftsman: lay Market")
    return g


def test_an_action_is_asked_even_when_the_hand_has_nothing_usable() -> None:
    """Bo's client action: a Temple could be laid, a Villa could not (no Stone Site in town,
    and out of town takes two actions). Either way Bo is asked, so Cy cannot read Bo's hand
    off an automatic pass."""
    usable, useless = _craftsman(["Temple"]), _craftsman(["Villa"])
    for g in (usable, useless):
        assert g.decision.player == 1 and g.decision.kind == "craftsman"
    assert [m.text for m in useless.legal_moves()] == ["pass"]
    _same_for(usable, useless, 2)
    for g in (usable, useless):
        g.play("pass")
    _same_for(usable, useless, 2)


def test_a_pass_that_shows_nothing_hidden_is_still_automatic() -> None:
    """A full vault is public (its count and the limit), so that Merchant action passes."""
    g = build(["You", "B"], hands={0: ["Villa", "Garden"], 1: ["Bar", "Road"]},
              stockpile={0: ["Stone", "Marble", "Brick"]}, clientele={0: ["Merchant"] * 2},
              leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: refill")
    g.play("merchant: Stone from stockpile")
    g.play("merchant: Marble from stockpile")
    assert g.decision.player == 1  # the third action had no room: passed for You


def _patron_with_a_jack(buildings: dict | None) -> Game:
    g = build(["Ann", "Bo"], hands={0: ["Jack", "Jack"], 1: ["Road"]}, buildings=buildings,
              leader=0)  # an empty Pool: no client to hire from it
    g.play("lead Patron: Jack")
    g.play("think: take Jack")
    return g


def test_a_patron_action_passes_for_you_when_no_hand_could_hire() -> None:
    """A Patron hires from the Pool (003:181): with it empty, no hand could act, so the
    action passes without asking, cards in hand or not."""
    g = _patron_with_a_jack(None)
    assert g.decision.player == 1 and g.decision.kind == "lead"


def test_a_building_that_hires_from_the_hand_keeps_the_patron_action_asked() -> None:
    """An Aqueduct hires from the hand (003:339-343). Ann holds only a Jack, which it cannot
    hire, but a hand with an Order card could: she is asked, so Bo cannot tell which."""
    g = _patron_with_a_jack({0: ["Aqueduct"]})
    assert g.decision.player == 0 and g.decision.kind == "patron"
    assert [m.text for m in g.legal_moves()] == ["pass"]


def _palace(hand: list[str]) -> Game:
    g = build(["Ann", "Bo", "Cy"], hands={0: ["Market", *hand], 1: ["Bar"], 2: ["Villa"]},
              buildings={0: ["Palace"]}, leader=0)
    g.play("lead Craftsman: Market")
    return g


def test_a_palace_owner_with_cards_in_hand_is_asked_for_more() -> None:
    can, cannot = _palace(["Dock"]), _palace(["Road"])
    for g in (can, cannot):
        assert g.decision.player == 0 and g.decision.kind == "more"
    assert [m.text for m in cannot.legal_moves()] == ["done"]
    _same_for(can, cannot, 1)
    for g in (can, cannot):
        g.play("done")
    _same_for(can, cannot, 1)


# -- view(seat) takes a seat -----------------------------------------------------------------

@pytest.mark.parametrize("seat", [True, False, 1.0, "0", 3, -1, [0]])
def test_view_accepts_only_none_or_a_seat_in_range(seat) -> None:
    g = Game.new(3, seed=1)
    with pytest.raises(ValueError, match="no seat") as info:
        g.view(seat)
    assert len(str(info.value)) < 120
    assert g.view(None)["seat"] is None and g.view(2)["seat"] == 2


def test_saves_written_before_structured_log_lines_load() -> None:
    """A save whose log lines are [turn, seat, text] loads, and saves again as it came."""
    import json

    from gtr_widget.core import saves

    g = Game.new(3, seed=12)
    rng = random.Random(1)
    for _ in range(12):
        g.play(rng.choice(g.legal_moves()))
    data = json.loads(g.to_json())
    data["initial"]["log"] = [[e["turn"], e["seat"], e["text"]] for e in data["initial"]["log"]]
    data.pop("checksum")
    data["checksum"] = saves.checksum(data)
    back = Game.from_json(json.dumps(data))
    assert back.history == g.history
    assert [e["text"] for e in back.log] == [e["text"] for e in g.log]
    again = Game.from_json(back.to_json())
    assert again.history == g.history and again.state.to_dict() == back.state.to_dict()


def test_saves_that_leave_one_kind_gives_implicit_still_load() -> None:
    """Saves written before victims with one kind were asked have no such "give" moves: the
    engine makes them again on loading (Engine.implicit_answer)."""
    import json

    from gtr_widget.core import saves

    g = _legionary(["Atrium", "Road"])
    g.play("give: Atrium")
    g.play("think: take Jack")  # the turn is over: Bo leads, and thinks
    data = json.loads(g.to_json())
    old = [m for m in data["moves"] if m != "give: Atrium"]
    assert len(old) == len(data["moves"]) - 1
    data["moves"] = old
    data.pop("checksum")
    data["checksum"] = saves.checksum(data)
    back = Game.from_json(json.dumps(data))
    assert back.history == g.history and back.state.to_dict() == g.state.to_dict()

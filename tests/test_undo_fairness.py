"""Undo must not reveal the deck (docs/hidden-information.md).

A fair undo past a move that drew deals the unseen cards again, so drawing after an undo is
not predictable from the draw taken back; `undo(exact=True)` (or `Game.exact_undo`) keeps the
exact snapshot for teaching and scripts; saves and replays repeat the deals; redo replays the
move text and drops what is no longer legal, saying so.
"""

from __future__ import annotations

import json
import random

import pytest
from helpers import assert_dealt_again_and_replayed

from gtr_widget import Game, IllegalMove, SaveFileError
from gtr_widget.scenarios import build
from gtr_widget.widget.table import Table


def _drawn(g: Game, move: str = "think: draw one") -> int:
    seat = g.decision.player
    before = list(g.state.players[seat].hand)
    g.play(move)
    (card,) = [c for c in g.state.players[seat].hand if c not in before]
    return card


def _leader_draws() -> Game:
    """Ann leads with six cards, so her think draws exactly one (003:143)."""
    return build(["Ann", "Bo"], hands={0: ["Villa", "Road", "Bar", "Dock", "Gate", "Wall"],
                                       1: ["Bath"]}, leader=0)


def test_draw_undo_draw_is_not_the_same_card() -> None:
    names = []
    for k in range(40):
        g = _leader_draws()
        g.undo_rng = random.Random(k)
        first = _drawn(g)
        g.undo()
        again = _drawn(g)
        names.append(g.state.deck.name[first] == g.state.deck.name[again])
        assert first != again or k  # the very first try must already differ by id
    assert sum(names) <= 8, "the card drawn after an undo follows the card taken back"


def test_fair_undo_changes_only_the_unseen_order() -> None:
    g = _leader_draws()
    before = json.loads(json.dumps(g.state.to_dict()))
    g.play("think: draw one")
    g.undo()
    after = json.loads(json.dumps(g.state.to_dict()))
    assert sorted(after.pop("draw")) == sorted(before.pop("draw"))
    assert after == before  # hands, log, stack, everything a seat may know: unchanged
    assert g.view(0) | {"version": 0} == Game.from_state(g.state).view(0) | {"version": 0}


def test_exact_undo_restores_the_snapshot() -> None:
    g = _leader_draws()
    first = _drawn(g)
    g.undo(exact=True)
    assert _drawn(g) == first
    h = _leader_draws()
    h.exact_undo = True  # the teaching setting
    first = _drawn(h)
    h.undo()
    assert _drawn(h) == first


def test_undo_of_a_move_that_showed_nothing_is_exact() -> None:
    g = _leader_draws()
    draw = list(g.state.draw)
    g.play("lead Architect: Wall")
    g.undo()
    assert g.state.draw == draw


def test_undo_further_back_than_a_draw_deals_again_too() -> None:
    """Ann leads, Bo draws. Undo both: the deal at the start must not be the original one,
    or replaying the lead and drawing again would show Bo the same card."""
    g = build(["Ann", "Bo"], hands={0: ["Villa"], 1: ["Bath", "Road", "Bar", "Dock", "Gate",
                                                       "Wall"]}, leader=0)
    g.undo_rng = random.Random(5)
    start = list(g.state.draw)
    g.play("lead Merchant: Villa")
    g.play("think: draw one")
    g.undo()
    g.undo()
    assert sorted(g.state.draw) == sorted(start) and g.state.draw != start


def test_a_save_after_a_fair_undo_is_the_game_that_was_played() -> None:
    g = _leader_draws()
    g.play("think: draw one")
    g.undo()
    g.play("think: draw one")
    g.play(g.legal_moves()[0])
    assert_dealt_again_and_replayed(g)


@pytest.mark.parametrize("bad", [[[5, 1]], [[0, -1]], [[1, 2], [0, 2]], [["0", 1]], "x"])
def test_corrupt_reshuffles_are_refused(bad) -> None:
    g = _leader_draws()
    g.play("think: draw one")
    data = json.loads(g.to_json())
    data["reshuffles"] = bad
    with pytest.raises(SaveFileError, match="reshuffles"):
        Game.from_json(json.dumps(data))


def _redo_game(k: int) -> Game:
    """Ann draws a Temple, Bo thinks, Ann leads Patron with the Temple."""
    g = build(["Ann", "Bo"], hands={0: ["Villa", "Road", "Bar", "Dock", "Gate"], 1: ["Bath"]},
              deck_top=["Temple"], leader=0)
    g.undo_rng = random.Random(k)
    return g


def test_redo_after_a_fair_undo_drops_a_move_that_is_no_longer_legal() -> None:
    for k in range(20):
        g = _redo_game(k)
        g.play("think: draw one")  # the Temple
        g.play("think: take Jack")
        g.play("lead Patron: Temple")
        for _ in range(3):
            g.undo()
        g.redo()
        g.redo()
        if "Temple" in [g.state.deck.name[c] for c in g.state.players[0].hand]:
            continue  # the new deal gave her a Temple again: try another
        before = json.dumps(g.state.to_dict())
        with pytest.raises(IllegalMove, match="redo dropped 1 move.*no longer legal"):
            g.redo()
        assert json.dumps(g.state.to_dict()) == before
        with pytest.raises(IllegalMove, match="nothing to redo"):
            g.redo()
        return
    raise AssertionError("every new deal gave a Temple")


def test_redo_after_an_exact_undo_keeps_its_list() -> None:
    g = _redo_game(0)
    g.play("think: draw one")
    g.play("think: take Jack")
    g.undo(exact=True)
    g.undo(exact=True)
    g.redo()
    g.redo()
    assert g.history == ["think: draw one", "think: take Jack"]


def test_the_table_undoes_fairly() -> None:
    """Reachable from the widget: a person's undo past a draw deals the pile again."""
    g = _leader_draws()
    g.undo_rng = random.Random(2)
    t = Table(g, viewer=0, pace=0)
    draw = list(g.state.draw)
    t.play("think: draw one")
    t.undo()
    assert sorted(g.state.draw) == sorted(draw) and g.state.draw != draw


def test_glory_to_rome_overrides_the_fair_undo_defaults() -> None:
    """The contract's defaults never deal again (exact undo); Glory to Rome's draw does."""
    from gtr_widget.core import Engine

    g = Game.new(3, seed=1)
    before = g.state.copy()
    g.play(next(m for m in g.legal_moves() if str(m).startswith("think: draw")))
    assert Game.engine.reveals(before, g.state)
    assert not Engine.reveals(Game.engine, before, g.state)


def _seat_views(g: Game) -> list[dict]:
    return [{k: v for k, v in g.view(s).items() if k != "version"} for s in range(3)]


def test_fair_undo_across_checkpoints_changes_nothing_a_seat_knows() -> None:
    """Undo replays from checkpoints, repeating the deals made on the way: each position
    comes back as every seat knew it, with the deck's content but not its order."""
    from gtr_widget.core.timeline import CHECKPOINT

    g = Game.new(3, seed=4)
    g.undo_rng = random.Random(1)
    rng = random.Random(0)
    snaps = []
    for _ in range(3 * CHECKPOINT + 5):
        snaps.append((_seat_views(g), sorted(g.state.draw), [m.text for m in g.legal_moves()]))
        g.play(rng.choice(g.legal_moves()))
    orders = set()
    for views, pile, legal in reversed(snaps):
        g.undo()
        assert _seat_views(g) == views
        assert sorted(g.state.draw) == pile and [m.text for m in g.legal_moves()] == legal
        orders.add(tuple(g.state.draw))
        if g.ply == 2 * CHECKPOINT + 3:  # a save in the middle is the same game
            again = Game.from_json(g.to_json())
            assert again.state.to_dict() == g.state.to_dict()
    assert g.ply == 0 and len(orders) > 5  # dealt again at many steps back


def test_play_on_after_a_fair_undo_then_undo_and_save() -> None:
    from gtr_widget.core.timeline import CHECKPOINT

    g = Game.new(2, seed=8)
    g.undo_rng = random.Random(3)
    rng = random.Random(4)
    for _ in range(CHECKPOINT + 3):
        g.play(rng.choice(g.legal_moves()))
    for _ in range(5):
        g.undo()
    for _ in range(CHECKPOINT + 2):  # a new line, past the next checkpoint
        g.play(rng.choice(g.legal_moves()))
    for _ in range(3):
        g.undo()
    again = Game.from_json(g.to_json())
    assert again.state.to_dict() == g.state.to_dict() and again.history == g.history
    assert again.to_json() == g.to_json()
    while g.ply:  # every replay from a checkpoint must still be legal
        g.undo()

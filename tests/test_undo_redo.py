"""Undo and redo (issue F item 4): exact positions from checkpoints, bounded work per step,
and a redo list that survives a redo. These pin the exact undo (`exact_undo`, the teaching
mode); the default fair undo, which deals the unseen cards again past a draw, is pinned in
test_undo_fairness.py."""

from __future__ import annotations

import random

import pytest
from toy.high_card import HighCardGame

from gtr_widget import Game, IllegalMove
from gtr_widget.core.timeline import CHECKPOINT


def _played(g, n: int, seed: int = 0):
    rng = random.Random(seed)
    snaps = [(g.to_json(), [m.text for m in g.legal_moves()], g.view(None))]
    for _ in range(n):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
        snaps.append((g.to_json(), [m.text for m in g.legal_moves()], g.view(None)))
    return snaps


def _same(g, snap) -> None:
    saved, legal, view = snap
    assert [m.text for m in g.legal_moves()] == legal
    now = g.view(None)
    assert {k: v for k, v in now.items() if k != "version"} == \
        {k: v for k, v in view.items() if k != "version"}
    assert g.history[:g.ply] == __import__("json").loads(saved)["moves"]


@pytest.mark.parametrize("edition", ["republic", "first"])
def test_undo_restores_every_earlier_position(edition: str) -> None:
    g = Game.new(3, edition=edition, seed=4)
    g.exact_undo = True
    snaps = _played(g, 3 * CHECKPOINT + 5)
    for k in range(len(snaps) - 2, -1, -1):
        g.undo()
        _same(g, snaps[k])
    with pytest.raises(IllegalMove, match="nothing to undo"):
        g.undo()


def test_redo_keeps_the_rest_of_its_list() -> None:
    g = Game.new(2, seed=9)
    g.exact_undo = True
    snaps = _played(g, 6)
    g.undo().undo().undo()
    g.redo()
    _same(g, snaps[4])
    g.redo().redo()
    _same(g, snaps[6])
    with pytest.raises(IllegalMove, match="nothing to redo"):
        g.redo()


def test_a_new_move_clears_the_redo_list() -> None:
    g = HighCardGame.new(2, seed=1)
    g.play(g.legal_moves()[0]).play(g.legal_moves()[0])
    g.undo()
    g.play(g.legal_moves()[-1])
    with pytest.raises(IllegalMove, match="nothing to redo"):
        g.redo()


def test_clones_undo_independently() -> None:
    g = Game.new(3, seed=2)
    g.exact_undo = True  # and its clone keeps the setting
    snaps = _played(g, CHECKPOINT + 3)
    c = g.clone()
    for _ in range(CHECKPOINT):
        c.undo()
    _same(c, snaps[3])
    _same(g, snaps[-1])
    g.undo()
    _same(g, snaps[-2])


def test_a_loaded_game_undoes_to_its_start() -> None:
    g = Game.new(2, seed=5)
    snaps = _played(g, CHECKPOINT + 2)
    back = Game.from_json(g.to_json())
    back.exact_undo = True
    while back.ply:
        back.undo()
    _same(back, snaps[0])

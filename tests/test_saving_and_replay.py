"""Saves are versioned JSON; seed plus moves replay the same game in any process."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest
from helpers import assert_refused

from gtr_widget import Game, IllegalMove, SaveFileError

SCRIPT = """
import random, sys
from gtr_widget import Game
g = Game.new(4, edition=sys.argv[1], seed=99)
r = random.Random(7)
while not g.is_over:
    g.play(r.choice(g.legal_moves()))
print(g.to_json())
"""


@pytest.mark.parametrize("edition", ["republic", "first"])
def test_replay_is_identical_across_processes_and_hash_seeds(edition: str) -> None:
    outs = []
    for hash_seed in ("1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        outs.append(subprocess.run([sys.executable, "-c", SCRIPT, edition], env=env,
                                   capture_output=True, text=True, check=True).stdout)
    assert outs[0] == outs[1]
    g = Game.from_json(outs[0])
    assert g.is_over and len(g.history) > 50


def table(g: Game) -> dict:
    """The all-seeing view without the version counter (which every change bumps)."""
    return {k: v for k, v in g.view(None).items() if k != "version"}


def played(n: int = 40) -> Game:
    g = Game.new(3, seed=11)
    r = random.Random(3)
    for _ in range(n):
        g.play(r.choice(g.legal_moves()))
    return g


def test_undo_redo_and_clone() -> None:
    g = played()
    before, version = table(g), g.version
    last = g.history[-1]
    g.undo()
    assert table(g) != before and g.version == version + 1
    g.redo()
    assert table(g) == before and g.history[-1] == last
    c = g.clone()
    c.play(c.legal_moves()[0])
    assert table(g) == before  # the clone is independent


def test_undo_on_a_fresh_game_is_refused() -> None:
    g = Game.new(2, seed=1)
    with pytest.raises(IllegalMove, match="nothing to undo"):
        g.undo()


def test_save_and_load_round_trip() -> None:
    g = played()
    assert table(Game.from_json(g.to_json())) == table(g)


@pytest.mark.parametrize("text, words", [
    ("{not json", "invalid JSON"),
    ('{"format": "something else"}', "format"),
    ('{"format": "gtr_widget/game", "version": 99}', "version 99"),
    ('{"format": "gtr_widget/game", "version": 1, "initial": {}}', "corrupt"),
])
def test_bad_save_files_get_clear_errors(text: str, words: str) -> None:
    with pytest.raises(SaveFileError, match=words):
        Game.from_json(text)


def test_a_tampered_move_list_is_reported_with_its_position() -> None:
    data = json.loads(played(10).to_json())
    data["moves"][3] = "lead Patron: Jack Jack"
    with pytest.raises(SaveFileError, match="move 4"):
        Game.from_json(json.dumps(data))


@pytest.mark.parametrize("bad", [None, 42, ["think"], "", "   ", "lead", "fly: to the moon"])
def test_malformed_moves_are_refused_without_change(bad) -> None:
    g = played(5)
    assert_refused(g, bad)


def test_a_forged_move_object_is_refused() -> None:
    g = played(5)
    real = g.legal_moves()[0]
    assert_refused(g, real._replace(cards=(9999,)))

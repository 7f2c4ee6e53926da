"""A new game plays hushed: it writes no log until something reads more than its moves, then
words the whole log by replaying its moves from the start (core/timeline.py, `_speak`). These
pin that nobody can tell: every read gives what a game that kept its log all along gives, for
both games, and reads that need no log leave the game hushed (so a script that only plays
never pays for the log)."""

from __future__ import annotations

import json
import random

import pytest

from gtr_widget import Game as GloryToRome
from gtr_widget.great_city.game import Game as GreatCity

GAMES = [
    pytest.param(lambda seed: GloryToRome.new(3, edition="republic", seed=seed), id="republic"),
    pytest.param(lambda seed: GloryToRome.new(4, edition="imperium", seed=seed), id="imperium"),
    pytest.param(lambda seed: GloryToRome.new(2, edition="first", seed=seed), id="first"),
    pytest.param(lambda seed: GreatCity.new(3, seed=seed), id="great_city"),
]


def loud(new, seed: int):
    """The same deal, keeping its log from the start: loaded from a save, as a game that
    never played hushed."""
    g = new(seed)
    kept = type(g).from_json(g.to_json())
    assert not kept._hushed
    return kept


def log_free_reads(g) -> tuple:
    """What a script reads without the log: none of it may end the hush."""
    return (g.legal_moves(), g.is_over, g.decision, g.candidates(), g.winners, g.end_reason,
            g.end_code, g.scores(), g.players, g.history, g.ply, g.version)


@pytest.mark.parametrize("new", GAMES)
def test_a_hushed_game_reads_as_a_game_that_kept_its_log(new) -> None:
    for seed in range(6):
        hushed, kept = new(seed), loud(new, seed)
        assert hushed._hushed
        rng = random.Random(seed)
        stop = rng.randrange(20, 400)  # mid-game, or the end when the game is shorter
        while not hushed.is_over and hushed.ply < stop:
            move = rng.choice(hushed.legal_moves())
            hushed.play(move)
            kept.play(move.text)
            assert log_free_reads(hushed) == log_free_reads(kept)
        assert hushed._hushed, "a read that needs no log ended the hush"
        assert json.loads(hushed.to_json()) == json.loads(kept.to_json())  # start and moves
        assert hushed._hushed
        assert hushed.log == kept.log and len(kept.log) > hushed.ply // 4
        assert not hushed._hushed
        for seat in [None, *range(len(kept.players))]:
            assert hushed.log_for(seat) == kept.log_for(seat)
            assert hushed.view(seat) == kept.view(seat)
        assert hushed.engine.to_dict(hushed.state) == kept.engine.to_dict(kept.state)
        if not hushed.is_over:  # and it plays on, keeping its log now
            move = hushed.legal_moves()[0]
            hushed.play(move)
            kept.play(move.text)
            assert hushed.log == kept.log


@pytest.mark.parametrize("new", GAMES)
def test_clones_undo_and_exports_of_a_hushed_game_word_its_log(new) -> None:
    hushed, kept = new(11), loud(new, 11)
    rng = random.Random(11)
    for _ in range(60):
        if hushed.is_over:
            break
        move = rng.choice(hushed.legal_moves())
        hushed.play(move)
        kept.play(move.text)
    twin = hushed.clone()
    assert twin._hushed and hushed._hushed  # a clone copies the position, not the log
    assert twin.log == kept.log
    assert hushed._hushed  # the clone's reading is its own
    # a seat's export holds its log (a loaded game's dicts keep another key order)
    assert json.loads(hushed.to_json(seat=1)) == json.loads(kept.to_json(seat=1))
    hushed.undo(exact=True)
    kept.undo(exact=True)
    assert hushed.log == kept.log and hushed.legal_moves() == kept.legal_moves()


def test_games_built_from_a_save_a_replay_or_a_state_keep_their_log() -> None:
    """Only a new deal plays hushed: a loaded, replayed or hand-built game keeps its log as
    it plays (a hand-built position's caller may hold its state and read its log)."""
    g = GloryToRome.new(3, seed=5)
    g.play(g.legal_moves()[0])
    assert g._hushed
    assert not GloryToRome.from_json(g.to_json())._hushed
    assert not g.at_start()._hushed
    state = GloryToRome.new(3, seed=6).state
    built = GloryToRome.from_state(state)
    lines = len(state.log)
    built.play(built.legal_moves()[0])
    assert not built._hushed and len(state.log) > lines
    assert not GreatCity.from_state(GreatCity.new(3, seed=6).state)._hushed

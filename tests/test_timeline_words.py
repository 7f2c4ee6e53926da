"""How the timeline words its groups and its silent moves (issue M polish, items 3 and 4).

The Great City of Rome is played in rounds (001:89 "The game is played over 14 rounds"), Glory
to Rome in turns: each game declares the word (`Words.clock_name`), the table syncs it with the
timeline, and shared code names no game. A move that writes no log line (Glory to Rome's "pass",
000:139 "every action is optional") reads as the game's own sentence for it, not "Ann moves"."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gtr_widget.core.words import Words
from gtr_widget.widget.table import Table
from gtr_widget.widget.timeline.made import Made, _worded


def table(game: str, viewer: Any, seed: int = 3) -> tuple[Table, list[Any]]:
    t = Table.new(players=["Ann", "Bo"], game=game, seed=seed, viewer=viewer, pace=0,
                  undo="any")
    sent: list[Any] = []
    t._timeline_out = sent.append  # type: ignore[method-assign]
    t.show_timeline()
    return t, sent


def labels(sent: list[Any]) -> list[str]:
    """The moves as the page holds them after every patch it was sent."""
    held: list[Any] = []
    for message in sent:
        patch = message["timeline"]
        held = held[:patch["start"]] + patch["moves"]
    return [text for _clock, text in held]


@pytest.mark.parametrize("game, word", [("glory_to_rome", "Turn"), ("great_city", "Round")])
def test_each_game_names_the_clock_its_timeline_is_grouped_by(game: str, word: str) -> None:
    t, _ = table(game, viewer=0)
    assert t.timeline["clock_name"] == word
    assert t.game.engine.words().clock_name == word  # declared by the game, not by the table
    t.review(0)
    assert t.timeline["clock_name"] == word  # the banner says it too


def test_a_game_without_its_own_clock_word_says_turn() -> None:
    assert Words.clock_name == "Turn"


def silent_plies(t: Table, moves: int, seed: int) -> list[int]:
    """Play `moves` random moves; the plies (1-based) of those that wrote no log line."""
    rng, g, silent = random.Random(seed), t.game, []
    for ply in range(1, moves + 1):
        before = g.engine.event_count(g.state)
        t.play(rng.choice(g.legal_moves()))
        if g.engine.event_count(g.state) == before:
            silent.append(ply)
    return silent


def book_sentence(t: Table, ply: int) -> tuple[str, str]:
    """The mover's name and the game's sentence for move `ply`, worded where it was played."""
    g = t.game
    at = g.review(ply - 1)
    mover = at.decision.player
    move = next(m for m in at.legal_moves() if m.text == g.history[ply - 1])
    said = g.engine.words().move_words(at, [move], mover, at.view(mover), "en")[0]["label"]
    return g.players[mover], said


@pytest.mark.parametrize("viewer", [0, 1, "all", "hotseat"])
def test_a_move_with_no_log_line_reads_as_the_games_sentence(viewer: Any) -> None:
    t, sent = table("glory_to_rome", viewer=viewer)
    silent = silent_plies(t, 60, seed=11)
    assert silent, "no move without a log line was played; pick another seed"
    worded = labels(sent)
    for ply in silent:
        name, said = book_sentence(t, ply)
        assert worded[ply - 1] == f"{name}: {said}"
        assert not worded[ply - 1].endswith(" moves")


def test_a_silent_move_that_names_a_card_is_read_only_by_its_mover() -> None:
    # Hidden information: a notation may name a hidden card, so such a sentence stays with the
    # mover and the teaching view; the others read only who moved.
    made = Made(clock=3, mover=0, first=5, end=5, said="Keep Tower", public=False)
    names = ["Ann", "Bo"]
    assert _worded(made, "keep Tower", [], 0, names) == "Ann: Keep Tower"
    assert _worded(made, "keep Tower", [], None, names) == "Ann: Keep Tower"
    assert _worded(made, "keep Tower", [], 1, names) == "Ann moves"
    assert _worded(made, "keep Tower", [], -1, names) == "Ann moves"  # a hot seat's public list


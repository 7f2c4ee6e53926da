"""The exercise picker on the table (issue M polish, item 1): the table's game's exercises are
synced once per game, ordered by level, and the page opens one with a message checked like
the scenario message (unknown id, stale version, malformed or not allowed: a short refusal,
nothing changes)."""

from __future__ import annotations

from typing import Any

import pytest

from gtr_widget.scenarios import exercise, exercise_ids
from gtr_widget.widget.table import Table

GAMES = ["glory_to_rome", "great_city"]


def send(t: Table, content: object) -> None:
    t._on_msg(t, content, [])


def state(t: Table) -> tuple[Any, ...]:
    """What a refused message must leave alone."""
    return (t.game, t.game.to_json(), t.version, dict(t.exercise_info), list(t.exercise_list))


@pytest.mark.parametrize("game", GAMES)
def test_the_list_is_the_games_exercises_from_the_basics_up(game: str) -> None:
    t = Table.new(players=3, game=game, seed=1, pace=0)
    listed = t.exercise_list
    mine = [i for i in exercise_ids() if exercise(i)["game"] == game]
    assert sorted(row[0] for row in listed) == sorted(mine) and mine
    for ident, level, title in listed:
        assert (level, title) == (exercise(ident)["level"], exercise(ident)["title"])
    levels = [row[1] for row in listed]
    assert levels == sorted(levels)


@pytest.mark.parametrize("game", GAMES)
def test_the_list_is_synced_once_per_game_not_per_move(game: str) -> None:
    t = Table.new(players=3, game=game, seed=1, pace=0)
    changes: list[Any] = []
    t.observe(changes.append, names=["exercise_list"])
    for _ in range(8):
        t.play(t.game.legal_moves()[0])
    t.undo()
    assert changes == []
    other = GAMES[1 - GAMES.index(game)]
    t.game = Table.new(players=3, game=other, seed=1, pace=0).game
    assert len(changes) == 1 and {r[0] for r in t.exercise_list}.isdisjoint(
        {r[0] for r in changes[0]["old"]})


@pytest.mark.parametrize("ident", ["GTR-14", "GC-04"])
def test_the_page_opens_an_exercise(ident: str) -> None:
    t = Table.new(players=3, seed=1, pace=0)
    send(t, {"type": "exercise", "id": ident, "version": t.version})
    assert t.error == "" and t.exercise_info["id"] == ident
    assert t.game.engine.name == exercise(ident)["game"]
    assert ident in [row[0] for row in t.exercise_list]


@pytest.mark.parametrize("message, says", [
    ({"type": "exercise", "id": "No-Such-9", "version": 0}, "no exercise 'No-Such-9'"),
    ({"type": "exercise", "id": "GTR-14", "version": 7}, "older table"),
    ({"type": "exercise", "id": "GTR-14"}, "no valid version"),
    ({"type": "exercise", "id": 14, "version": 0}, "exercise id"),
    ({"type": "exercise", "id": "", "version": 0}, "exercise id"),
    ({"type": "exercise", "id": "x" * 10_000, "version": 0}, "at most 100 characters"),
])
def test_a_bad_exercise_message_is_refused_and_changes_nothing(message: dict[str, Any],
                                                               says: str) -> None:
    t = Table.new(players=3, seed=1, pace=0)
    t.exercise("GTR-06")
    before = state(t)
    send(t, dict(message, version=message.get("version", 0) + t.version)
         if "version" in message else message)
    assert says in t.error and len(t.error) < 200
    assert state(t) == before


def test_a_fixed_seat_may_not_open_an_exercise_from_the_page() -> None:
    # Opening one replaces the game, like loading a scenario: only with undo='any'.
    t = Table.new(players=3, seed=1, pace=0, viewer=0)
    before = state(t)
    send(t, {"type": "exercise", "id": "GTR-14", "version": t.version})
    assert "undo='any'" in t.error and state(t) == before

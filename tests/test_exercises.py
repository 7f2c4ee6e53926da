"""The rulebooks' examples as exercises: the data, the DataFrame, and the runner on a table.

Every exercise's answer is the book's move(s): it must be legal from the exercise's position
and reach the position the book describes (the scenario's facts after those moves, and the
exercise's own). Each cites a rulebook line that exists in the seed files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import SHARED

from gtr_widget import Table
from gtr_widget.core.errors import IllegalMove
from gtr_widget.scenarios import exercise, exercise_ids, exercises
from gtr_widget.scenarios.exercise_book import LEVELS, book_moves, position, verify
from gtr_widget.widget.exercise import ExerciseRun

SEEDS = [SHARED / "seeds", Path("/work/shared/seeds")]  # beside the checkout, or the shared copy
LINE = re.compile(r"^(\d{3}):(\d+)$")
IDS = exercise_ids()


def _seed_lines(name: str) -> list[str] | None:
    for folder in SEEDS:
        found = sorted(folder.glob(f"{name}_*.txt")) if folder.is_dir() else []
        if found:
            return found[0].read_text(encoding="utf-8").splitlines()
    return None


@pytest.mark.parametrize("ident", IDS)
def test_the_answer_is_legal_and_reaches_the_books_position(ident: str) -> None:
    failures, checked = verify(ident)
    assert failures == []
    assert checked > 0, "an exercise must check at least one fact of the book's position"
    assert exercise(ident)["answer"] == book_moves(ident), "the answer is the book's moves"


@pytest.mark.parametrize("ident", IDS)
def test_each_exercise_cites_a_rulebook_line_that_exists(ident: str) -> None:
    ex = exercise(ident)
    for cited in (ex["hint"]["line"], ex["seed"]):
        match = LINE.match(cited)
        assert match, f"{cited!r} is not FILE:LINE"
        lines = _seed_lines(match[1])
        if lines is None:
            pytest.skip("the rulebook seed files are not on this machine")
        n = int(match[2])
        assert 1 <= n <= len(lines) and lines[n - 1].strip(), f"{cited} is not a line of text"
    assert ex["question"] and ex["hint"]["rule"] and ex["explanation"]


def test_there_are_enough_ordered_from_the_basics_up() -> None:
    df = exercises()
    assert len(df) >= 30 and df["id"].is_unique
    by_game = df.groupby("game")["id"].count().to_dict()
    assert by_game.get("glory_to_rome", 0) >= 20 and by_game.get("great_city", 0) >= 10
    for _game, levels in df.groupby("game")["level"]:
        assert levels.is_monotonic_increasing, "each game's exercises run from the basics up"
        assert set(levels) == set(LEVELS), "each game has every level"


def test_the_dataframe_has_one_row_per_exercise() -> None:
    df = exercises()
    assert list(df["id"]) == IDS
    for column in ("id", "game", "title", "level", "question", "rulebook_line", "seed"):
        assert column in df.columns
    row = df.set_index("id").loc["GTR-14"]
    assert row["game"] == "glory_to_rome" and row["rulebook_line"] == "003:349"  # Archway


def test_an_unknown_exercise_is_a_short_key_error() -> None:
    with pytest.raises(KeyError, match="no exercise 'nope'"):
        exercise("nope")


@pytest.mark.parametrize("ident", ["GTR-14", "GC-04"])
def test_a_wrong_answer_is_refused_with_the_hint_and_changes_nothing(ident: str) -> None:
    t = Table.new(players=3, seed=1)
    run = t.exercise(ident)
    assert t.exercise_info["question"] == exercise(ident)["question"]
    assert t.exercise_info["hint"] == "" and not t.exercise_info["solved"]
    right = book_moves(ident)[0]
    wrong = next(str(m) for m in t.game.legal_moves() if str(m) != right)
    before, version = t.game.to_json(), t.game.version
    with pytest.raises(IllegalMove, match="Hint") as refused:
        t.play(wrong)
    line = exercise(ident)["hint"]["line"]
    assert line in str(refused.value)
    assert t.game.to_json() == before and t.game.version == version
    assert t.exercise_info["tries"] == 1 and line in t.exercise_info["hint"]
    assert run.done == 0


def test_an_illegal_answer_gives_the_rules_reason_and_the_hint() -> None:
    t = Table.new(players=3, seed=1)
    t.exercise("GTR-14")
    before = t.game.to_json()
    with pytest.raises(IllegalMove, match="003:349"):
        t.play("architect: add Marble to Gate")
    assert t.game.to_json() == before


def test_the_right_answer_advances_and_the_end_shows_the_explanation() -> None:
    t = Table.new(players=3, seed=1)
    t.exercise("GTR-14")  # Archway, 003:349-351: the Pool's Brick first, then the stockpile's
    t.play("archway: add Brick from pool to Gate")
    assert t.exercise_info["done"] == 1 and not t.exercise_info["solved"]
    assert t.exercise_info["explanation"] == ""
    move = next(m for m in t.game.legal_moves() if str(m) == "architect: add Brick to Gate")
    t.play(move)  # a Move object, as a click sends it
    info = t.exercise_info
    assert info["solved"] and info["done"] == info["total"] == 2
    assert info["explanation"] == exercise("GTR-14")["explanation"] and info["seed"] == "003:351"


def test_a_click_on_a_wrong_move_is_refused_on_the_page() -> None:
    t = Table.new(players=3, seed=1)
    t.exercise("GC-04")  # Market, 001:445: the book builds on e4
    wrong = next(i for i, m in enumerate(t.offered()[0]) if str(m) != "build Market at e4")
    before = t.game.to_json()
    t._on_msg(t, {"type": "move", "id": wrong, "version": t.version}, [])
    assert "Hint" in t.error and "001:445" in t.error
    assert t.game.to_json() == before and t.exercise_info["tries"] == 1
    right = next(i for i, m in enumerate(t.offered()[0]) if str(m) == "build Market at e4")
    t._on_msg(t, {"type": "move", "id": right, "version": t.version}, [])
    assert t.error == "" and t.exercise_info["solved"]


def test_another_game_on_the_table_closes_the_exercise() -> None:
    t = Table.new(players=3, seed=1)
    t.exercise("GTR-06")
    t.new_game(seed=2)
    assert t.exercise_info == {}
    t.play(t.game.legal_moves()[0])  # free play again


def test_the_runner_works_without_a_table() -> None:
    run = ExerciseRun.open("GC-14")  # 001:371, 001:383: produce, then build with the tokens
    with pytest.raises(IllegalMove, match="001:371"):
        run.check(run.game, "pass")
    for move in book_moves("GC-14"):
        run.check(run.game, move)
        run.game.play(move)
    assert run.solved and run.info()["explanation"]


def test_the_position_is_the_scenario_after_its_first_steps() -> None:
    game = position("GTR-14")
    assert len(game.history) == exercise("GTR-14")["step"] and game.exact_undo


@pytest.mark.parametrize("ident", IDS)
def test_every_other_legal_move_is_refused_at_every_step_of_the_answer(ident: str) -> None:
    """Only the book's move passes, whichever of the legal moves is tried; each refusal names
    the rule's line and leaves the game exactly as it was."""
    run = ExerciseRun.open(ident)
    line = exercise(ident)["hint"]["line"]
    for book in book_moves(ident):
        before, version = run.game.to_json(), run.game.version
        book_text = run.answer[run.done]
        for move in run.game.legal_moves():
            if str(move) == book_text:
                continue
            with pytest.raises(IllegalMove, match=re.escape(line)):
                run.check(run.game, move)
            assert run.game.to_json() == before and run.game.version == version
        run.check(run.game, book)
        run.game.play(book)
    assert run.solved

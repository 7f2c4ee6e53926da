"""The timeline of a game, for both games: `history` is the current line, `goto` walks it,
a different move in the past starts a new line, `lines` keeps every one and `switch` goes
back to it, saves keep every line, and looking back never shows a seat more than it saw.
Fair undo (docs/hidden-information.md) holds on every path: going back past a draw deals the
unseen cards again, and no line shows a position its players did not see."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from gtr_widget.core import IllegalMove, SaveFileError
from gtr_widget.glory_to_rome import Game as Rome
from gtr_widget.great_city import Game as City

GAMES = [pytest.param(Rome, id="glory_to_rome"), pytest.param(City, id="great_city")]


def _played(cls: Any, moves: int, seed: int = 3) -> tuple[Any, list[dict[str, Any]]]:
    """A game `moves` random moves in, and every seat's view at each ply on the way."""
    g = cls.new(3, seed=seed)
    g.undo_rng = random.Random(seed)
    rng = random.Random(seed)
    seen = [_views(g)]
    for _ in range(moves):
        g.play(rng.choice(g.legal_moves()))
        seen.append(_views(g))
    return g, seen


def _views(g: Any) -> dict[Any, Any]:
    return {seat: _without_version(g.view(seat)) for seat in [None, 0, 1, 2]}


def _without_version(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "version"}


def _other_move(g: Any, line: list[str]) -> Any:
    """A legal move at `g`'s position that is not the line's next one."""
    return next(m for m in g.legal_moves() if m.text != line[g.ply])


def _branch_point(g: Any, line: list[str], start: int) -> int:
    """The first ply from `start` where another move than the line's is legal."""
    for ply in range(start, len(line)):
        if len(g.review(ply).legal_moves()) > 1:
            return ply
    raise AssertionError("no ply with a choice")


@pytest.mark.parametrize("cls", GAMES)
def test_goto_walks_the_line_and_history_stays_the_line(cls: Any) -> None:
    g, seen = _played(cls, 40)
    line = g.history
    assert g.ply == 40 and g.lines == [line] and g.line == 0
    g.goto(10, exact=True)
    assert g.ply == 10 and g.history == line and _views(g) == seen[10]
    g.goto(0, exact=True)
    assert g.ply == 0 and _views(g) == seen[0]
    g.goto(40)
    assert g.ply == 40 and _views(g) == seen[40] and g.lines == [line]
    g.undo(exact=True).undo(exact=True).redo()
    assert g.ply == 39 and g.history == line


@pytest.mark.parametrize("cls", GAMES)
def test_review_is_the_past_as_each_seat_saw_it_and_moves_nothing(cls: Any) -> None:
    g, seen = _played(cls, 30)
    before = (g.to_json(), g.version, g.ply)
    for ply in (0, 7, 18, 30):
        past = g.review(ply)
        assert _views(past) == seen[ply]
        assert past.log_for(1) == g.review(ply).log_for(1)
    assert (g.to_json(), g.version, g.ply) == before
    with pytest.raises(IllegalMove, match="no ply 31"):
        g.review(31)


@pytest.mark.parametrize("cls", GAMES)
def test_a_different_move_in_the_past_starts_a_line_and_keeps_the_old(cls: Any) -> None:
    g, seen = _played(cls, 30)
    old = g.history
    fork = _branch_point(g, old, 12)
    g.goto(fork, exact=True)
    other = _other_move(g, old)
    g.play(other)
    assert len(g.lines) == 2 and g.line == 1 and g.lines[0] == old
    assert g.history == old[:fork] + [other.text] and g.ply == fork + 1
    g.switch(0)  # the old line, at its end, exactly as it was played
    assert g.line == 0 and g.history == old and g.ply == 30 and _views(g) == seen[30]
    g.switch(1)
    assert g.history == old[:fork] + [other.text]


@pytest.mark.parametrize("cls", GAMES)
def test_following_the_line_is_not_a_new_line(cls: Any) -> None:
    g, _ = _played(cls, 20)
    old = g.history
    g.goto(5, exact=True)
    g.play(old[5])
    assert g.lines == [old] and g.ply == 6


@pytest.mark.parametrize("cls", GAMES)
def test_a_line_inside_another_is_not_listed_twice(cls: Any) -> None:
    g, _ = _played(cls, 20)
    old = g.history
    fork = _branch_point(g, old, 8)
    g.goto(fork, exact=True)
    g.play(_other_move(g, old))
    g.switch(0)
    g.goto(fork, exact=True)
    g.play(g.lines[1][fork])  # the second line's move again: no third line
    assert len(g.lines) == 2


@pytest.mark.parametrize("cls", GAMES)
def test_saves_keep_every_line_and_old_saves_load(cls: Any) -> None:
    g, _ = _played(cls, 24)
    old = g.history
    fork = _branch_point(g, old, 9)
    g.goto(fork)  # fair: may deal again
    g.play(_other_move(g, old))
    text = g.to_json()
    assert len(json.loads(text)["lines"]) == 1
    again = cls.from_json(text)
    assert again.lines == g.lines and again.line == g.line and again.history == g.history
    assert again.state.to_dict() == g.state.to_dict()
    again.switch(0)
    g.switch(0)
    assert again.state.to_dict() == g.state.to_dict() and again.history == old
    plain, _ = _played(cls, 10)
    data = json.loads(plain.to_json())
    assert "lines" not in data and cls.from_json(plain.to_json()).lines == [plain.history]


@pytest.mark.parametrize("cls", GAMES)
@pytest.mark.parametrize("bad, words", [
    ({"lines": [{"moves": ["no such move"], "reshuffles": []}], "line": 1}, "lines[0] move 1"),
    ({"lines": [{"moves": [], "reshuffles": []}], "line": 5}, "'line'"),
    ({"lines": [{"moves": []}], "line": 1}, "reshuffles"),
    ({"line": 0}, "'line'"),
    *[({"lines": [{"moves": [], "reshuffles": []}], "line": odd}, "line: Input should be a "
       "valid integer") for odd in ("1", 1.0, True)],  # an int is an int: the fuzz's forgeries
    ({"lines": [{"moves": [], "reshuffles": [[9, 1]]}], "line": 1}, "reshuffles"),
])
def test_corrupt_lines_are_refused(cls: Any, bad: dict[str, Any], words: str) -> None:
    from gtr_widget.core import saves

    g, _ = _played(cls, 6)
    data = json.loads(g.to_json())
    data.update(bad)
    data.pop("checksum")
    data["checksum"] = saves.checksum(data)
    with pytest.raises(SaveFileError, match=words.replace("[", r"\[").replace("]", r"\]")):
        cls.from_json(json.dumps(data))


@pytest.mark.parametrize("cls", GAMES)
def test_navigation_refusals_name_the_range_and_change_nothing(cls: Any) -> None:
    g, _ = _played(cls, 8)
    before = (g.to_json(), g.version)
    for bad in (-1, 9, "3", True, 2.0):
        with pytest.raises(IllegalMove, match="goto takes 0..8"):
            g.goto(bad)  # type: ignore[arg-type]
    for bad in (1, -1, "0"):
        with pytest.raises(IllegalMove, match="0..0"):
            g.switch(bad)  # type: ignore[arg-type]
    assert (g.to_json(), g.version) == before


def test_going_back_past_a_draw_and_branching_deals_again_and_hides_the_old_line() -> None:
    """Fair undo through the timeline (docs/hidden-information.md): after goto back past a
    draw, the draw pile is dealt again, so the branch cannot use the old line's draws; the
    old line stays as it was seen, and switching to it shows its own draws, not the new deal's."""
    g = Rome.new(3, seed=5)
    g.undo_rng = random.Random(1)
    g.play("think: draw one")  # 003:147 a player who thinks may draw a card
    drawn = g.view(0)["players"][0]["hand"]
    old_pile = list(g.state.draw)
    g.goto(0)
    assert len(g.state.draw) == len(old_pile) + 1 and g.state.draw[1:] != old_pile
    branch = next(m for m in g.legal_moves() if m.text.startswith("lead"))
    g.play(branch)
    assert len(g.lines) == 2
    new_order = list(g.state.draw)
    g.switch(0)
    assert g.view(0)["players"][0]["hand"] == drawn and list(g.state.draw) == old_pile
    g.switch(1)
    assert list(g.state.draw) == new_order

"""Bots take their turns: immediately without an event loop, after `pace` seconds with one."""

from __future__ import annotations

import asyncio
import threading

import pytest
from test_widget_fake import FakeGame

from gtr_widget.widget.seats import RandomBot, resolve_bot
from gtr_widget.widget.table import Table


class FirstMoveBot:
    name = "first"

    def __init__(self) -> None:
        self.seen: list[dict] = []

    def choose(self, view: dict, moves: list) -> object:
        self.seen.append(view)
        return moves[0]


def test_bots_answer_until_a_person_decides() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    bot = FirstMoveBot()
    t.seat(1, bot).seat(2, "random", seed=3)
    assert g.decision.player == 0
    t.play("think: take a Jack")
    assert g.decision.player == 0 and g.version == 3
    assert t.version == 3 and t.moves  # the person is offered moves again


def test_bots_by_name_play_real_games() -> None:
    pytest.importorskip("gtr_widget.bots")
    from gtr_widget import Game

    g = Game.new(players=3, seed=2)
    t = Table(g, pace=0).seat(1, "heuristic", seed=1).seat(2, "random", seed=2)
    t.play(g.legal_moves()[0])
    assert g.decision.player == 0 or g.is_over
    assert t.seats[1].startswith("bot:") and t.error == ""


def test_bots_get_their_own_view_only() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    bot = FirstMoveBot()
    t.seat(1, bot)
    t.play("think: take a Jack")
    assert bot.seen and all(v["seat"] == 1 for v in bot.seen)
    assert bot.seen[0]["players"][0]["hand"] is None


def test_all_bot_table_plays_to_the_end() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    for s in range(3):
        t.seat(s, "random", seed=s)
    assert g.is_over and t.view["is_over"] and t.moves == []
    assert t.seats == ["bot: random"] * 3


def test_undo_goes_back_past_bot_moves_to_the_person() -> None:
    g = FakeGame()
    t = Table(g, pace=0)
    t.seat(1, "random", seed=1).seat(2, "random", seed=2)
    t.play("think: take a Jack")
    assert g.version == 3
    t.undo()
    assert g.decision.player == 0 and t.moves


def in_a_loop(scenario: object) -> None:
    """Run an async test body on an event loop of its own thread (another library's loop may
    be running on this one, e.g. Playwright's)."""
    errors: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(scenario())
        except BaseException as exc:  # noqa: BLE001 - re-raised below in the test's thread
            errors.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(10)
    if errors:
        raise errors[0]


async def until(check: object, limit: float = 5.0) -> None:
    """Wait (on the loop) until `check()` holds; fails after `limit` seconds of waiting."""
    waited = 0.0
    while not check():
        assert waited < limit, "the table never got there"
        await asyncio.sleep(0.01)
        waited += 0.01


def test_paced_bots_wait_on_the_event_loop_and_say_who_thinks() -> None:
    async def scenario() -> None:
        g = FakeGame()
        t = Table(g, pace=0.05)
        t.seat(1, "random", seed=1)
        t.play("think: take a Jack")
        assert g.decision.player == 1 and t.thinking == "Bo is thinking…"
        await until(lambda: g.decision.player == 2)
        assert t.thinking == ""
        t.pace = 0.01
        t.seat(2, "random", seed=2)
        assert t.thinking == "Cy is thinking…"
        await until(lambda: g.decision.player == 0)
        assert t.thinking == "" and t.moves
        t.close()

    in_a_loop(scenario)


def test_bots_resume_after_undo_then_redo() -> None:
    async def scenario() -> None:
        g = FakeGame()
        t = Table(g, pace=0.02).seat(1, "random", seed=1).seat(2, "random", seed=2)
        t.play("think: take a Jack")
        assert g.decision.player == 1
        t.undo()  # before the bot answered: the person's move is taken back
        assert g.ply == 0 and t.thinking == "" and g.decision.player == 0
        t.redo()  # the person's move again: the bots must answer it
        assert t.thinking == "Bo is thinking…"
        await until(lambda: g.decision.player == 0 and g.ply == 3)
        assert t.thinking == "" and t.moves and t.version == g.version
        t.close()

    in_a_loop(scenario)


def test_a_refused_redo_does_not_stop_a_waiting_bot() -> None:
    async def scenario() -> None:
        g = FakeGame()
        t = Table(g, pace=0.02).seat(1, "random", seed=1)
        t.play("think: take a Jack")
        t._on_msg(t, {"type": "redo", "version": t.version}, [])
        assert t.error == "nothing to redo" and t.thinking == "Bo is thinking…"
        await until(lambda: g.decision.player == 2)
        t.close()

    in_a_loop(scenario)


def test_redo_replays_the_undone_bot_moves() -> None:
    g = FakeGame()
    t = Table(g, pace=0).seat(1, "random", seed=1).seat(2, "random", seed=2)
    t.play("think: take a Jack")
    played = g.history
    t.undo()
    assert g.ply == 0
    t.redo()
    assert g.history == played and g.decision.player == 0 and t.moves


def test_scripted_play_lets_the_bots_answer_after_the_cell() -> None:
    from gtr_widget.widget import redraw

    g = FakeGame()
    t = Table(g, pace=0).seat(1, "random", seed=1)
    g.play("think: take a Jack")  # a cell plays for the person; seat 1's bot must answer
    assert g.decision.player == 1
    redraw.after_execute()  # what IPython's post_execute runs when the cell ends
    assert g.decision.player == 2 and t.version == g.version == 2


def test_a_bot_choosing_an_illegal_move_shows_an_error() -> None:
    class Cheat:
        def choose(self, view: dict, moves: list) -> str:
            return "lead Patron: the whole deck"

    g = FakeGame()
    t = Table(g, pace=0)
    t.seat(1, Cheat())
    t.play("think: take a Jack")
    name = g.players[1]
    assert f"{name} (a bot) made a mistake" in t.error and g.decision.player == 1
    assert "Patron" not in t.error  # what the bot tried stays in Python
    assert "not legal" in str(t.bot_error) and t.thinking == ""


def test_resolve_bot_accepts_random_objects_and_none() -> None:
    assert resolve_bot(None) is None and resolve_bot("human") is None
    made = resolve_bot("random", seed=1)
    assert getattr(made, "name", "") == "random" and callable(made.choose)
    assert isinstance(RandomBot(1).choose({}, [1, 2]), int)
    assert isinstance(resolve_bot(FirstMoveBot), FirstMoveBot)
    with pytest.raises(ValueError):
        resolve_bot("grandmaster")
    with pytest.raises(TypeError):
        resolve_bot(42)

"""The toy game runs through every shared part: bots, IS-MCTS, simulate, what_if, frames,
scenario-free saves, undo/redo (issue F: the core knows no game)."""

from __future__ import annotations

from pathlib import Path

from toy.high_card import HighCardGame

from gtr_widget.analysis import determinize, simulate, what_if
from gtr_widget.bots import ISMCTSBot, RandomBot, bot_move, make_bot, play_game


def test_bots_play_it_to_the_end() -> None:
    g = play_game([RandomBot(1), ISMCTSBot(iterations=20, seed=2)], game=HighCardGame.new(2, 4))
    assert g.is_over and g.winners and len(g.history) >= 4


def test_ismcts_finds_the_winning_card() -> None:
    """Last card of the game for seat 1: playing its high card wins, passing loses."""
    g = HighCardGame.new(2, seed=1)
    while len(g.history) < 5:
        g.play(g.legal_moves()[0] if g.decision.player == 0 else "pass"
               if "pass" in [m.text for m in g.legal_moves()] else g.legal_moves()[-1])
    bot = ISMCTSBot(iterations=50, seed=0, policy="random")
    move = bot_move(g, bot)
    assert move.verb == "play" and bot.last_stats["iterations"] == 50


def test_make_bot_knows_the_core_bots_only() -> None:
    assert isinstance(make_bot("random", game="high_card"), RandomBot)
    try:
        make_bot("heuristic", game="high_card")
    except ValueError as e:
        assert "'random', 'ismcts'" in str(e)
    else:
        raise AssertionError("the toy game has no heuristic bot")


def test_simulate_and_what_if() -> None:
    df = simulate(6, players=2, game="high_card", seed=3, workers=2, progress=False, chunk=2)
    assert len(df) == 6 and (df["game"] == "high_card").all()
    assert df.equals(simulate(6, players=2, game="high_card", seed=3, workers=1,
                              progress=False))
    g = HighCardGame.new(3, seed=2)
    table = what_if(g, n=60, bot="random", workers=1, progress=False)
    assert set(table["move"]) == {m.text for m in g.legal_moves()}
    assert table["playouts"].sum() == 60


def test_determinize_keeps_what_the_seat_knows() -> None:
    g = HighCardGame.new(3, seed=5)
    g.play(g.legal_moves()[0])
    other = determinize(g, 1, rng=7)
    assert other.state["hands"][1] == g.state["hands"][1]
    assert other.state["played"] == g.state["played"]
    assert sorted(sum(other.state["hands"], []) + other.state["rest"]) == \
        sorted(sum(g.state["hands"], []) + g.state["rest"])


def test_frames_and_undo_redo() -> None:
    g = HighCardGame.new(2, seed=8)
    for _ in range(3):
        g.play(g.legal_moves()[0])
    mine = g.frames_for(1)
    assert list(mine.legal_moves["text"]) == [m.text for m in g.legal_moves()]
    assert g.frames_for(0).legal_moves.empty  # not seat 0's decision
    assert list(g.frames.log["text"]) == g.history
    assert list(g.frames.scores["total"]) == [s["total"] for s in g.scores()]
    first = g.to_json()
    g.undo().undo()
    g.redo()
    assert g.ply == 2
    g.redo()
    assert g.to_json() == first


def test_the_template_is_at_most_a_hundred_lines() -> None:
    """Issue 26, item 6: a third game starts as a copy of a template of at most 100 lines."""
    source = Path(__file__).parent / "toy" / "high_card.py"
    assert len(source.read_text(encoding="utf-8").splitlines()) <= 100

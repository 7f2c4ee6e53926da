"""A bot's `choose(view, moves)` handed something that is not a decision says so in a short
ValueError, for every bot of both games; sound arguments still give a legal move, and a
bot's own fault is re-raised as it was (gtr_widget/bots/bad_input.py)."""

from __future__ import annotations

import pytest

from gtr_widget import Game
from gtr_widget.bots.bad_input import choice_problem, refuse_or_reraise
from gtr_widget.bots.base import make_bot
from gtr_widget.great_city import Game as GreatCityGame

GAMES = {"glory_to_rome": lambda: Game.new(3, seed=1),
         "great_city": lambda: GreatCityGame.new(3, seed=1)}
BOTS = ("random", "ismcts", "heuristic")


def _bot(name: str, game):
    bot = make_bot(name, seed=1, game=game.engine.name)
    if name == "ismcts":
        bot.iterations = 10
    return bot


def _deciding_view(game):
    return game.view(game.engine.player(game.state))


@pytest.fixture(params=sorted(GAMES))
def game(request):
    return GAMES[request.param]()


@pytest.mark.parametrize("name, moves, words", [
    *((name, [], "moves is empty") for name in BOTS),
    *((name, None, "moves=None") for name in BOTS),
    *((name, {1, 2}, "moves={") for name in BOTS),
    # the random bot picks from any sequence, a text too: it never looks inside
    *((name, "abc", "moves='abc'") for name in ("ismcts", "heuristic")),
])
def test_moves_that_are_no_list_of_moves_are_refused(game, name, moves, words):
    with pytest.raises(ValueError, match=words) as e:
        _bot(name, game).choose(_deciding_view(game), moves)
    assert "Game.legal_moves()" in str(e.value) and len(str(e.value)) < 200


@pytest.mark.parametrize("name", ("heuristic",))
@pytest.mark.parametrize("junk", [1, "x", None])
def test_a_move_that_is_not_a_move_is_refused_by_the_bots_that_read_moves(game, name, junk):
    with pytest.raises(ValueError, match="not a Move"):
        _bot(name, game).choose(_deciding_view(game), [junk, *game.legal_moves()])


@pytest.mark.parametrize("name", ("ismcts", "heuristic"))
@pytest.mark.parametrize("view, words", [
    (None, "view=None"),
    ("x", "view='x'"),
    ({}, "the view has no "),
])
def test_a_view_that_is_not_a_view_is_refused(game, name, view, words):
    with pytest.raises(ValueError, match=words) as e:
        _bot(name, game).choose(view, game.legal_moves())
    assert "Game.view(seat)" in str(e.value)


@pytest.mark.parametrize("name", BOTS)
def test_sound_arguments_still_give_a_legal_move(game, name):
    moves = game.legal_moves()
    assert _bot(name, game).choose(_deciding_view(game), moves) in moves


def test_the_random_bot_reads_no_view(game):
    moves = game.legal_moves()
    assert make_bot("random", seed=1).choose("not read", moves) in moves


def test_a_bots_own_fault_is_re_raised_as_it_was(game):
    moves, view = game.legal_moves(), _deciding_view(game)
    fault = KeyError(next(iter(view)))  # a KeyError naming a key the view has
    assert choice_problem(view, moves, fault) is None
    with pytest.raises(KeyError) as e:
        refuse_or_reraise(view, moves, fault)
    assert e.value is fault

"""The heuristic bot's observation says what the deciding seat's view says, and nothing more."""

from __future__ import annotations

import random

import pytest
from gc_helpers import hidden_from, play_random

from gtr_widget.bots import play_game
from gtr_widget.great_city import ENGINE, Game
from gtr_widget.great_city.bots.heuristic import HeuristicBot
from gtr_widget.great_city.observation import Observation


def fields(o: Observation) -> dict:
    return {k: getattr(o, k) for k in Observation.__slots__}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observation_equals_what_the_view_says(players: int) -> None:
    g = play_random(players, seed=players, moves=0, shrine=True)
    rng = random.Random(players)
    while not g.is_over:
        seat = g.decision.player
        got = fields(ENGINE.observation(g.state, seat))
        assert got == fields(Observation.from_view(g.view(seat)))
        assert list(got["city"]) == sorted(got["city"])  # the order the view lists a city
        g.play(rng.choice(g.legal_moves()))


def test_observation_holds_no_hidden_card() -> None:
    for moves in (0, 2, 40, 90):
        g = play_random(3, seed=moves, moves=moves)
        seat = g.decision.player
        o = ENGINE.observation(g.state, seat)
        assert o.hand == list(g.state.players[seat].hand)
        cards = {*o.hand, *o.city.values(), *o.points, *o.offer}
        assert not cards & hidden_from(g, seat)


def test_the_bot_plays_the_same_from_a_view_or_an_observation() -> None:
    a = play_game(["heuristic"] * 3, players=3, seed=4, kind="great_city")
    g = Game.new(3, seed=4)
    bots = [HeuristicBot(4 * 7919 + i) for i in range(3)]
    while not g.is_over:
        moves = g.legal_moves()
        seat = g.decision.player
        g.play(moves[0] if len(moves) == 1 else bots[seat].choose(g.view(seat), moves))
    assert g.history == a.history

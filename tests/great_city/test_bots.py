"""The heuristic bot: plays from a view, replays exactly, and beats random play."""

from __future__ import annotations

import random

from gtr_widget.great_city import ENGINE, Game
from gtr_widget.great_city.bots import HeuristicBot


def play(players, seed, bot_seats):
    g = Game.new(players, seed=seed)
    bots = {i: HeuristicBot(seed + i) for i in bot_seats}
    rng = random.Random(seed)
    while not g.is_over:
        seat = g.decision.player
        moves = g.legal_moves()
        g.play(bots[seat].choose(g.view(seat), moves) if seat in bots else rng.choice(moves))
    return g


def test_the_engine_offers_the_heuristic_bot() -> None:
    assert ENGINE.bots()["heuristic"] is HeuristicBot


def test_heuristic_beats_random() -> None:
    wins = 0
    for seed in range(6):
        g = play(3, seed, {0})
        wins += 0 in g.winners
    assert wins >= 5


def test_bot_games_replay_exactly() -> None:
    a = play(2, 4, {0, 1})
    b = play(2, 4, {0, 1})
    assert a.history == b.history
    assert all(row["total"] > 0 for row in a.scores())

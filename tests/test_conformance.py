"""Every game passes the core's random-simulation check (gtr_widget.core.conformance): the
toy game, and Glory to Rome in each edition and player count."""

from __future__ import annotations

import pytest
from toy.high_card import HighCardGame

from gtr_widget import Game
from gtr_widget.core.conformance import check_random_game
from gtr_widget.glory_to_rome.information import all_cards


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("seed", range(5))
def test_toy_game(players: int, seed: int) -> None:
    g = check_random_game(lambda s: HighCardGame.new(players, s), seed)
    assert sum(len(p) for p in g.state["played"]) >= 3 * players - players  # passes excepted


def _cards_conserved(state) -> None:
    assert sorted(all_cards(state)) == list(range(state.deck.size))


@pytest.mark.parametrize("edition,players,seed", [
    ("republic", 2, 1), ("republic", 4, 2), ("imperium", 3, 3), ("imperium", 5, 4),
    ("first", 2, 5), ("first", 3, 6), ("gloria", 2, 7), ("gloria", 4, 8),
])
def test_glory_to_rome(edition: str, players: int, seed: int) -> None:
    check_random_game(lambda s: Game.new(players, edition=edition, seed=s), seed,
                      invariants=_cards_conserved, leak_every=7, save_every=150)


@pytest.mark.parametrize("edition,players,seed", [("republic", 3, 9), ("imperium", 2, 10)])
def test_glory_to_rome_geek(edition: str, players: int, seed: int) -> None:
    check_random_game(lambda s: Game.new(players, edition=edition, seed=s, geek=True), seed,
                      invariants=_cards_conserved, leak_every=7, save_every=150)

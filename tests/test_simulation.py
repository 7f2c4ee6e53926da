"""Random games in every edition and player count, checking invariants after every move."""

from __future__ import annotations

import random

import pytest
from helpers import all_card_ids, check_invariants, site_count

from gtr_widget import Game


@pytest.mark.parametrize("edition", ["republic", "imperium", "first", "gloria"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_game_keeps_every_invariant(edition: str, players: int) -> None:
    g = Game.new(players, edition=edition, seed=1000 * players + len(edition))
    rng = random.Random(players)
    total, sites = all_card_ids(g.state), site_count(g.state)
    assert max(total.values()) == 1 and len(total) == g.state.deck.size
    for moves in range(5000):
        check_invariants(g, total, sites)
        if g.is_over:
            break
        if moves % 60 == 0:  # a full save/load round trip now and then: it replays the game
            assert Game.from_json(g.to_json()).view(None) == g.view(None)
        g.play(rng.choice(g.legal_moves()))
    assert g.is_over, "the game did not end"
    assert g.winners and g.end_reason
    assert Game.from_json(g.to_json()).view(None) == g.view(None)


@pytest.mark.parametrize("edition", ["republic", "imperium", "first", "gloria"])
def test_training_game_plays_to_the_end(edition: str) -> None:
    g = Game.new(3, edition=edition, seed=5, training=True)
    rng = random.Random(5)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    assert g.end_reason in {"the draw deck ran out", "the last Site in town was claimed"}


@pytest.mark.parametrize("edition", ["republic", "imperium"])
@pytest.mark.parametrize("players", [2, 4])
def test_random_geek_game_keeps_every_invariant(edition: str, players: int) -> None:
    """The Geek cards in the deck (geek=True, 003:674-765)."""
    g = Game.new(players, edition=edition, seed=77 * players, geek=True)
    rng = random.Random(players)
    total, sites = all_card_ids(g.state), site_count(g.state)
    for _ in range(5000):
        check_invariants(g, total, sites)
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    assert g.is_over and g.winners
    assert Game.from_json(g.to_json()).view(None) == g.view(None)

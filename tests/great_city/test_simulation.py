"""Random games for 2, 3 and 4 players, with and without the Shrine, checked after every move:
grid rules, card conservation, no negative coins or tokens, round and phase order, strip turn
order, clone and save round trips, no hidden card in any seat's view; each game ends after its
14 (or 7) rounds (001:89, 217, 326, 338)."""

from __future__ import annotations

import random

import pytest
from gc_helpers import check_copies, check_counts, check_grid, check_new_log_lines, check_views

from gtr_widget.great_city import Game

DECIDING = {"draft", "emissary", "take", "act", "school_deck", "school_keep", "school_bottom"}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("shrine", [False, True])
def test_random_games_keep_every_rule(players: int, shrine: bool) -> None:
    seed = players * 10 + shrine
    g = Game.new(players, seed=seed, shrine=shrine)
    rng = random.Random(seed)
    rounds = 7 if players == 2 else 14
    assert g.rules.rounds == rounds
    last_round, acted, last_space = 0, False, 0
    k = 0
    logs = check_new_log_lines(g)
    while not g.is_over:
        s = g.state
        assert s.phase in DECIDING
        if s.round != last_round:
            assert s.round == last_round + 1 and s.phase == "emissary"
            last_round, acted, last_space = s.round, False, 0
        if s.phase in ("draft", "emissary"):
            assert not acted, "emissaries are all placed before the first action (001:124)"
        else:
            acted = True
            assert s.space >= last_space, "turns follow the strip (001:124, 196)"
            last_space = s.space
        g.play(rng.choice(g.legal_moves()))
        k += 1
        check_grid(g)
        check_counts(g)
        check_views(g)
        logs = check_new_log_lines(g, logs)
        check_copies(g, save=k % 40 == 0)
    assert g.state.round == rounds
    assert g.state.decks["I"] == () or all(c >= 84 for c in g.state.decks["I"])
    check_copies(g, save=True)
    assert g.winners and g.decision is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_game_ends_after_its_rounds(players: int) -> None:
    for seed in range(6):
        g = Game.new(players, seed=100 + seed, shrine=seed % 2 == 1)
        rng = random.Random(seed)
        for _ in range(2000):
            if g.is_over:
                break
            g.play(rng.choice(g.legal_moves()))
        assert g.is_over and g.state.round == (7 if players == 2 else 14)
        assert g.end_reason == f"{g.rules.rounds} rounds played"
        assert not g.state.offer and not any(x >= 0 for x in g.state.spaces)

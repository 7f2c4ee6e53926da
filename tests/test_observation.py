"""The fast bots' input: an Observation knows what the view shows, and nothing more."""

from __future__ import annotations

import random

import pytest
from helpers import midgame

from gtr_widget.bots import bot_move
from gtr_widget.glory_to_rome.bots.heuristic import Features, HeuristicBot
from gtr_widget.glory_to_rome.information import determinize, public_info
from gtr_widget.glory_to_rome.observation import Observation

PUBLIC = ("player_count", "turn", "role", "draw_count", "pool", "sites_left")
PER_SEAT = ("hand_count", "vault_count", "stockpile", "clientele", "buildings")


def _reading(obs: Observation) -> dict:
    """Everything an observation answers."""
    out = {k: getattr(obs, k) for k in PUBLIC + ("hand",)}
    out |= {(k, i): getattr(obs, k)(i) for k in PER_SEAT for i in range(obs.player_count)}
    out |= {("limit", k): obs.limit(k) for k in ("hand", "clientele", "vault")}
    return out


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
@pytest.mark.parametrize("moves", [20, 90, 160])
def test_an_observation_reads_the_same_in_every_deal_the_seat_cannot_tell_apart(edition, moves):
    g = midgame(edition=edition, seed=moves, moves=moves)
    for seat in range(len(g.players)):
        mine = _reading(Observation(g.state, seat))
        view, pub = g.view(seat), public_info(g.state, seat)
        for k in range(3):  # other hands and the draw pile dealt again at random
            other = determinize(view, pub, k)
            assert _reading(Observation(other, seat)) == mine


@pytest.mark.parametrize("moves", [10, 60, 130])
def test_an_observation_agrees_with_the_view(moves):
    g = midgame(seed=moves + 3, moves=moves)
    for seat in range(len(g.players)):
        obs, view = Observation(g.state, seat), g.view(seat)
        me = view["players"][seat]
        assert list(obs.hand) == [c["id"] for c in me["hand"]]
        assert obs.draw_count == view["deck"] and obs.turn == view["turn"]
        assert [obs.limit(k) for k in ("hand", "clientele", "vault")] == [
            me["limits"][k] for k in ("hand", "clientele", "vault")]
        for i, p in enumerate(view["players"]):
            assert obs.hand_count(i) == p["hand_count"]
            assert [(c, n, need, done) for c, n, need, done in obs.buildings(i)] == [
                (b["id"], len(b["materials"]), b["needed"], b["complete"])
                for b in p["buildings"]]


def test_the_heuristic_bot_chooses_alike_from_an_observation_and_from_the_view():
    rng = random.Random(5)
    for seed in range(4):
        g = midgame(seed=seed, moves=40 + 25 * seed)
        for _ in range(40):
            if g.is_over:
                break
            seat, moves = g.decision.player, g.legal_moves()
            from_view = Features.from_view(g.view(seat), seat)
            from_obs = Features.from_observation(Observation(g.state, seat))
            for k in ("hand", "stock", "pool", "clients", "client_room", "vault_room",
                      "hand_limit", "buildings", "deck", "role", "sites_left"):
                got, want = getattr(from_obs, k), getattr(from_view, k)
                assert (list(got) if k == "hand" else got) == (
                    list(want) if k == "hand" else dict(want) if k == "clients" else want), k
            a = HeuristicBot(seed).choose(g.view(seat), moves)
            assert a == HeuristicBot(seed).choose(Observation(g.state, seat), moves)
            assert bot_move(g, HeuristicBot(seed)) == a  # bot_move hands it the observation
            g.play(rng.choice(moves))


def test_a_dealt_position_keeps_no_log_in_search_but_a_game_made_from_it_does():
    from gtr_widget.analysis import determinize as deal_game

    g = midgame(seed=9, moves=50)
    seat = g.decision.player
    s = g.engine.sampler(g.engine.information_state(g.state, seat))(random.Random(1))
    before = len(s.log)
    legal = g.engine.start(s)
    g.engine.play(s, legal, legal[0])
    assert len(s.log) == before  # search plays it without writing a line
    d = deal_game(g, seat, 1)
    d.play(d.legal_moves()[0])
    assert len(d.state.log) > before  # a Game is read by people: it logs

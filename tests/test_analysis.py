"""Determinisation, what-if playouts, simulation and plots."""

from __future__ import annotations

import gc
import os

import matplotlib
import pytest
from helpers import midgame

from gtr_widget import Game, analysis
from gtr_widget.analysis import (
    plot_simulation,
    plot_what_if,
    simulate,
    simulation_summary,
    vp_over_turns,
    what_if,
)
from gtr_widget.analysis._pool import chunks, even_chunk
from gtr_widget.bots import play_game
from gtr_widget.glory_to_rome.information import Determinizer, all_cards, determinize, public_info
from gtr_widget.glory_to_rome.play.buildings.black_box.fountain import Drawn
from gtr_widget.glory_to_rome.play.stack import PowerFrame
from gtr_widget.glory_to_rome.play.view import view as engine_view
from gtr_widget.scenarios import build

matplotlib.use("Agg")


def _same_view(a: dict, b: dict) -> None:
    a, b = dict(a), dict(b)
    a.pop("version"), b.pop("version")
    a.pop("seed", None), b.pop("seed", None)
    assert a == b


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
@pytest.mark.parametrize("moves", [0, 37, 150])
def test_determinisation_accounts_for_every_card_and_agrees(edition, moves):
    g = midgame(edition=edition, seed=moves + 1, moves=moves)
    size = g.state.deck.size
    for seat in [0, 1, 2, None]:
        view, pub = g.view(seat), public_info(g.state, seat)
        for k in range(3):
            s = determinize(view, pub, k)
            assert sorted(all_cards(s)) == list(range(size))
            _same_view(engine_view(s, seat), view)
            if seat == g.decision.player or seat is None:
                # the decider's own deal cannot change what it may do now; another seat's
                # sample may not fit the decider's hand (the engine would then move on)
                d = Game.from_state(s)
                _same_view(d.view(seat), view)
                assert [m.text for m in d.legal_moves()] == [m.text for m in g.legal_moves()]


def test_teaching_determinisation_is_the_true_state():
    g = midgame(seed=8, moves=90)
    s = determinize(g.view(None), public_info(g.state, None), 1)
    a, b = s.to_dict(), g.state.to_dict()
    a.pop("seed"), b.pop("seed")
    # Jacks are identical cards, and the view gives the pile as a count: which Jack id lies
    # where in the pile is no fact of the game, so only the pile's contents must agree.
    assert sorted(a.pop("jacks")) == sorted(b.pop("jacks"))
    assert a == b


def test_determinisations_vary_only_what_is_hidden():
    """Jacks never enter the deck or a vault: they are not Order cards (003:129)."""
    g = midgame(seed=3, moves=100)
    seat = g.decision.player
    det = Determinizer(g.view(seat), public_info(g.state, seat))
    deck = g.state.deck
    other = (seat + 1) % 3
    hands = set()
    for k in range(20):
        s = det.sample(k)
        assert s.players[seat].hand == g.state.players[seat].hand
        assert len(s.players[other].hand) == len(g.state.players[other].hand)
        assert not any(deck.is_jack(c) for c in s.draw)
        assert not any(deck.is_jack(c) for p in s.players for c in p.vault)
        hands.add(tuple(sorted(s.players[other].hand)))
    assert len(hands) > 10


def test_hidden_card_ids_in_frames_become_slots():
    """A frame naming a hidden card (a Fountain's drawn card) leaves only its slot."""
    g = midgame(seed=6, moves=60)
    seat = g.decision.player
    other = (seat + 1) % 3
    secret = g.state.players[other].hand[1]
    g.state.stack.insert(0, PowerFrame(other, "Fountain", Drawn(secret)))  # under everything
    pub = public_info(g.state, seat)
    assert pub["stack"][0]["card"] == {"slot": ["hand", other, 1]}
    assert str(secret) not in str(pub["stack"])
    s = determinize(g.view(seat), pub, 2)
    assert s.stack[0].data.card == s.players[other].hand[1]
    own = g.state.players[seat].hand[0]
    g.state.stack[0] = PowerFrame(seat, "Fountain", Drawn(own))
    assert public_info(g.state, seat)["stack"][0]["card"] == own  # the decider's own card stays


def _what_if_position():
    return midgame(seed=21, moves=80)


def test_what_if_is_reproducible_and_worker_independent():
    g = _what_if_position()
    a = what_if(g, n=40, seed=3, workers=1, progress=False)
    b = what_if(g, n=40, seed=3, workers=2, progress=False)
    assert a.equals(b)
    assert set(a["move"]) == {m.text for m in g.legal_moves()}
    assert a["playouts"].sum() == 40
    assert ((a.win_lo <= a.win_rate) & (a.win_rate <= a.win_hi)).all()
    c = what_if(g, n=40, seed=4, workers=1, progress=False)
    assert not a.equals(c)


def test_what_if_reads_no_hidden_card():
    """Two positions that look the same to the decider give the same what-if table."""
    g = _what_if_position()
    seat = g.decision.player
    other = analysis.determinize(g, seat, 99)
    assert other.state.draw != g.state.draw
    a = what_if(g, n=30, seed=1, workers=1, progress=False)
    b = what_if(other, n=30, seed=1, workers=1, progress=False)
    assert a.equals(b)


def test_what_if_candidates():
    g = _what_if_position()
    texts = [m.text for m in g.legal_moves()][:2]
    df = what_if(g, candidates=texts, n=10, bot="random", workers=1, progress=False)
    assert sorted(df["move"]) == sorted(texts)
    with pytest.raises(ValueError):
        what_if(g, candidates=["lead Architect: Nothing"], n=10, progress=False)


def test_simulate_reproducible_across_workers():
    a = simulate(6, players=2, bots=("heuristic", "random"), seed=5, workers=1, progress=False)
    b = simulate(6, players=2, bots=("heuristic", "random"), seed=5, workers=2, progress=False,
                 chunk=1)
    assert a.equals(b)
    assert list(a["seed"]) == list(range(5, 11))
    assert (a["moves"] > 0).all() and a["end_reason"].notna().all()
    assert {"score_0", "score_1", "completed_0", "buildings_1", "winner"} <= set(a.columns)
    g = play_game(["heuristic", "random"], players=2, seed=7)
    row = a[a.seed == 7].iloc[0]
    assert row["winners"] == g.winners and row["moves"] == len(g.history)


@pytest.mark.parametrize("n, workers, most", [(300, 2, 20), (1000, 2, 50), (100, 2, 20),
                                              (6, 2, 20), (5000, 3, 20), (1, 4, 50)])
def test_even_chunks_stay_small_and_share_out_evenly(n, workers, most):
    size = even_chunk(n, workers, most)
    parts = chunks(n, size)
    assert sum(len(p) for p in parts) == n and size <= most
    per_worker = -(-len(parts) // workers)
    assert per_worker >= min(4, -(-n // workers))  # enough chunks to balance the load
    assert len(parts) > (per_worker - 1) * workers  # no worker left a whole chunk behind


def test_300_games_on_2_workers_end_together():
    assert len(chunks(300, even_chunk(300, 2, 20))) == 16  # 8 each, not 15 chunks of 20


def test_the_pool_leaves_the_callers_collector_as_it_found_it():
    """The pool freezes the caller's objects only while it forks its workers: afterwards
    nothing is frozen, and a caller that froze objects itself finds them still frozen."""
    gc.collect()
    assert gc.get_freeze_count() == 0
    simulate(8, players=2, seed=1, workers=2, progress=False)
    assert gc.get_freeze_count() == 0
    gc.freeze()
    try:
        mine = gc.get_freeze_count()
        simulate(8, players=2, seed=1, workers=2, progress=False)
        assert gc.get_freeze_count() >= mine > 0
    finally:
        gc.unfreeze()


@pytest.mark.parametrize("workers", [1, 2])
def test_simulate_of_no_games_is_an_empty_table(workers):
    assert simulate(0, players=3, workers=workers, progress=False).empty


@pytest.mark.parametrize("n", [-1, 2.5, "3", True])
def test_simulate_refuses_a_count_that_is_not_a_whole_number(n):
    with pytest.raises(ValueError, match="whole number of games"):
        simulate(n, players=3, workers=1, progress=False)


def test_simulate_dask_backend_local_cluster():
    a = simulate(4, players=2, seed=2, backend="dask", workers=1, progress=False)
    b = simulate(4, players=2, seed=2, workers=1, progress=False)
    assert a.equals(b)


def test_plots_return_axes():
    g = play_game(["heuristic", "random"], seed=3)
    ax = vp_over_turns(g)
    assert ax.get_lines() and ax.get_xlabel() == "turn"
    final = ax.get_lines()[0].get_ydata()[-1]
    assert final == g.scores()[0]["total"]
    df = what_if(_what_if_position(), n=20, workers=1, progress=False)
    assert len(plot_what_if(df).patches) == len(df)
    sim = simulate(4, players=2, bots=("heuristic", "random"), seed=1, workers=1, progress=False)
    for by in ("edition", "building", "seat", "bot"):
        assert plot_simulation(sim, by=by) is not None
    assert simulation_summary(sim, "bot").loc["heuristic", "seats"] == 4
    import matplotlib.pyplot as plt

    plt.close("all")


def test_determinisation_uses_what_the_log_shows():
    """A demand shows one hand card per material (003:258); "Glory to Rome!" shows none left."""
    g = build(3, hands={0: ["Bath", "Tower"], 1: ["Road", "Villa"], 2: ["Atrium", "School"]},
              leader=0, role="Legionary",
              decision={"kind": "actions", "seat": 0, "role": "Legionary", "left": 1})
    g.play("legionary: demand Brick")
    assert g.decision.kind == "give" and g.decision.player == 2  # Cy chooses which Brick
    texts = [e["text"] for e in g.log]
    assert "Bo: Glory to Rome! (no Brick)" in texts
    from gtr_widget.glory_to_rome.information import log_facts

    has, lacks = log_facts(g.view(1))
    assert has == {0: {"Brick": 1}} and lacks[1] == {"Brick"}
    mat = g.state.deck.material
    det = Determinizer(g.view(2), public_info(g.state, 2))
    for k in range(30):
        s = det.sample(k)
        assert "Brick" not in {mat[c] for c in s.players[1].hand}
        assert "Brick" in {mat[c] for c in s.players[0].hand}
        assert sorted(all_cards(s)) == list(range(s.deck.size))


@pytest.mark.skipif(not os.environ.get("GTR_TEST_RAY"), reason="Ray is optional and slow to "
                    "start: set GTR_TEST_RAY=1 to test it")
def test_simulate_ray_backend():
    pytest.importorskip("ray")
    a = simulate(4, players=2, seed=2, backend="ray", workers=1, progress=False)
    assert a.equals(simulate(4, players=2, seed=2, workers=1, progress=False))

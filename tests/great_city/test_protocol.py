"""The Great City answers the whole core protocol: conformance, saves, search, frames, books."""

from __future__ import annotations

import json
import random

import pytest
from gc_helpers import check_counts, play_random

from gtr_widget.core.conformance import check_random_game
from gtr_widget.core.errors import SaveFileError
from gtr_widget.great_city import ENGINE, Game, load_scenario


@pytest.mark.parametrize("players,shrine,seed", [(2, False, 1), (3, True, 2), (4, False, 3),
                                                 (4, True, 4)])
def test_core_conformance(players: int, shrine: bool, seed: int) -> None:
    check_random_game(lambda s: Game.new(players, seed=s, shrine=shrine), seed,
                      invariants=lambda st: check_counts(Game.from_state(st.copy())),
                      leak_every=5, save_every=60)


def test_protocol_extras() -> None:
    g = play_random(3, seed=3, moves=30)
    assert ENGINE.player(g.state) == g.decision.player
    assert ENGINE.clock(g.state) == g.state.round
    deal = ENGINE.sampler(ENGINE.information_state(g.state, 1))
    assert ENGINE.observe(deal(random.Random(1)), 1)["players"] == g.view(1)["players"]
    for name in ("heuristic", "random"):
        pol = ENGINE.search_policy(name)
        legal = g.legal_moves()
        assert {m.text for m, _ in pol.priors(g.state, 0, legal)} == {m.text for m in legal}
        assert pol.rollout(g.state, legal, random.Random(0), {}) in legal
    with pytest.raises(ValueError, match="unknown search policy"):
        ENGINE.search_policy("clever")
    done = play_random(2, seed=4)
    row = ENGINE.summary(done.state)
    assert row["rounds"] == 7 and row["buildings_0"] == len(done.state.players[0].city)
    f = g.frames_for(1)
    assert f.legal_moves.empty == (g.decision.player != 1)
    assert list(f.city.columns)[:3] == ["seat", "cell", "id"]


def test_ismcts_plays_a_great_city_decision() -> None:
    from gtr_widget.bots import ISMCTSBot

    g = play_random(2, seed=5, moves=20)
    seat = g.decision.player
    bot = ISMCTSBot(iterations=8, seed=1)
    move = bot.choose(g.view(seat), g.legal_moves(),
                      info=ENGINE.information_state(g.state, seat))
    assert move in g.legal_moves()


def test_shared_scenario_library_runs_our_book() -> None:
    from gtr_widget import scenarios
    from gtr_widget.scenarios import library

    # The library caches its list at first use; in a run where it was used before this game
    # registered (no entry point installed yet), read the books again.
    library._all.cache_clear()
    assert scenarios.run("GC-Score-1") == []
    assert scenarios.load_scenario("GC-Market-1").engine is ENGINE


def test_saves_of_built_and_dealt_positions() -> None:
    g = load_scenario("GC-Produce-3")
    g.play("produce")
    back = Game.from_json(g.to_json())
    assert back.view(None)["players"] == g.view(None)["players"]
    assert json.loads(g.to_json())["initial"]["origin"] == "built"
    dealt = play_random(3, seed=6, moves=5)
    assert json.loads(dealt.to_json())["initial"]["origin"] == "dealt"


def _resealed(text: str, change) -> str:
    """A save edited, with the envelope's checksum recomputed (as a forger would)."""
    from gtr_widget.core.saves import checksum

    d = json.loads(text)
    change(d["initial"])
    env = {k: v for k, v in d.items() if k != "checksum"}
    return json.dumps({**env, "checksum": checksum(env)})


def test_edited_positions_are_refused() -> None:
    dealt = play_random(3, seed=7, moves=5).to_json()
    stacked = _resealed(dealt, lambda p: p["decks"]["II"].reverse())
    with pytest.raises(SaveFileError, match="not what its seed deals"):
        Game.from_json(stacked)
    built = load_scenario("GC-Market-1").to_json()
    richer = _resealed(built, lambda p: p["players"][0].update(coins=50))
    with pytest.raises(SaveFileError, match="checksum"):
        Game.from_json(richer)
    lost = _resealed(built, lambda p: p["decks"]["II"].pop())
    with pytest.raises(SaveFileError, match="cards out of place"):
        Game.from_json(lost)

"""The table's background analysis: its trait, its stops, hints, and what it may see."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from helpers import midgame

from gtr_widget import analysis
from gtr_widget.widget.table import Table

sys.path.insert(0, str(Path(__file__).parent / "great_city"))
from gc_helpers import play_random  # noqa: E402

NO_CLOCK = 3600.0  # runs end by playouts (cap) or by being clear, never by a clock
WAIT = 600.0


def _clear_game():
    """A Great City position where "produce" is far better than the other move."""
    g = play_random(seed=13, moves=160)
    assert not g.is_over and len(g.legal_moves()) == 2
    return g


def _table(game, cap: int | None = 2000, **kwargs) -> Table:
    t = Table(game, **kwargs)
    t._analyst.cap = cap
    return t


def _send(t: Table, content: dict) -> None:
    t._on_msg(t, content, [])


def test_the_trait_gets_each_offered_moves_numbers_best_first_and_stops_when_clear():
    t = _table(_clear_game())
    assert t.analysis["state"] == "off"
    t.analyse(True, budget_s=NO_CLOCK)
    assert t.analysis["state"] == "running" and t.analysis["version"] == t.version
    assert t._analyst.wait(WAIT)
    assert t._analyst.posting == "direct"  # no event loop in a test: set from the thread
    a = t.analysis
    assert a["state"] == "clear" and a["version"] == t.version and a["on"]
    assert sorted(r["id"] for r in a["moves"]) == list(range(len(t.moves)))
    for r in a["moves"]:
        assert t.moves[r["id"]]["text"] == r["move"]
        assert r["win_lo"] <= r["win_rate"] <= r["win_hi"] and r["n"] > 0
    assert a["best"] == a["moves"][0]["id"] and a["moves"][0]["best"]
    assert [r["win_rate"] for r in a["moves"]] == sorted((r["win_rate"] for r in a["moves"]),
                                                         reverse=True)
    t.close()


def test_a_new_position_stops_the_run_and_starts_one_for_it_while_clicks_still_play():
    g = midgame(seed=21, moves=80)  # slow playouts: the run is still going at the click
    t = _table(g, cap=None)
    t.analyse(True, budget_s=NO_CLOCK)
    first = t._analyst._thread
    assert first is not None and first.is_alive()
    version = t.version
    _send(t, {"type": "move", "id": 0, "version": version})  # a click plays as ever
    assert t.error == "" and t.version == version + 1
    first.join(WAIT)
    assert not first.is_alive()  # stopped by the change of position
    assert t.analysis["version"] == t.version  # nothing of the old position came after
    second = t._analyst._thread
    if t.moves:
        assert second is not None and second is not first
    t.analyse(False)
    assert t.analysis["state"] == "off" and t.analysis["moves"] == []
    assert t._analyst.wait(WAIT)
    assert t.analysis["state"] == "off"  # the stopped run's last numbers were dropped
    t.close()


def test_no_numbers_about_another_seats_decision():
    g = _clear_game()
    other = (g.decision.player + 1) % len(g.players)
    t = _table(g, viewer=other)
    t.analyse(True, budget_s=NO_CLOCK)
    assert t.moves == []
    assert t.analysis["state"] == "waiting" and t.analysis["moves"] == []
    assert t._analyst._thread is None
    t.viewer = "all"  # the teaching view may study any decision
    assert t.analysis["state"] == "running"
    assert t._analyst.wait(WAIT) and t.analysis["state"] == "clear"
    t.close()


@pytest.mark.parametrize("make", [lambda: play_random(seed=5, moves=60),
                                  lambda: midgame(seed=11, moves=40)], ids=["great_city", "gtr"])
def test_the_numbers_never_depend_on_hidden_cards(make):
    g = make()
    other = analysis.determinize(g, g.decision.player, 99)
    got = []
    for game in (g, other):
        t = _table(game, cap=80)
        t.analyse(True, budget_s=NO_CLOCK)
        assert t._analyst.wait(WAIT)
        got.append({k: v for k, v in t.analysis.items() if k not in ("elapsed", "version")})
        t.close()
    assert got[0] == got[1] and got[0]["moves"]


def test_hint_runs_the_analysis_once_and_lights_the_best_move_of_that_position():
    t = _table(_clear_game())
    _send(t, {"type": "hint", "version": t.version - 1})
    assert "older table" in t.error and t.analysis["state"] == "off"
    _send(t, {"type": "hint", "version": t.version})
    assert t.error == ""
    assert t._analyst.wait(WAIT)
    a = t.analysis
    assert a["hint"] and a["state"] == "clear" and not a["on"]
    best = a["best"]
    t.play(t._moves[best])
    assert t.analysis["state"] == "off" and not t.analysis.get("hint")
    t.close()


def test_the_page_switches_it_by_message_only():
    t = _table(_clear_game())
    _send(t, {"type": "analyse", "on": "yes"})
    assert t.error.startswith("Refused") and t.analysis["state"] == "off"
    t.set_state({"analysis": {"state": "clear", "moves": [{"id": 0}]}})
    assert "may not change analysis" in t.error and t.analysis["state"] == "off"
    _send(t, {"type": "analyse", "on": True})
    assert t.error == "" and t.analysis["on"]
    _send(t, {"type": "analyse", "on": False})
    assert t.analysis == {"on": False, "state": "off", "moves": []}
    t.close()

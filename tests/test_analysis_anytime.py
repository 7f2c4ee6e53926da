"""what_if(until="clear"): playouts in rounds until the best move's interval separates."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pandas as pd
import pytest
from helpers import midgame
from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget import analysis
from gtr_widget.analysis import what_if
from gtr_widget.analysis.anytime import MIN_PER_MOVE, Tally, clearly_best, ranked, round_size

sys.path.insert(0, str(Path(__file__).parent / "great_city"))
from gc_helpers import play_random  # noqa: E402

CAP = 2000  # far more than the clear position needs; the tests never wait on a clock
NO_CLOCK = 3600.0


def _clear_position():
    """A Glory to Rome position where one of the two legal moves is far better (found by
    scanning seeded random games; a merchant's choice late in a short game)."""
    g = midgame(seed=11, moves=40)
    assert len(g.legal_moves()) == 2
    return g


def _great_city():
    g = play_random(seed=5, moves=60)
    assert not g.is_over
    return g


def _great_city_clear():
    """A Great City position late in a seeded random game where "produce" is far better."""
    g = play_random(seed=13, moves=160)
    assert not g.is_over and len(g.legal_moves()) == 2
    return g


@pytest.mark.parametrize("make", [_clear_position, _great_city_clear],
                         ids=["gtr", "great_city"])
def test_until_clear_stops_early_when_one_move_is_clearly_best(make):
    g = make()
    df = what_if(g, until="clear", n=CAP, budget_s=NO_CLOCK, workers=1, seed=0,
                 progress=False)
    assert df.attrs["stopped"] == "clear"
    assert df.attrs["n"] < CAP
    assert df["best"].tolist() == [True, False]
    assert df["win_lo"].iloc[0] > df["win_hi"].iloc[1:].max()
    assert df["playouts"].min() >= MIN_PER_MOVE


def test_until_clear_runs_to_its_budget_when_moves_tie():
    """The same move twice is a tie by construction: their intervals never part."""
    g = _clear_position()
    move = g.legal_moves()[0].text
    df = what_if(g, candidates=[move, move], until="clear", n=240, budget_s=NO_CLOCK,
                 workers=1, progress=False)
    assert df.attrs["stopped"] == "budget"
    assert df.attrs["n"] == 240


def test_anytime_numbers_are_the_fixed_runs_after_as_many_playouts():
    """Anytime plays the fixed run's numbered playouts: stopped after N, it is what_if(n=N)."""
    g = _clear_position()
    anytime = what_if(g, until="clear", n=CAP, budget_s=NO_CLOCK, workers=1, progress=False)
    fixed = what_if(g, n=anytime.attrs["n"], workers=1, progress=False)
    assert anytime.drop(columns="best").equals(fixed.drop(columns="best"))


def test_anytime_stops_at_the_same_playout_whatever_the_workers():
    g = _clear_position()
    one = what_if(g, until="clear", n=CAP, budget_s=NO_CLOCK, workers=1, progress=False)
    two = what_if(g, until="clear", n=CAP, budget_s=NO_CLOCK, workers=2, progress=False)
    assert one.attrs["n"] == two.attrs["n"]
    assert one.equals(two)


@pytest.mark.parametrize("make", [_clear_position, _great_city], ids=["gtr", "great_city"])
def test_until_clear_reads_no_hidden_card(make):
    """Two positions the decider cannot tell apart give the same table for a seed."""
    g = make()
    seat = g.decision.player
    other = analysis.determinize(g, seat, 99)
    engine = g.engine
    known = [json.dumps(engine.information_state(x.state, seat), sort_keys=True, default=str)
             for x in (g, other)]
    assert known[0] == known[1]  # (as JSON: a tuple and a list of the log are alike)
    seen_by_all = [json.dumps(x.view(None), sort_keys=True) for x in (g, other)]
    assert seen_by_all[0] != seen_by_all[1]  # the hidden cards differ
    a = what_if(g, until="clear", n=120, budget_s=NO_CLOCK, workers=1, seed=2, progress=False)
    b = what_if(other, until="clear", n=120, budget_s=NO_CLOCK, workers=1, seed=2,
                progress=False)
    assert a.equals(b)
    assert set(a["move"]) == {m.text for m in g.legal_moves()}


def test_fixed_n_still_works_and_marks_the_best():
    g = _great_city()
    df = what_if(g, n=len(g.legal_moves()) * 2, workers=1, progress=False)
    assert "stopped" not in df.attrs
    assert df["best"].sum() == 1 and bool(df["best"].iloc[0])
    assert df["playouts"].sum() == len(g.legal_moves()) * 2


def test_an_unknown_stopping_rule_is_refused():
    with pytest.raises(ValueError, match="until"):
        what_if(_clear_position(), until="soon", n=40, workers=1, progress=False)


def test_rounds_play_every_candidate_equally():
    for k in (1, 2, 3, 7, 40, 41):
        size = round_size(k)
        assert size % k == 0 and size >= min(40, size)


def _table(rows: list[tuple[int, int]]) -> pd.DataFrame:
    """A ranked table of candidates given as (wins, playouts), one point a win."""
    tallies = [Tally([1.0] * w + [0.0] * (n - w), [1.0] * w + [0.0] * (n - w))
               for w, n in rows]
    return ranked([f"m{i}" for i in range(len(rows))], tallies)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), min_size=2, max_size=6))
def test_clear_means_the_best_interval_lies_above_every_other(pairs):
    rows = [(min(w, n), n) for w, n in pairs]
    df = _table(rows)
    if clearly_best(df):
        assert df["playouts"].min() >= MIN_PER_MOVE
        assert all(df["win_lo"].iloc[0] > hi for hi in df["win_hi"].iloc[1:])
        assert df["win_rate"].iloc[0] == df["win_rate"].max()


def test_clear_needs_enough_playouts_of_each_move():
    assert not clearly_best(_table([(10, 10), (0, 10)]))  # apart, but too few playouts
    assert clearly_best(_table([(40, 40), (0, 40)]))
    assert not clearly_best(_table([(40, 40), (39, 40)]))

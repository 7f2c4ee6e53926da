"""The widget benchmark's game as a test: 50 clicked moves all land, each in a lean message.

Correctness only: how fast the clicks are is measured and reported by benchmarks/widget.py,
never asserted here, since a busy machine must not fail the tests. The size of what crosses
the websocket per move is asserted, as it does not depend on the machine's load.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest
from lab import REPO, Lab

_BENCH = REPO / "benchmarks" / "widget.py"
_spec = importlib.util.spec_from_file_location("gtr_widget_bench", _BENCH)
assert _spec and _spec.loader
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)


@pytest.mark.parametrize("game", ["glory_to_rome", "great_city"])
def test_fifty_clicked_moves_land_and_stay_small_on_the_wire(lab: Lab, page: Any,
                                                             game: str) -> None:
    figures = bench.measure(page, lab, moves=50, seed=7, game=game)  # the kernel saw each
    print("\n" + bench.report(figures, game))  # for the log only: timings are not asserted
    assert figures["moves"] == 50
    # every move's bytes, both games (the view, moves and log go packed: widget/wire.py)
    assert figures["bytes_max"] <= bench.BYTES_FLOOR, bench.report(figures, game)

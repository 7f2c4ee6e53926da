"""The widget benchmark's game as a test: 50 clicked moves all land, each in a lean message.

Correctness only: how fast the clicks are is measured and reported by benchmarks/widget.py,
never asserted here, since a busy machine must not fail the tests. The size of what crosses
the websocket per move is asserted, as it does not depend on the machine's load.
"""

from __future__ import annotations

import importlib.util
from typing import Any

from lab import REPO, Lab

_BENCH = REPO / "benchmarks" / "widget.py"
_spec = importlib.util.spec_from_file_location("gtr_widget_bench", _BENCH)
assert _spec and _spec.loader
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)


def test_fifty_clicked_moves_land_and_stay_small_on_the_wire(lab: Lab, page: Any) -> None:
    figures = bench.measure(page, lab, moves=50, seed=7)  # asserts the kernel saw each move
    print("\n" + bench.report(figures))  # for the log only: timings are not a pass/fail here
    assert figures["moves"] == 50
    assert figures["bytes_max"] <= bench.BYTES_FLOOR, bench.report(figures)

"""The speed benchmarks still run, for both games, and print what docs/performance.md says
they print (a few games each: the figures themselves are never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).parent.parent / "benchmarks"


def _run(script: str, *args: str) -> list[str]:
    out = subprocess.run([sys.executable, str(BENCHMARKS / script), *args],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout.splitlines()


@pytest.mark.parametrize("game", ["glory_to_rome", "great_city"])
def test_the_collector_benchmark_reports_each_generation(game: str) -> None:
    lines = _run("collector.py", "--game", game, "--warm", "2", "--games", "3")
    assert lines[0].startswith("engine: ") and " on CPython " in lines[0] and game in lines[0]
    assert lines[1].startswith("tracked objects: ")
    assert "of which the collector" in lines[2]
    assert [line.split(":")[0].strip() for line in lines[3:]] == [
        "generation 0", "generation 1", "generation 2"]


@pytest.mark.parametrize("game", ["glory_to_rome", "great_city"])
def test_the_overhead_benchmark_compares_game_play_with_the_bare_engine(game: str) -> None:
    lines = _run("game_overhead.py", "--game", game, "--games", "2", "--rounds", "1",
                 "--warm", "2")
    assert lines[0].startswith("engine: ") and " on CPython " in lines[0]
    assert len(lines) == 2 and lines[1].startswith(game)
    assert "engine" in lines[1] and "Game.play" in lines[1] and "moves a game" in lines[1]

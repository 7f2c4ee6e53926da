"""Every shipped Great City scenario replays and its facts hold."""

from __future__ import annotations

import pytest

from gtr_widget.great_city.scenarios import load_scenario, run_scenario, scenario, scenario_ids


@pytest.mark.parametrize("sid", scenario_ids())
def test_scenario(sid: str) -> None:
    assert run_scenario(sid) == []
    sc = scenario(sid)
    assert sc["source"].startswith("001:") and sc["title"] and sc["story"]


def test_the_library_covers_what_was_asked() -> None:
    ids = set(scenario_ids())
    assert {"GC-Score-1", "GC-TwoPlayer-1", "GC-Aqueduct-1", "GC-Influence-Tie-1"} <= ids
    for effect in ("Market", "Forum", "Arena", "Colosseum", "School", "University", "Baths",
                   "ImperialBaths"):
        assert f"GC-{effect}-1" in ids
    g = load_scenario("GC-Market-1")
    assert g.scenario["id"] == "GC-Market-1"
    with pytest.raises(KeyError):
        scenario("GC-Nothing")

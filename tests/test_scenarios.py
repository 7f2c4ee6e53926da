"""Every shipped rulebook example replays and its facts hold (python -m gtr_widget.scenarios)."""

from __future__ import annotations

import pytest

from gtr_widget import scenarios


@pytest.mark.parametrize("sid", scenarios.ids())
def test_scenario(sid: str) -> None:
    failures = scenarios.run(sid)
    assert not failures, "\n".join(failures)


def test_scenario_table_and_loading() -> None:
    table = scenarios.list()
    assert list(table.columns) == ["id", "game", "edition", "buildings", "title", "source"]
    assert table["id"].is_unique and len(table) == len(scenarios.ids())
    g = scenarios.load_scenario("BB-SampleTurn-1")
    assert g.decision.kind == "lead" and g.history == []
    with pytest.raises(KeyError, match="no scenario"):
        scenarios.load_scenario("BB-Nothing-9")


def test_every_scenario_names_its_source_and_edition() -> None:
    for sid in scenarios.ids():
        sc = scenarios.scenario(sid)
        if sc["game"] != "glory_to_rome":  # other games' books test their own
            continue
        assert sc["edition"] in {"republic", "imperium", "first"}, sid
        assert sc["source"][:4] in {"000:", "002:", "003:", "004:"}, sid
        assert sc["title"] and sc["story"], sid

"""Great City scenarios: the rulebook's examples and rule cases, shipped as data.

Each file in `data/` holds a JSON list of scenarios in the shared library's format
(gtr_widget.scenarios):

    {"id": "GC-Score-1", "source": "001:264-313", "title": "...", "story": "...",
     "ruling": "A-21" (optional), "position": {...builder.build_state...},
     "moves": ["build Market at b4", {"expect": [FACT, ...]}],
     "expect": [FACT, ...]}

A FACT is {"path": "players.0.coins", "equals": 8} (paths into `BOOK.fact_view`: the teaching
view plus `scores`, each player's `cells` by name and `hand_names`, and `legal_moves`), or
{"legal": "produce"}, or {"illegal": "build Market at a1", "reason": "not adjacent"}.
`load_scenario(id)` gives a Game at the position; `run_scenario(id)` replays the moves and
checks every fact, returning the failures (empty when it passes). The shared library finds this
book through `Engine.scenarios()`.
"""

from __future__ import annotations

import json
from functools import cache

from ...core.errors import IllegalMove
from ...scenarios.facts import check
from ..game import Game
from .book import BOOK


@cache
def _all() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for path in sorted(BOOK.data_dir.glob("*.json")):
        for sc in json.loads(path.read_text(encoding="utf-8")):
            if sc["id"] in out:
                raise ValueError(f"duplicate scenario id {sc['id']} in {path.name}")
            out[sc["id"]] = sc
    return out


def scenario_ids() -> list[str]:
    return list(_all())


def scenario(id: str) -> dict:
    try:
        return _all()[id]
    except KeyError:
        raise KeyError(f"no Great City scenario {id!r}; see scenario_ids()") from None


def load_scenario(id: str) -> Game:
    """A Game at the scenario's starting position, ready to step through."""
    sc = scenario(id)
    g = BOOK.load(sc)
    g.scenario = sc
    return g


def run_scenario(id: str) -> list[str]:
    """Replay a scenario and check its facts; return the failures (empty when it passes)."""
    sc = scenario(id)
    g = load_scenario(id)
    failures: list[str] = []
    for step in sc.get("moves", []):
        if isinstance(step, str):
            try:
                g.play(step)
            except IllegalMove as e:
                return failures + [f"move {step!r} refused: {e}"]
        else:
            failures += [f for fact in step["expect"] if (f := check(g, fact, BOOK.fact_view))]
    failures += [f for fact in sc.get("expect", []) if (f := check(g, fact, BOOK.fact_view))]
    return failures


__all__ = ["BOOK", "load_scenario", "run_scenario", "scenario", "scenario_ids"]

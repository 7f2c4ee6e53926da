"""The rulebooks' worked examples, shipped as data (scenarios/data/*.json).

Each scenario has an id ("BB-Academy-1"), its edition, the source (seed file and line), a
title, the story in our words, the position before (arguments of `build`), the moves in
notation, and facts that must hold. The moves list may interleave checks:
    "lead Craftsman: Dock"                      play a move
    {"expect": [FACT, ...]}                      check facts at this point
A scenario that follows one of our rulings names it in "ruling".
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from ..glory_to_rome.engine import IllegalMove
from ..glory_to_rome.game import Game
from ..glory_to_rome.scenarios.builder import build
from ..glory_to_rome.scenarios.facts import check

DATA = Path(__file__).parent.parent / "glory_to_rome" / "scenarios" / "data"


@cache
def _all() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for path in sorted(DATA.glob("*.json")):
        for sc in json.loads(path.read_text(encoding="utf-8")):
            if sc["id"] in out:
                raise ValueError(f"duplicate scenario id {sc['id']} in {path.name}")
            out[sc["id"]] = sc
    return out


def scenario(id: str) -> dict:
    try:
        return _all()[id]
    except KeyError:
        raise KeyError(f"no scenario {id!r}; see gtr_widget.scenarios.list()") from None


def ids() -> list[str]:
    return list(_all())


def scenario_table():
    """A DataFrame of every scenario: id, edition, buildings, title, source."""
    import pandas as pd

    return pd.DataFrame([
        {"id": s["id"], "edition": s["edition"], "buildings": ", ".join(s.get("buildings", [])),
         "title": s["title"], "source": s["source"]}
        for s in _all().values()
    ])


def _position(sc: dict) -> dict:
    pos = dict(sc["position"])
    for key in ("hands", "clientele", "stockpile", "vault", "buildings", "influence"):
        if key in pos:
            pos[key] = {int(k): v for k, v in pos[key].items()}
    return pos


def load_scenario(id: str) -> Game:
    """A Game at the example's starting position, ready to step through."""
    sc = scenario(id)
    g = build(edition=sc["edition"], **_position(sc))
    g.scenario = sc  # type: ignore[attr-defined]
    return g


def moves(id: str) -> list[str]:
    """The example's moves in notation (checks left out)."""
    return [m for m in scenario(id)["moves"] if isinstance(m, str)]


def run(id: str) -> list[str]:
    """Replay a scenario and check its facts; return the failures (empty when it passes)."""
    sc = scenario(id)
    g = load_scenario(id)
    failures: list[str] = []
    for step in sc["moves"]:
        if isinstance(step, str):
            try:
                g.play(step)
            except IllegalMove as e:
                return failures + [f"move {step!r} refused: {e}"]
        else:
            failures += [f for fact in step["expect"] if (f := check(g, fact))]
    failures += [f for fact in sc.get("expect", []) if (f := check(g, fact))]
    return failures

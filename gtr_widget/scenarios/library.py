"""The rulebooks' worked examples of every game, shipped as data by each game's scenario book.

Each scenario has an id ("BB-Academy-1"), the source (rulebook file and line), a title, the
story in our words, the position before (the game's builder arguments), the moves in notation,
and facts that must hold. The moves list may interleave checks:
    "lead Craftsman: Dock"                      play a move
    {"expect": [FACT, ...]}                      check facts at this point
A scenario that follows one of our rulings names it in "ruling". A game's book (from
`Engine.scenarios()`) says where its data lives, builds a scenario's position and gives the
view its facts read.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMove
from ..core.game import Game
from ..core.protocol import ScenarioBook
from ..core.registry import default_game, engine_named, games
from ..core.saves import short
from .facts import check

if TYPE_CHECKING:
    import pandas as pd


def books() -> dict[str, ScenarioBook]:
    """Every registered game's scenario book, by game."""
    out: dict[str, ScenarioBook] = {}
    for name in games():
        book = engine_named(name).scenarios()
        if book is not None:
            out[name] = book
    return out


@cache
def _all() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for name, book in books().items():
        for path in sorted(book.data_dir.glob("*.json")):
            for sc in json.loads(path.read_text(encoding="utf-8")):
                if sc["id"] in out:
                    raise ValueError(f"duplicate scenario id {sc['id']} in {path.name}")
                out[sc["id"]] = dict(sc, game=sc.get("game", name))
    return out


def scenario(id: str) -> dict[str, Any]:
    if not isinstance(id, str) or id not in _all():  # a list is no key; a long id is cut
        raise KeyError(f"no scenario {short(id, 60)}; see gtr_widget.scenarios.list()")
    return _all()[id]


def ids() -> list[str]:
    return list(_all())


def scenario_table() -> pd.DataFrame:
    """A DataFrame of every scenario: id, game, edition, buildings, title, source."""
    import pandas as pd

    return pd.DataFrame([
        {"id": s["id"], "game": s["game"], "edition": s.get("edition", ""),
         "buildings": ", ".join(s.get("buildings", [])), "title": s["title"],
         "source": s["source"]}
        for s in _all().values()
    ])


def _book(sc: dict[str, Any]) -> ScenarioBook:
    return books()[sc["game"]]


def load_scenario(id: str) -> Game:
    """A Game at the example's starting position, ready to step through."""
    sc = scenario(id)
    g = _book(sc).load(sc)
    g.scenario = sc
    return g


def moves(id: str) -> list[str]:
    """The example's moves in notation (checks left out)."""
    return [m for m in scenario(id)["moves"] if isinstance(m, str)]


def build(*args: Any, game: str | None = None, **kwargs: Any) -> Game:
    """Any position of `game` (None: the default game), from its position builder (see the
    game's scenario book)."""
    name = default_game(game)
    book = books().get(engine_named(name).name)  # an unknown game: ValueError naming it
    if book is None:
        raise ValueError(f"the game {name!r} has no position builder")
    return book.build(*args, **kwargs)


def run(id: str) -> list[str]:
    """Replay a scenario and check its facts; return the failures (empty when it passes)."""
    sc = scenario(id)
    view = _book(sc).fact_view
    g = load_scenario(id)
    failures: list[str] = []
    for step in sc["moves"]:
        if isinstance(step, str):
            try:
                g.play(step)
            except IllegalMove as e:
                return failures + [f"move {step!r} refused: {e}"]
        else:
            failures += [f for fact in step["expect"] if (f := check(g, fact, view))]
    failures += [f for fact in sc.get("expect", []) if (f := check(g, fact, view))]
    return failures

"""One redraw asks each question once: the decision once, the log built once (issue O, item 4).

A table draw used to ask the engine for the decision four times (the hot seat, whether the
person may act, twice more in Glory to Rome's move words) and to build Glory to Rome's log
twice (inside the view, then again for the log trait).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers import compiled

from gtr_widget import Game
from gtr_widget.glory_to_rome.play import events as gtr_log
from gtr_widget.great_city import Game as GreatCityGame
from gtr_widget.widget.table import LOG_TAIL, Table

DEALS: dict[str, Callable[[], Any]] = {
    "glory_to_rome": lambda: Game.new(players=3, seed=3),
    "great_city": lambda: GreatCityGame.new(3, seed=3),
}


def counted(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> list[int]:
    """Count the calls of `owner.name` (an engine method or a module function)."""
    calls = [0]
    original = getattr(owner, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls


def played(game: Any, moves: int) -> Any:
    for _ in range(moves):
        game.play(game.legal_moves()[0])
    return game


@pytest.mark.parametrize("game", sorted(DEALS))
@pytest.mark.parametrize("viewer", ["hotseat", 0, "all"])
def test_a_draw_asks_the_engine_for_the_decision_once(
        monkeypatch: pytest.MonkeyPatch, game: str, viewer: str | int) -> None:
    t = Table(played(DEALS[game](), 4), viewer=viewer, pace=0)
    calls = counted(monkeypatch, t.game.engine, "decision")
    t._draw()
    assert calls[0] == 1
    assert t.moves or viewer == 0  # a draw that offers moves still asked only once


@pytest.mark.skipif(compiled(gtr_log), reason="compiled calls to entries() pass the patch")
@pytest.mark.parametrize("viewer", ["hotseat", 1, "all"])
def test_glory_to_romes_log_is_built_once_per_draw(
        monkeypatch: pytest.MonkeyPatch, viewer: str | int) -> None:
    t = Table(played(DEALS["glory_to_rome"](), 6), viewer=viewer, pace=0)
    built = counted(monkeypatch, gtr_log, "entries")  # every wording of the log reads them
    t._draw()
    assert built[0] == 1
    seat = t.viewer_seat()
    assert t.log == t.game.log_for(seat)[-LOG_TAIL:], "the synced log is the seat's log"


def test_the_great_citys_log_is_built_once_per_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    t = Table(played(DEALS["great_city"](), 6), viewer=1, pace=0)
    built = counted(monkeypatch, t.game.engine, "events")
    t._draw()
    assert built[0] == 1
    assert t.log == t.game.log_for(1)[-LOG_TAIL:]

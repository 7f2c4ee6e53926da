"""One redraw mechanism: a scripted move is drawn when the cell that made it ends."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from test_widget_fake import FakeGame

from gtr_widget.widget import redraw
from gtr_widget.widget.table import Table


@pytest.fixture
def shell() -> Iterator[object]:
    interactive = pytest.importorskip("IPython.core.interactiveshell")
    shell = interactive.InteractiveShell.instance()
    try:
        yield shell
    finally:
        if redraw.after_execute in shell.events.callbacks["post_execute"]:
            shell.events.unregister("post_execute", redraw.after_execute)
        redraw._shell = None
        interactive.InteractiveShell.clear_instance()


def test_a_cell_that_plays_on_the_game_redraws_the_table(shell: object) -> None:
    t = Table(FakeGame(), viewer=0, pace=0)
    other = Table(FakeGame(), pace=0)
    shell.user_ns.update(t=t)
    result = shell.run_cell("t.game.play('think: take a Jack')\nt.game.play('think: take a Jack')")
    assert result.success
    assert t.version == 2 and t.view["version"] == 2 and t.log[-1]["player"] == 1
    assert other.version == 0
    assert shell.events.callbacks["post_execute"].count(redraw.after_execute) == 1


def test_inside_a_long_cell_refresh_draws_at_once(shell: object) -> None:
    t = Table(FakeGame(), pace=0)
    shell.user_ns.update(t=t)
    seen: list[int] = []
    shell.user_ns.update(seen=seen)
    shell.run_cell("for _ in range(3):\n    t.game.play('think: take a Jack')\n"
                   "    t.refresh()\n    seen.append(t.version)")
    assert seen == [1, 2, 3]


def test_a_closed_table_is_no_longer_watched(shell: object) -> None:
    t = Table(FakeGame(), pace=0)
    t.close()
    t.game.play("think: take a Jack")
    shell.run_cell("1")
    assert t.version == 0 and t not in redraw._tables

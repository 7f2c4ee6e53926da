"""How a table notices that its game changed behind its back: one mechanism, IPython's
`post_execute` event.

A script may play on the table's game directly (`t.game.play(...)`). The table redraws when
the code that did it finishes: after every execution (cells, and silent executions from other
front ends) each live table compares the game's `version` with the version it last drew, and
redraws (and lets its bots answer) when they differ. Inside a long-running cell, or from a
callback that is not a cell (another widget's button), call `t.refresh()` to draw at once.

Why this and not the alternatives:
- an idle poll (a timer on the event loop) wakes every table a few times a second for ever,
  never runs during a synchronous cell anyway, and makes tests depend on timing;
- an observer on the game would mean patching the game object (or wrapping it in a proxy), so
  `t.game` would stop being the plain Game a script made (clone, pickle, identity);
- the hook is deterministic: one check per execution, exactly when the scripted change is
  complete, and a test triggers it with `shell.events.trigger("post_execute")`.
One hook serves every table of a kernel; tables are held weakly, so a dropped table goes.
"""

from __future__ import annotations

import weakref
from typing import Any, Protocol


class Redrawable(Protocol):
    def sync_if_changed(self) -> bool: ...


_tables: weakref.WeakSet[Any] = weakref.WeakSet()
_shell: weakref.ref[Any] | None = None


def _shell_now() -> Any:
    try:
        from IPython import get_ipython  # noqa: PLC0415 - the widget also works without IPython
    except ImportError:
        return None
    return get_ipython()


def after_execute() -> None:
    """Redraw every live table whose game moved on (the `post_execute` callback)."""
    for table in list(_tables):
        try:
            table.sync_if_changed()
        except Exception:  # noqa: BLE001 - one broken table must not stop the others redrawing
            continue


def watch(table: Redrawable) -> None:
    """Redraw `table` after each execution in which its game changed."""
    global _shell
    _tables.add(table)
    shell = _shell_now()
    if shell is None or (_shell is not None and _shell() is shell):
        return
    shell.events.register("post_execute", after_execute)
    _shell = weakref.ref(shell)


def unwatch(table: Redrawable) -> None:
    _tables.discard(table)

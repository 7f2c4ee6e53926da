"""The widget's surface: the synced traits are the same on both sides, each one is read by
the page, and the production bundle carries no test hooks (issue O, item 5).

Python's `Table` declares the traits (tagged sync=True); js/src/core/types.ts names them in
`TRAITS` (the TypeScript compiler checks that list against `TableState`). This test keeps the
two sides equal, so a trait added on one side only fails here instead of in a browser.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from gtr_widget.widget.bundle import STATIC
from gtr_widget.widget.table import Table

REPO = Path(__file__).resolve().parent.parent
TYPES = REPO / "js" / "src" / "core" / "types.ts"
SOURCES = REPO / "js" / "src"


def ts_traits() -> list[str]:
    """The names in `export const TRAITS = [...]` of types.ts."""
    found = re.search(r"export const TRAITS = \[(.*?)\] as const", TYPES.read_text(), re.S)
    assert found, "types.ts declares no TRAITS list"
    return re.findall(r'"([a-z_]+)"', found.group(1))


def python_traits() -> set[str]:
    return {n for n in Table.class_own_traits(sync=True) if not n.startswith("_")}


def test_python_and_the_page_declare_the_same_synced_traits() -> None:
    names = ts_traits()
    assert len(names) == len(set(names)), "a trait is listed twice in types.ts"
    assert set(names) == python_traits()


def test_the_page_reads_every_synced_trait() -> None:
    """Nothing is synced that the page does not need."""
    code = "\n".join(p.read_text() for p in SOURCES.rglob("*.ts"))
    unread = sorted(n for n in python_traits() if f'get("{n}")' not in code)
    assert not unread, f"synced but never read by the page: {unread}"


def test_the_page_may_write_no_trait_it_is_sent() -> None:
    from gtr_widget.widget.table import PAGE_WRITABLE

    assert PAGE_WRITABLE <= python_traits()


@pytest.mark.skipif(not (STATIC / "widget.js").exists(),
                    reason="the front end is not built (npm run build in js/)")
def test_the_bundle_the_widget_loads_has_no_test_hooks() -> None:
    """`window.__gtr` exists only in a test build (js/build.mjs --test-hooks)."""
    if "GTR_WIDGETSTATIC" in os.environ:
        pytest.skip("GTR_WIDGETSTATIC points the widget at another build")
    assert "__gtr" not in (STATIC / "widget.js").read_text()

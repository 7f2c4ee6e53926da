"""Where the table's front end is: `gtr_widget/static`, built from `js/`.

The browser tests point GTR_WIDGET_STATIC at a test build instead (`node js/build.mjs
--test-hooks --outdir DIR`), the one build with `window.__gtr` hooks (js/src/core/probe.ts).
Without a bundle the table still opens and says how to build one.
"""

from __future__ import annotations

import os
from pathlib import Path

STATIC = Path(os.environ.get("GTR_WIDGET_STATIC") or Path(__file__).parent.parent / "static")
MISSING_BUNDLE = """
export default { render({ el }) {
  el.textContent = "gtr_widget: the front-end bundle is missing; run `npm run build` in js/.";
} };
"""


def esm() -> Path | str:
    """The widget's module: the bundle's file, or a stand-in that says it is missing."""
    path = STATIC / "widget.js"
    return path if path.exists() else MISSING_BUNDLE


def css() -> Path | str:
    path = STATIC / "widget.css"
    return path if path.exists() else ""

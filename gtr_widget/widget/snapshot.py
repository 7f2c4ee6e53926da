"""A still picture of the table in the widget's output, for pages without a kernel.

A notebook saves a widget's output as its display bundle. The live table is the bundle's
widget view, which only a running kernel (or saved widget state) can draw: GitHub, nbviewer
and `jupyter nbconvert --to html` showed nothing. So the bundle also carries "text/html": the
picture of the position the table shows, drawn from the same seat's view as the table
(`Game.to_svg`). A front end draws one entry of a bundle, the richest it can: JupyterLab
draws the live table only, a page without widgets draws the picture.

The picture is of the position when the cell ran; later moves update the live table only.
"""

from __future__ import annotations

import warnings
from typing import Any

CAPTION = "A picture of the table when this cell ran; run the notebook to play at the live table."


Bundle = tuple[dict[str, Any], dict[str, Any]]


def with_picture(table: Any, bundle: Bundle | None) -> Bundle | None:
    """`bundle` (the widget's data and metadata) with the picture of what `table` shows added
    to the data as "text/html".

    A table behind the hot-seat curtain shows no hand until the next person is ready, so its
    picture is left out rather than drawn with the cards of whoever sat last."""
    if bundle is None or table.curtain:
        return bundle
    data, metadata = bundle
    try:
        svg = table.game.to_svg(table.viewer_seat())
    except Exception as e:  # noqa: BLE001 - a picture that fails must not hide the live table
        warnings.warn(f"the table's still picture could not be drawn ({type(e).__name__}: {e}); "
                      "the live table is shown without it", stacklevel=2)
        return bundle
    return {**data, "text/html": picture_html(svg)}, metadata


def picture_html(svg: str) -> str:
    """The picture as a block of HTML that scrolls sideways on a narrow page."""
    return (f'<div class="gtr-widget-picture" style="max-width:100%;overflow-x:auto">{svg}'
            f'<div style="font-size:12px;opacity:0.7">{CAPTION}</div></div>')

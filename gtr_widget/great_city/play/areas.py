"""A city's residential areas as a table draws them (001:227-239, 481): which houses form each
area, the public buildings touching it, and what it scores now. The scoring's own grouping
(`residential_areas`), so the picture and the score pad never disagree."""

from __future__ import annotations

from .grid import CELL_NAME, NEIGHBOURS
from .scoring import PUBLIC_BIT, residential_areas
from .state import Player


def city_areas(p: Player) -> list[dict]:
    """Each area as {value, cells, public, points}: `cells` its houses and `public` the public
    buildings next to them, by cell name in grid order."""
    out = []
    for value, _groups, _baths, cells, points in residential_areas(p.city, p.points, p.city):
        public = {n for c in cells for n in NEIGHBOURS[c] if n in p.city and PUBLIC_BIT[p.city[n]]}
        out.append({"value": value, "cells": [CELL_NAME[c] for c in sorted(cells)],
                    "public": [CELL_NAME[c] for c in sorted(public)], "points": points})
    return sorted(out, key=lambda a: a["cells"][0])

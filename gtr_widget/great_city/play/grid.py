"""City coordinates and the placement rules.

Coordinates are fixed for the whole game, so a cell's name never changes as the city grows.
Columns are a-f (left to right) and rows 1-7 (top to bottom, the owner sits below row 7). The
starting buildings lie at c4 and d4 (001:74; ruling A-5). A city is at most 4 wide and 4 tall
(001:164, 178; ruling A-4), so from c4/d4 it can reach columns a-f and rows 1-7, and no more:
these 42 cells hold every city that can be built.

A city is a dict {cell index: card id}; cell index = row * 6 + column, both from 0.
"""

from __future__ import annotations

from typing import Final

COLS, ROWS = 6, 7
N_CELLS: Final = COLS * ROWS
MAX_SIDE = 4  # 001:164, 178
LETTERS = "abcdef"
START_CELLS = (3 * COLS + 2, 3 * COLS + 3)  # c4, d4

ROW: Final = tuple(i // COLS for i in range(N_CELLS))
COL: Final = tuple(i % COLS for i in range(N_CELLS))
CELL_NAME: Final = tuple(f"{LETTERS[COL[i]]}{ROW[i] + 1}" for i in range(N_CELLS))
CELL_INDEX: Final = {n: i for i, n in enumerate(CELL_NAME)}


def _neighbours(i: int) -> tuple[int, ...]:
    r, c = ROW[i], COL[i]
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < ROWS and 0 <= cc < COLS:
            out.append(rr * COLS + cc)
    return tuple(out)


#: Orthogonal neighbours of each cell ("adjacent" always means sharing an edge: 001:160, 227).
NEIGHBOURS: Final = tuple(_neighbours(i) for i in range(N_CELLS))


def parse_cell(text: str) -> int | None:
    return CELL_INDEX.get(text.strip().lower())


def neighbours_built(city: dict[int, int], cell: int) -> int:
    """How many buildings share an edge with `cell` (what public build effects count)."""
    return sum(1 for n in NEIGHBOURS[cell] if n in city)


def refusal(city: dict[int, int], cell: int, aqueduct: bool, aqueducts: tuple[int, ...] = (),
            may_replace_aqueduct: bool = True) -> str | None:
    """Why a building may not go on `cell`, naming the rule; None when it may.

    `aqueducts` are the cells holding aqueducts (checked only when `aqueduct` is true).
    """
    name = CELL_NAME[cell]
    if cell in city:
        if not aqueduct:
            return (f"{name} is taken: a building goes on an empty space, and only an aqueduct "
                    "may replace a building (001:176, 491)")
        if cell in aqueducts and not may_replace_aqueduct:
            return (f"{name} holds an aqueduct: option aqueduct_may_replace_aqueduct is off "
                    "(ruling A-20)")
    else:
        if not any(n in city for n in NEIGHBOURS[cell]):
            return (f"not adjacent: a building goes orthogonally next to one of yours "
                    f"(001:160, 176); {name} touches none")
        cols = [COL[i] for i in city]
        rows = [ROW[i] for i in city]
        c, r = COL[cell], ROW[cell]
        if max(max(cols), c) - min(min(cols), c) + 1 > MAX_SIDE:
            return (f"a fifth column: a city is at most 4 buildings wide (001:164, 178); "
                    f"{name} would make it 5")
        if max(max(rows), r) - min(min(rows), r) + 1 > MAX_SIDE:
            return (f"a fifth row: a city is at most 4 buildings tall (001:164, 178); "
                    f"{name} would make it 5")
    if aqueduct:
        for a in aqueducts:
            if a == cell:
                continue
            if ROW[a] == ROW[cell]:
                return (f"row {ROW[cell] + 1} already has an aqueduct (at {CELL_NAME[a]}): at "
                        "most one aqueduct per row and per column (001:491, 500)")
            if COL[a] == COL[cell]:
                return (f"column {LETTERS[COL[cell]]} already has an aqueduct (at "
                        f"{CELL_NAME[a]}): at most one aqueduct per row and per column "
                        "(001:491, 500)")
    return None


#: Bit masks for the fast path: neighbours, columns and rows of each cell.
NEIGH_MASK: Final = tuple(sum(1 << n for n in NEIGHBOURS[i]) for i in range(N_CELLS))
_COL_MASK: Final = tuple(sum(1 << i for i in range(N_CELLS) if COL[i] == c) for c in range(COLS))
_ROW_MASK: Final = tuple(sum(1 << i for i in range(N_CELLS) if ROW[i] == r) for r in range(ROWS))
#: Cells whose column lies in [lo, hi] (and rows likewise), by (lo, hi) clipped to the grid.
_COL_SPAN: Final = {(lo, hi): sum(_COL_MASK[c] for c in range(max(lo, 0), min(hi, COLS - 1) + 1))
             for lo in range(-MAX_SIDE, COLS) for hi in range(COLS + MAX_SIDE)}
_ROW_SPAN: Final = {(lo, hi): sum(_ROW_MASK[r] for r in range(max(lo, 0), min(hi, ROWS - 1) + 1))
             for lo in range(-MAX_SIDE, ROWS) for hi in range(ROWS + MAX_SIDE)}


#: _ROW_CELLS[r][v]: the cells of row r whose bits are set in the 6-bit value v.
_ROW_CELLS: Final = tuple(tuple(tuple(r * COLS + c for c in range(COLS) if v >> c & 1)
                         for v in range(1 << COLS)) for r in range(ROWS))


#: Cells by mask, for the masks met lately (a long run meets ever new ones: kept bounded).
_CELLS_OF: Final[dict[int, tuple[int, ...]]] = {}


def _cells_of(mask: int) -> tuple[int, ...]:
    """The cells of a bit mask, in order (row by row, from tables; memoised)."""
    out = _CELLS_OF.get(mask)
    if out is None:
        rc = _ROW_CELLS
        out = (rc[0][mask & 63] + rc[1][mask >> 6 & 63] + rc[2][mask >> 12 & 63]
               + rc[3][mask >> 18 & 63] + rc[4][mask >> 24 & 63] + rc[5][mask >> 30 & 63]
               + rc[6][mask >> 36 & 63])
        if len(_CELLS_OF) > 4096:
            _CELLS_OF.clear()
        _CELLS_OF[mask] = out
    return out


#: A city's shape for the fast path: (occupied, next to occupied, min col, max col,
#: min row, max row, aqueducts, open), all masks but the bounds; "open" is where a building
#: may go. Kept with the city and updated by `grow` on each build, so asking for open cells
#: costs a lookup.
Shape = tuple[int, int, int, int, int, int, int, int]


def shape_of(city: dict[int, int], aqueducts: tuple[int, ...] = ()) -> Shape:
    occ = near = aqm = 0
    for i in city:
        occ |= 1 << i
        near |= NEIGH_MASK[i]
    for a in aqueducts:
        aqm |= 1 << a
    cols = [COL[i] for i in city]
    rows = [ROW[i] for i in city]
    return _with_open(occ, near, min(cols), max(cols), min(rows), max(rows), aqm)


def _with_open(occ: int, near: int, c0: int, c1: int, r0: int, r1: int, aqm: int) -> Shape:
    """Empty cells next to the city that keep it within 4 x 4 (the rule of `refusal`)."""
    window = (_COL_SPAN[(c1 - MAX_SIDE + 1, c0 + MAX_SIDE - 1)]
              & _ROW_SPAN[(r1 - MAX_SIDE + 1, r0 + MAX_SIDE - 1)])
    return occ, near, c0, c1, r0, r1, aqm, near & ~occ & window


def grow(shape: Shape, cell: int, aqueduct: bool) -> Shape:
    """The shape after a building goes on `cell` (an aqueduct perhaps replacing one)."""
    occ, near, c0, c1, r0, r1, aqm, _ = shape
    bit = 1 << cell
    c, r = COL[cell], ROW[cell]
    aqm = aqm | bit if aqueduct else aqm & ~bit
    return _with_open(occ | bit, near | NEIGH_MASK[cell], min(c0, c), max(c1, c),
                      min(r0, r), max(r1, r), aqm)


def open_cells(shape: Shape) -> tuple[int, ...]:
    """Empty cells where any building may go: the rule of `refusal` (adjacent, within 4x4)
    computed at once with bit masks (tests check the two agree)."""
    return _cells_of(shape[7])


def aqueduct_cells(shape: Shape, may_replace_aqueduct: bool = True) -> tuple[int, ...]:
    """Cells where an aqueduct may go: open cells and built ones (it may replace a building),
    keeping one aqueduct per row and column (001:491, 500)."""
    occ, aqm = shape[0], shape[6]
    block, m = 0, aqm
    while m:
        low = m & -m
        a = low.bit_length() - 1
        block |= _ROW_MASK[ROW[a]] | _COL_MASK[COL[a]]
        m ^= low
    mask = (shape[7] | occ) & ~block
    if may_replace_aqueduct:
        mask |= aqm
    return _cells_of(mask)


def bounds(city: dict[int, int]) -> dict:
    """The city's bounding box, as cell names of its corners and its size."""
    cols = [COL[i] for i in city]
    rows = [ROW[i] for i in city]
    return {"columns": [LETTERS[min(cols)], LETTERS[max(cols)]],
            "rows": [min(rows) + 1, max(rows) + 1],
            "width": max(cols) - min(cols) + 1, "height": max(rows) - min(rows) + 1}

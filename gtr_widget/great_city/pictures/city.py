"""One player's side: tokens and score, hand, and the city as a grid of cells."""

from __future__ import annotations

from typing import Any

from ...pictures import Canvas, Face, chips, framed, zone
from ...pictures.heading import total
from ...pictures.parts import card
from .colours import face, token_hue

CELL_W, CELL_H = 92.0, 44.0
SMALL_W, SMALL_H = 92.0, 40.0


def player(c: Canvas, x: float, y: float, w: float, p: dict[str, Any], *, deciding: bool) -> float:
    """Draw player `p` (a view's player) in a panel; returns the y below it."""
    marks = (" · first player" if p.get("is_first") else "") + (" · deciding" if deciding else "")

    def body(top: float) -> float:
        c.circle(x + w - 20, top - 12, 7, fill=token_hue(p.get("colour")), stroke=c.theme.edge,
                 title=f"colour: {p.get('colour', '?')}")
        won = [int(k.get("value", 0)) for k in p.get("influence_cards") or []]
        chips(c, x + 10, top + 8, [
            ("coins", str(p.get("coins", 0))),
            ("influence tokens", str(p.get("influence_tokens", 0))),
            ("influence cards", " + ".join(map(str, won)) or "none"),
            ("brick tokens", str(p.get("brick_tokens", 0))),
            ("emissary on space", ", ".join(map(str, p.get("emissaries") or [])) or "none"),
            ("score", total(p.get("score"))),
        ])
        side = 2 * (SMALL_W + 6)
        yl = _hand(c, x + 10, top + 16, side, p)
        if p.get("drafted"):
            yl = zone(c, x + 10, yl, side, "Drafted", [face(p["drafted"])], w=SMALL_W, h=SMALL_H)
        if p.get("draft_passed"):
            yl = zone(c, x + 10, yl, side, "Passed in the draft",
                      [face(k) for k in p["draft_passed"]], w=SMALL_W, h=SMALL_H)
        if p.get("rubble"):
            yl = zone(c, x + 10, yl, side, "Rubble", [face(k) for k in p["rubble"]],
                      w=SMALL_W, h=SMALL_H)
        yr = _city(c, x + 30 + side, top + 16, p)
        return max(yl, yr)

    return framed(c, x, y, w, f"{p.get('name', '?')}{marks}", body, highlight=deciding)


def _hand(c: Canvas, x: float, y: float, w: float, p: dict[str, Any]) -> float:
    hand = p.get("hand")
    if hand is not None:
        return zone(c, x, y, w, "Hand", [face(k) for k in hand], w=SMALL_W, h=SMALL_H,
                    empty="empty")
    known = p.get("hand_known") or []
    hidden = max(0, int(p.get("hand_count", 0)) - len(known))
    title = "Hand (cards known to this seat face up)" if known else "Hand"
    return zone(c, x, y, w, title, [face(k) for k in known], hidden=hidden, w=SMALL_W,
                h=SMALL_H, empty="empty")


def _cell(name: str) -> tuple[int, int]:
    """A cell's column and row from its name ("c4": column 2, row 3)."""
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


def _city(c: Canvas, x: float, y: float, p: dict[str, Any]) -> float:
    """Built cells as cards, open cells dashed (marked when an aqueduct serves them)."""
    c.text(x, y + 10, "City", size=10, fill=c.theme.muted)
    built = {(int(k["col"]), int(k["row"])): k for k in p.get("city") or []}
    open_cells = {_cell(n): n for n in p.get("open_cells") or []}
    served = set(p.get("aqueduct_cells") or [])
    cells = list(built) + list(open_cells)
    if not cells:
        c.text(x, y + 28, "empty", size=10, fill=c.theme.muted, italic=True)
        return y + 36
    c0, r0 = min(col for col, _ in cells), min(row for _, row in cells)
    r1 = max(row for _, row in cells)
    for (col, row), k in built.items():
        cx, cy = x + (col - c0) * (CELL_W + 4), y + 15 + (row - r0) * (CELL_H + 4)
        f = face(k.get("card") or {}, cost=False)
        extra = (" · brick token" if k.get("brick_token") else "") + (
            f" · {k['point_tokens']} pt" if k.get("point_tokens") else "")
        card(c, cx, cy, Face(f.name, f.hue, " · ".join(x for x in (k.get("cell", ""), f.note) if x)
                             + extra), CELL_W, CELL_H)
    for (col, row), name in open_cells.items():
        cx, cy = x + (col - c0) * (CELL_W + 4), y + 15 + (row - r0) * (CELL_H + 4)
        c.rect(cx, cy, CELL_W, CELL_H, fill=c.theme.background, stroke=c.theme.edge, dash="4 3",
               title=f"open cell {name}" + (", served by an aqueduct" if name in served else ""))
        c.text(cx + CELL_W / 2, cy + CELL_H / 2 + 4, name + (" ≈" if name in served else ""),
               size=9.5, fill=c.theme.muted, anchor="middle")
    return y + 15 + (r1 - r0 + 1) * (CELL_H + 4) + 4

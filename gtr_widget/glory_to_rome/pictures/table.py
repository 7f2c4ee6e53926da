"""Glory to Rome's table as one picture, drawn from one seat's view only."""

from __future__ import annotations

from typing import Any

from ...pictures import Canvas, Theme, chips, framed, heading, zone
from .camp import camp
from .colours import face

WIDTH = 1000.0


def picture(view: dict[str, Any], theme: Theme, title: str) -> str:
    """The view (`Engine.observe`) as a standalone SVG: the common table, then each camp."""
    c = Canvas(WIDTH, theme, f"{title}: {view.get('edition', '')} edition")
    players = view.get("players") or []
    leader = view.get("leader")
    name = _namer(players)
    y = heading(c, f"{title} · {view.get('edition', '')}".rstrip(" ·"), [
        ("turn", str(view.get("turn", "?"))),
        ("leader", name(leader)),
        ("role led", str(view.get("role") or "none")),
        ("deck", f"{view.get('deck', '?')} cards"),
        ("jacks", str(view.get("jacks", "?"))),
    ], view)
    y = framed(c, 12, y, WIDTH - 24, "", lambda top: _common(c, top, view))
    deciding = (view.get("decision") or {}).get("player")
    for i, p in enumerate(players):
        y = camp(c, 12, y + 8, WIDTH - 24, p, leader=i == leader,
                 deciding=i == deciding and not view.get("is_over"))
    return c.svg()


def _namer(players: list[dict[str, Any]]) -> Any:
    def name(seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(players):
            return str(players[seat].get("name", seat))
        return "none"
    return name


def _common(c: Canvas, top: float, view: dict[str, Any]) -> float:
    """The pool and the sites left, in town and out of town."""
    y = zone(c, 22, top, WIDTH - 44, "Pool", [face(k) for k in view.get("pool") or []],
             empty="empty")
    sites = view.get("sites") or {}
    for key, words in (("in_town", "Sites in town"), ("out_of_town", "Out of town")):
        left = sites.get(key) or {}
        chips(c, 22, y + 12, [(words, "")] + [(m, str(n)) for m, n in left.items()])
        y += 18
    return y

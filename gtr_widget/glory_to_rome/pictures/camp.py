"""One player's side of the table: hand, camp, buildings, stockpile, clientele, vault."""

from __future__ import annotations

from typing import Any

from ...pictures import Canvas, Face, chips, framed, label, zone
from ...pictures.heading import total
from ...pictures.parts import CARD_H, CARD_W, GAP, card
from .colours import MATERIAL_HUES, face

SMALL_W, SMALL_H = 84.0, 30.0


def camp(c: Canvas, x: float, y: float, w: float, p: dict[str, Any], *, leader: bool,
         deciding: bool) -> float:
    """Draw player `p` (a view's player) in a panel; returns the y below it."""
    marks = (" · Leader" if leader else "") + (" · deciding" if deciding else "")

    def body(top: float) -> float:
        limits = p.get("limits") or {}
        chips(c, x + 10, top + 8, [
            ("influence", str(p.get("influence", 0))),
            ("score", total(p.get("score"))),
            ("hand", f"{p.get('hand_count', 0)}/{limits.get('hand', '?')}"),
            ("clientele max", str(limits.get("clientele", "?"))),
            ("vault max", str(limits.get("vault", "?"))),
        ])
        half = (w - 30) / 2
        left, right = x + 10, x + 20 + half
        yl = _hand(c, left, top + 16, half, p)
        yl = _zone(c, left, yl, half, "Camp", p.get("camp") or [])
        yl = _zone(c, left, yl, half, "Stockpile", p.get("stockpile") or [])
        yr = _buildings(c, right, top + 16, half, p.get("buildings") or [])
        yr = _zone(c, right, yr, half, "Clientele", p.get("clientele") or [])
        yr = _vault(c, right, yr, half, p)
        return max(yl, yr)

    return framed(c, x, y, w, f"{p.get('name', '?')}{marks}", body, highlight=deciding)


def _zone(c: Canvas, x: float, y: float, w: float, title: str, cards: list[Any]) -> float:
    return zone(c, x, y, w, title, [face(k) for k in cards], w=SMALL_W, h=SMALL_H)


def _hand(c: Canvas, x: float, y: float, w: float, p: dict[str, Any]) -> float:
    hand = p.get("hand")
    if hand is not None:
        return zone(c, x, y, w, "Hand", [face(k) for k in hand], w=SMALL_W, h=SMALL_H)
    revealed = p.get("revealed") or []
    hidden = max(0, int(p.get("hand_count", 0)) - len(revealed))
    title = "Hand (revealed cards face up)" if revealed else "Hand"
    return zone(c, x, y, w, title, [face(k) for k in revealed], hidden=hidden,
                w=SMALL_W, h=SMALL_H, empty="empty")


def _vault(c: Canvas, x: float, y: float, w: float, p: dict[str, Any]) -> float:
    cards = p.get("vault") or []
    shown = [face(k) for k in cards if not k.get("hidden")]
    hidden = sum(1 for k in cards if k.get("hidden"))
    return zone(c, x, y, w, f"Vault ({p.get('vault_count', len(cards))})", shown,
                hidden=hidden, w=SMALL_W, h=SMALL_H)


def _buildings(c: Canvas, x: float, y: float, w: float, buildings: list[dict[str, Any]]) -> float:
    """Each building: its foundation card, its site, its materials as small squares."""
    label(c, x, y + 10, "Buildings")
    if not buildings:
        c.text(x, y + 28, "none", size=10, fill=c.theme.muted, italic=True)
        return y + 36
    per_row = max(1, int((w + GAP) // (CARD_W + GAP)))
    bottom = y
    for k, b in enumerate(buildings):
        bx = x + (k % per_row) * (CARD_W + GAP)
        by = y + 15 + (k // per_row) * (CARD_H + 22)
        found = face(b.get("foundation") or {})
        site = f"{b.get('site', '?')} site{' (out of town)' if b.get('out_of_town') else ''}"
        laid = len(b.get("materials") or [])
        state = "complete" if b.get("complete") else f"{laid}/{b.get('needed', '?')}"
        card(c, bx, by, Face(found.name, found.hue, f"{site} · {state}"),
             mark="✓" if b.get("complete") else None)
        for j, m in enumerate(b.get("materials") or []):
            hue = MATERIAL_HUES.get(str(m.get("material")), c.theme.muted)
            c.rect(bx + 2 + j * 12, by + CARD_H + 4, 10, 10, fill=hue, stroke=c.theme.edge, rx=2,
                   title=f"material: {m.get('name', '?')}")
        bottom = by + CARD_H + 16
    return bottom + GAP

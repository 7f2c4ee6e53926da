"""The Great City of Rome's table as one picture, drawn from one seat's view only."""

from __future__ import annotations

from typing import Any

from ...pictures import Canvas, Theme, chips, framed, heading, label, zone
from .city import player
from .colours import face, token_hue

WIDTH = 1000.0
SPACE_W, SPACE_H = 118.0, 50.0


def picture(view: dict[str, Any], theme: Theme, title: str) -> str:
    """The view (`Engine.observe`) as a standalone SVG: strip, decks and offer, then cities."""
    c = Canvas(WIDTH, theme, title)
    players = view.get("players") or []
    first = view.get("first_player")
    decks = view.get("decks") or {}
    y = heading(c, title, [
        ("round", f"{view.get('round', '?')} of {view.get('rounds', '?')}"),
        ("phase", str(view.get("phase", "?"))),
        ("first player", _name(players, first)),
        *[(f"deck {d}", f"{(decks.get(d) or {}).get('count', '?')} cards")
          for d in view.get("decks_in_use") or []],
    ], view)
    y = framed(c, 12, y, WIDTH - 24, "", lambda top: _common(c, top, view, players))
    deciding = (view.get("decision") or {}).get("player")
    for i, p in enumerate(players):
        y = player(c, 12, y + 8, WIDTH - 24, p,
                   deciding=i == deciding and not view.get("is_over"))
    return c.svg()


def _name(players: list[dict[str, Any]], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat].get("name", seat))
    return "none"


def _common(c: Canvas, top: float, view: dict[str, Any], players: list[dict[str, Any]]) -> float:
    """The strip of action spaces, the offer by deck, influence waiting, a draft or school."""
    strip = view.get("strip") or {}
    label(c, 22, top + 10, f"Strip (the Emperor {strip.get('emperor', '')})".strip())
    for k, sp in enumerate(strip.get("spaces") or []):
        x, y = 22 + k * (SPACE_W + 6), top + 15
        seat = sp.get("emissary")
        c.rect(x, y, SPACE_W, SPACE_H, fill=c.theme.background, stroke=c.theme.edge,
               title=f"space {sp.get('space')}: {sp.get('symbol')}")
        c.text(x + 8, y + 15, f"{sp.get('space')} · {sp.get('symbol')}", size=11, weight="bold")
        c.text(x + 8, y + 29, f"{sp.get('bricks', 0)} bricks, {sp.get('cogs', 0)} cogs", size=9.5,
               fill=c.theme.muted)
        if isinstance(seat, int):
            colour = token_hue(players[seat].get("colour")) if seat < len(players) else "#888888"
            c.circle(x + 12, y + 41, 5, fill=colour, stroke=c.theme.edge)
            c.text(x + 21, y + 45, _name(players, seat), size=10)
    y = top + 15 + SPACE_H + 8
    offer = view.get("offer") or {}
    for d in view.get("decks_in_use") or []:
        cards = [face(k) for k in offer.get(d) or []]
        y = zone(c, 22, y, WIDTH - 44, f"Offer from deck {d}", cards, w=110, h=36, empty="empty")
    waiting = view.get("influence_waiting") or []
    if waiting:
        chips(c, 22, y + 10, [("influence cards waiting", ", ".join(str(w.get("value"))
                                                                    for w in waiting))])
        y += 18
    for key, words in (("draft", "Draft"), ("school", "School")):
        part = view.get(key)
        if part:
            who = _name(players, part.get("seat"))
            cards = part.get("cards")
            y = zone(c, 22, y, WIDTH - 44, f"{words}: {who}, {part.get('count', 0)} cards",
                     [face(k) for k in cards or []],
                     hidden=0 if cards is not None else int(part.get("count", 0)), w=110, h=36)
    return y

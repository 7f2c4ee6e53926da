"""The heading every picture starts with, and the picture a game without its own gets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .canvas import Canvas
from .parts import chips, panel
from .theme import Theme


def seen_by(view: Mapping[str, Any]) -> str:
    """Whose eyes the picture is drawn through."""
    seat = view.get("seat")
    players = view.get("players") or []
    if isinstance(seat, int) and 0 <= seat < len(players):
        return f"as {players[seat].get('name', f'seat {seat}')} sees it"
    return "teaching view, every card face up"


def heading(c: Canvas, title: str, facts: list[tuple[str, str]], view: Mapping[str, Any],
            x: float = 12, y: float = 12) -> float:
    """Title, the facts of the moment, who decides what (or the end); returns the y below."""
    c.text(x, y + 18, title, size=19, weight="bold")
    c.text(c.width - x, y + 18, seen_by(view), size=11, fill=c.theme.muted, anchor="end",
           italic=True)
    chips(c, x, y + 38, facts)
    c.text(x, y + 56, status(view), size=12, fill=c.theme.accent, weight="bold")
    return y + 66


def status(view: Mapping[str, Any]) -> str:
    """The decision waiting, or how the game ended."""
    if view.get("is_over"):
        players = view.get("players") or []
        won = [players[i].get("name", str(i)) for i in view.get("winners") or []
               if isinstance(i, int) and 0 <= i < len(players)]
        reason = view.get("end_reason") or "the game is over"
        return f"Game over: {reason}" + (f"; won by {', '.join(won)}" if won else "")
    decision = view.get("decision") or {}
    prompt = decision.get("prompt")
    return str(prompt) if prompt else "waiting"


def total(score: Any) -> str:
    """A score sheet's total as shown (a sheet with its total hidden shows "?")."""
    if isinstance(score, Mapping):
        value = score.get("total")
        return "?" if value is None else str(value)
    return "?" if score is None else str(score)


def plain_picture(view: Mapping[str, Any], theme: Theme, title: str) -> str:
    """Any game's position in outline: its players and their scores, and who decides."""
    c = Canvas(560, theme, title)
    y = heading(c, title, [], view)
    players = view.get("players") or []
    deciding = (view.get("decision") or {}).get("player")
    for i, p in enumerate(players):
        top = panel(c, 12, y + 6, 536, 34, highlight=i == deciding)
        chips(c, 24, top + 12, [(str(p.get("name", f"seat {i}")), ""),
                                ("score", total(p.get("score")))])
        y = top + 30
    return c.svg()

"""The pieces every game's picture is made of: panels, cards (face up or down), rows of
cards that wrap, labelled counts. They know nothing of what a card means; a game says
its name, its hue and its small print."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .canvas import Canvas, fit_lines, text_width

CARD_W, CARD_H = 96.0, 40.0
GAP = 6.0


@dataclass(frozen=True)
class Face:
    """What a face-up card shows: its name, the hue of its kind and a line of small print."""

    name: str
    hue: str
    note: str = ""


def card(c: Canvas, x: float, y: float, face: Face, w: float = CARD_W, h: float = CARD_H,
         mark: str | None = None) -> None:
    """A face-up card; its full name is its title (wrapped or cut names stay findable)."""
    fill, edge, ink = c.theme.card(face.hue)
    c.open_group(face.name if not face.note else f"{face.name} ({face.note})")
    c.rect(x, y, w, h, fill=fill, stroke=edge, width=1.5)
    c.rect(x, y, 5, h, fill=edge, rx=2)
    size = 10.5
    lines = fit_lines(face.name, w - 12, size, lines=2 if h >= 36 else 1)
    for i, line in enumerate(lines):
        c.text(x + 9, y + 13 + i * 12, line, size=size, fill=ink, weight="bold")
    if face.note and h >= 30:
        c.text(x + 9, y + h - 5, fit_lines(face.note, w - 12, 8.5, 1)[0], size=8.5,
               fill=c.theme.muted)
    if mark:
        c.text(x + w - 5, y + 12, mark, size=10, fill=c.theme.accent, anchor="end",
               weight="bold")
    c.close_group()


def face_down(c: Canvas, x: float, y: float, w: float = CARD_W, h: float = CARD_H,
              label: str = "") -> None:
    """A card whose face this picture may not show."""
    c.rect(x, y, w, h, fill=c.theme.face_down, stroke=c.theme.edge, title=label or "hidden card")
    c.rect(x + 5, y + 5, w - 10, h - 10, fill=c.theme.face_down, stroke=c.theme.panel,
           dash="3 3")
    if label:
        c.text(x + w / 2, y + h / 2 + 4, label, size=10, fill=c.theme.panel, anchor="middle",
               weight="bold")


def panel(c: Canvas, x: float, y: float, w: float, h: float, title: str = "",
          highlight: bool = False) -> float:
    """A framed area with a heading; returns the y where its content starts."""
    c.rect(x, y, w, h, fill=c.theme.panel, stroke=c.theme.accent if highlight else c.theme.edge,
           rx=8, width=2.5 if highlight else 1)
    if title:
        c.text(x + 10, y + 18, title, size=13, weight="bold")
        return y + 26
    return y + 8


def framed(c: Canvas, x: float, y: float, w: float, title: str,
           body: Callable[[float], float], highlight: bool = False) -> float:
    """A panel around what `body(top)` draws (it returns the y below its content); returns
    the y below the panel."""
    mark = c.mark()
    top = y + (26 if title else 8)
    bottom = body(top) + 6
    c.underlay(mark, lambda: panel(c, x, y, w, bottom - y, title, highlight))
    return bottom


def label(c: Canvas, x: float, y: float, text: str, size: float = 10) -> float:
    """A small muted heading; returns the x after it."""
    c.text(x, y, text, size=size, fill=c.theme.muted)
    return x + text_width(text, size) + 4


class Row:
    """Cards laid left to right from (x, y), wrapping inside `width`."""

    def __init__(self, c: Canvas, x: float, y: float, width: float,
                 w: float = CARD_W, h: float = CARD_H) -> None:
        self.c, self.x0, self.y0, self.width, self.w, self.h = c, x, y, width, w, h
        self.x, self.y = x, y
        self.count = 0

    def _slot(self, w: float) -> tuple[float, float]:
        if self.count and self.x + w > self.x0 + self.width:
            self.x, self.y = self.x0, self.y + self.h + GAP
        at = (self.x, self.y)
        self.x += w + GAP
        self.count += 1
        return at

    def card(self, face: Face, mark: str | None = None) -> None:
        x, y = self._slot(self.w)
        card(self.c, x, y, face, self.w, self.h, mark)

    def face_down(self, label: str = "") -> None:
        x, y = self._slot(self.w)
        face_down(self.c, x, y, self.w, self.h, label)

    def note(self, text: str) -> None:
        """A word in the row where cards would be (e.g. "none")."""
        x, y = self._slot(text_width(text, 10) + 4)
        self.c.text(x, y + self.h / 2 + 4, text, size=10, fill=self.c.theme.muted, italic=True)

    @property
    def bottom(self) -> float:
        """The y below the row (its start when nothing was laid)."""
        return self.y + self.h if self.count else self.y0


def zone(c: Canvas, x: float, y: float, width: float, title: str, faces: list[Face],
         hidden: int = 0, w: float = CARD_W, h: float = CARD_H, empty: str = "none") -> float:
    """A titled row of cards, `hidden` more face down; returns the y below it."""
    label(c, x, y + 10, title)
    row = Row(c, x, y + 15, width, w, h)
    for face in faces:
        row.card(face)
    for _ in range(hidden):
        row.face_down()
    if not faces and not hidden:
        row.note(empty)
    return row.bottom + GAP


def chips(c: Canvas, x: float, y: float, items: list[tuple[str, str]], size: float = 11) -> float:
    """"label value" pairs on one line; returns the x after them."""
    for name, value in items:
        x = label(c, x, y, name, size)
        c.text(x, y, value, size=size, weight="bold")
        x += text_width(value, size) + 14
    return x

"""A small SVG writer: shapes and text placed on a page that grows to fit what is drawn.

Pictures carry no ids, no scripts and no style sheets, only presentation attributes, so that
several of them can be nested in one animation and shown by sanitising viewers (a saved
notebook on a code host) as they are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from xml.sax.saxutils import escape, quoteattr

from .theme import Theme

FONT = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif"
#: The mean width of a character, in font sizes: enough to wrap and fit text roughly.
CHAR_WIDTH = 0.6


def text_width(text: str, size: float) -> float:
    """About how wide `text` is at font size `size`."""
    return len(text) * size * CHAR_WIDTH


def fit_lines(text: str, width: float, size: float, lines: int = 2) -> list[str]:
    """`text` broken into at most `lines` lines of about `width`; a last line too long ends
    with an ellipsis (the whole text stays in the shape's title)."""
    limit = max(1, int(width / (size * CHAR_WIDTH)))
    out: list[str] = []
    words = text.split()
    while words and len(out) < lines:
        line = words.pop(0)
        while words and len(line) + 1 + len(words[0]) <= limit:
            line += " " + words.pop(0)
        out.append(line)
    if words:
        out[-1] = out[-1] + " " + " ".join(words)
    if out and len(out[-1]) > limit:
        out[-1] = out[-1][: max(1, limit - 1)].rstrip() + "…"
    return out


def _attrs(values: Mapping[str, object]) -> str:
    return "".join(f" {k.rstrip('_').replace('_', '-')}={quoteattr(_num(v))}"
                   for k, v in values.items() if v is not None)


def _num(v: object) -> str:
    if isinstance(v, float):
        return f"{v:.1f}".rstrip("0").rstrip(".")
    return str(v)


class Canvas:
    """Elements in drawing order on a page `width` wide; the height follows the lowest one."""

    def __init__(self, width: float, theme: Theme, title: str = "") -> None:
        self.width = width
        self.theme = theme
        self.title = title
        self.bottom = 0.0
        self._parts: list[str] = []

    def _grow(self, y: float) -> None:
        self.bottom = max(self.bottom, y)

    def rect(self, x: float, y: float, w: float, h: float, *, fill: str, stroke: str | None = None,
             rx: float = 4, dash: str | None = None, title: str | None = None,
             width: float = 1) -> None:
        paint = {"fill": fill, "stroke": stroke, "stroke_width": width if stroke else None,
                 "stroke_dasharray": dash}
        shape = f"<rect{_attrs({'x': x, 'y': y, 'width': w, 'height': h, 'rx': rx})}{_attrs(paint)}"
        self._parts.append(f"{shape}><title>{escape(title)}</title></rect>" if title
                           else f"{shape}/>")
        self._grow(y + h)

    def circle(self, cx: float, cy: float, r: float, *, fill: str, stroke: str | None = None,
               title: str | None = None) -> None:
        shape = f"<circle{_attrs({'cx': cx, 'cy': cy, 'r': r, 'fill': fill, 'stroke': stroke})}"
        self._parts.append(f"{shape}><title>{escape(title)}</title></circle>" if title
                           else f"{shape}/>")
        self._grow(cy + r)

    def line(self, x1: float, y1: float, x2: float, y2: float, *, stroke: str,
             width: float = 1) -> None:
        self._parts.append(f"<line{_attrs({'x1': x1, 'y1': y1, 'x2': x2, 'y2': y2})}"
                           f"{_attrs({'stroke': stroke, 'stroke_width': width})}/>")

    def text(self, x: float, y: float, text: str, *, size: float = 12, fill: str | None = None,
             weight: str | None = None, anchor: str | None = None,
             italic: bool = False) -> None:
        """One line of text whose baseline is at `y`."""
        style = {"x": x, "y": y, "font_size": size, "fill": fill or self.theme.ink,
                 "font_weight": weight, "text_anchor": anchor,
                 "font_style": "italic" if italic else None}
        self._parts.append(f"<text{_attrs(style)}>{escape(text)}</text>")
        self._grow(y + size * 0.3)

    def open_group(self, title: str | None = None) -> None:
        """Start a group; its `title` is what a viewer shows on hover (and a reader hears)."""
        self._parts.append(f"<g><title>{escape(title)}</title>" if title else "<g>")

    def close_group(self) -> None:
        self._parts.append("</g>")

    def mark(self) -> int:
        """Where the next element goes, to draw something behind later ones (`underlay`)."""
        return len(self._parts)

    def underlay(self, mark: int, draw: Callable[[], object]) -> None:
        """Run `draw` as if at `mark`: what it draws lies behind what was drawn since (a
        panel sized to its content, drawn once the content is laid)."""
        later = self._parts[mark:]
        del self._parts[mark:]
        draw()
        self._parts.extend(later)

    def svg(self, margin: float = 12) -> str:
        """The standalone SVG document."""
        height = self.bottom + margin
        size = {"width": self.width, "height": height,
                "viewBox": f"0 0 {_num(self.width)} {_num(height)}"}
        head = f'<svg xmlns="http://www.w3.org/2000/svg"{_attrs(size)} font-family="{FONT}">'
        title = f"<title>{escape(self.title)}</title>" if self.title else ""
        back = (f"<rect{_attrs({'x': 0, 'y': 0, 'width': self.width, 'height': height})}"
                f"{_attrs({'fill': self.theme.background})}/>")
        return head + title + back + "".join(self._parts) + "</svg>"

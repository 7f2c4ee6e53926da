"""Colour themes for pictures: a light one for paper and slides, a dark one for dark pages.

A game gives its own colours (a material, a category) once, as light-theme hues; the theme
turns each hue into a card's fill, edge and ink, so a game never writes two palettes.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Theme:
    """The colours of one picture style."""

    name: str
    background: str
    panel: str
    edge: str
    ink: str
    muted: str
    accent: str
    face_down: str
    #: How far a card's fill moves from its hue towards the background (0: the pure hue).
    wash: float

    def card(self, hue: str) -> tuple[str, str, str]:
        """A card of this hue: its fill, its edge and the ink of its text."""
        return mix(hue, self.background, self.wash), hue, self.ink


def mix(a: str, b: str, t: float) -> str:
    """The colour `t` of the way from `a` to `b` (both "#rrggbb")."""
    ca, cb = _rgb(a), _rgb(b)
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb))


def _rgb(colour: str) -> tuple[int, int, int]:
    h = colour.lstrip("#")
    if len(h) != 6:
        raise ValueError(f"a colour is written #rrggbb, not {colour!r}")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


LIGHT = Theme(name="light", background="#fbf8f1", panel="#f1ebdd", edge="#b9ad95",
              ink="#231f1a", muted="#6d6456", accent="#a2382b", face_down="#8c7b62", wash=0.55)
DARK = Theme(name="dark", background="#17181c", panel="#23252b", edge="#4a4d57",
             ink="#ece8df", muted="#a09a8e", accent="#e0795f", face_down="#4c4337", wash=0.62)
THEMES: dict[str, Theme] = {t.name: t for t in (LIGHT, DARK)}


def theme_named(name: str | Theme) -> Theme:
    """The theme called `name` ("light" or "dark"); a `Theme` passes through."""
    if isinstance(name, Theme):
        return name
    try:
        return THEMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"no picture theme {repr(name)[:30]}: choose one of "
                         f"{', '.join(sorted(THEMES))}") from None

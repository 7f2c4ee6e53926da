"""Pictures of positions as standalone SVG: the drawing parts every game shares (a page,
text, cards, panels, colour themes) and animations of a replayed game. It names no game:
each game lays its own picture out of these parts (its `pictures/` package) from one seat's
view, so a picture shows nothing that seat may not know."""

from .animation import animate, frames_of, to_gif
from .canvas import Canvas
from .heading import heading, plain_picture, status
from .parts import CARD_H, CARD_W, Face, Row, card, chips, face_down, framed, label, panel, zone
from .theme import DARK, LIGHT, THEMES, Theme, mix, theme_named

__all__ = ["CARD_H", "CARD_W", "DARK", "LIGHT", "THEMES", "Canvas", "Face", "Row", "Theme",
           "animate", "card", "chips", "face_down", "frames_of", "framed", "heading", "label",
           "mix", "panel", "plain_picture", "status", "theme_named", "to_gif", "zone"]

"""Glory to Rome's colours: the six materials as the cards print them, and the Jack."""

from __future__ import annotations

from typing import Any

from ...pictures import Face

MATERIAL_HUES = {
    "Rubble": "#d9b735",
    "Wood": "#9a6a3a",
    "Brick": "#c0452f",
    "Concrete": "#8f959b",
    "Stone": "#3f6fb0",
    "Marble": "#9c74c4",
}
JACK_HUE = "#3c3c3c"


def face(card: dict[str, Any]) -> Face:
    """A card of the view as a picture shows it: its name, its material's hue, its role."""
    material = card.get("material")
    hue = MATERIAL_HUES.get(str(material), JACK_HUE)
    note = " · ".join(str(x) for x in (material, card.get("role")) if x)
    return Face(str(card.get("name", "?")), hue, note)

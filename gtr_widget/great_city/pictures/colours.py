"""The Great City's colours: a hue per kind of building (public buildings by their group, as
the table colours them) and the players' token colours."""

from __future__ import annotations

from typing import Any

from ...pictures import Face

KIND_HUES = {
    "production": "#4f9a3a",
    "residential": "#a8824c",
    "market": "#cf9f00",
    "arena": "#cc4f33",
    "school": "#7757c0",
    "baths": "#2f86c8",
    "aqueduct": "#6c7c8c",
    "temple": "#bf4c97",
    "shrine": "#2d9c84",
    "influence": "#2d4a85",
}
OTHER_HUE = "#7d7468"
TOKEN_HUES = {"purple": "#5e2a84", "orange": "#f08c1a", "white": "#e9e6df",
              "brown": "#6b3e1f", "black": "#222222", "red": "#b3261e", "blue": "#1f4fa3",
              "green": "#2f7d32", "yellow": "#e3c21a"}


def face(card: dict[str, Any], cost: bool = True) -> Face:
    """A card of the view: its name, its kind's hue, and its deck, cost, value and stars
    (deck and cost only while it may still be bought: `cost`)."""
    kind = card.get("group") or card.get("category")
    hue = KIND_HUES.get(str(kind), KIND_HUES.get(str(card.get("category")), OTHER_HUE))
    bits = [f"deck {card['deck']}" if cost and card.get("deck") else "",
            f"cost {card['cost']}" if cost and card.get("cost") else "",
            f"value {card['value']}" if card.get("value") else "",
            "★" * int(card.get("stars") or 0)]
    return Face(str(card.get("name", "?")), hue, " · ".join(b for b in bits if b))


def token_hue(colour: Any) -> str:
    return TOKEN_HUES.get(str(colour), OTHER_HUE)

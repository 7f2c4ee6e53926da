"""The words a move sentence is made of, in English, French and Spanish.

The Great City's rulebook (seed 001) is English only, so there are no printed French or Spanish
terms: building names stay English in every language (a guessed "Marché" would not match the
cards on the table), and the sentences around them are plain translations. Each template takes
names and counts already worded (see `count`).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, dict[str, str]]] = {
    "en": {
        "draft": "Keep {card} from the draft",
        "emissary": "Place your emissary on space {space}{gets}",
        "take": "Take {card} from the offer (deck {deck})",
        "buy": "Buy {what} for {price}",
        "build": "Build {card} at {cell} ({cost})",
        "replace": "Replace {old} at {cell} with {card} ({cost})",
        "produce": "Produce with each of your production buildings",
        "pass": "End your turn",
        "school_deck": "Draw {what} from deck {deck}",
        "school_deck_some": "Draw buildings from deck {deck}",
        "school_keep": "Keep {card}",
        "school_bottom": "Put {card} under deck {deck}",
    },
    "fr": {
        "draft": "Garder {card} de la sélection de départ",
        "emissary": "Placer votre émissaire sur la case {space}{gets}",
        "take": "Prendre {card} dans l'offre (paquet {deck})",
        "buy": "Acheter {what} pour {price}",
        "build": "Construire {card} en {cell} ({cost})",
        "replace": "Remplacer {old} en {cell} par {card} ({cost})",
        "produce": "Produire avec chacun de vos bâtiments de production",
        "pass": "Terminer votre tour",
        "school_deck": "Tirer {what} du paquet {deck}",
        "school_deck_some": "Tirer des bâtiments du paquet {deck}",
        "school_keep": "Garder {card}",
        "school_bottom": "Mettre {card} sous le paquet {deck}",
    },
    "es": {
        "draft": "Quedarse con {card} de la selección inicial",
        "emissary": "Colocar tu emisario en la casilla {space}{gets}",
        "take": "Tomar {card} de la oferta (mazo {deck})",
        "buy": "Comprar {what} por {price}",
        "build": "Construir {card} en {cell} ({cost})",
        "replace": "Sustituir {old} en {cell} por {card} ({cost})",
        "produce": "Producir con cada uno de tus edificios de producción",
        "pass": "Terminar tu turno",
        "school_deck": "Robar {what} del mazo {deck}",
        "school_deck_some": "Robar edificios del mazo {deck}",
        "school_keep": "Quedarse con {card}",
        "school_bottom": "Poner {card} debajo del mazo {deck}",
    },
}

#: Countable things per language: (one, many, "a one" for a single item bought).
NOUNS: Final[dict[str, dict[str, tuple[str, str, str]]]] = {
    "en": {"brick": ("brick", "bricks", "a brick"), "cog": ("cog", "cogs", "a cog"),
           "coin": ("coin", "coins", "a coin"), "building": ("building", "buildings", "a building"),
           "brick_token": ("brick token", "brick tokens", "a brick token")},
    "fr": {"brick": ("brique", "briques", "une brique"),
           "cog": ("engrenage", "engrenages", "un engrenage"),
           "coin": ("pièce", "pièces", "une pièce"),
           "building": ("bâtiment", "bâtiments", "un bâtiment"),
           "brick_token": ("jeton brique", "jetons brique", "un jeton brique")},
    "es": {"brick": ("ladrillo", "ladrillos", "un ladrillo"),
           "cog": ("engranaje", "engranajes", "un engranaje"),
           "coin": ("moneda", "monedas", "una moneda"),
           "building": ("edificio", "edificios", "un edificio"),
           "brick_token": ("ficha de ladrillo", "fichas de ladrillo", "una ficha de ladrillo")},
}


def count(n: int, noun: str, language: str, article: bool = False) -> str:
    """ "1 brick", "2 cogs", "0 coins"; French counts 0 and 1 as singular ("0 brique").
    `article`: a single one reads "a brick" ("une brique", "un ladrillo")."""
    one, many, a_one = NOUNS[language][noun]
    if n == 1 and article:
        return a_one
    singular = n in (0, 1) if language == "fr" else n == 1
    return f"{n} {one if singular else many}"

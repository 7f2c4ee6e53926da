"""The words a move sentence is made of, in English, French (2007 edition's terms, seed 004) and
Spanish (seed 002's terms): lead is "appeler" / "liderar", the pool "la réserve commune" /
"la Reserva", a stockpile "réserve" / "Almacén", a vault "chambre forte" / "Tesoro".

Each template takes names already put in the language (cards, roles, materials).
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "take_jack": "Think: take a Jack", "draw_one": "Think: draw one card",
        "refill_n": "Think: draw up to {n}", "refill": "Think: fill your hand",
        "pass": "Pass", "done": "Done",
        "lead": "Lead {role} with {cards}", "follow": "Follow with {cards}",
        "petition": "a petition of {cards}", "and": " and ", "a_jack": "a Jack",
        "give": "Give {card} to {who}", "you": "you", "a_neighbour": "a neighbour",
        "laborer": "Take {card} from the pool into your stockpile",
        "merchant": "Put {card} from your stockpile into your vault",
        "patron": "Hire a {card} client from the pool",
        "demand": "Demand {material} from the pool and your neighbours",
        "lay": "Lay {card} as a foundation", "more": "Also play {cards}",
        "power": "{building}: {rest}", "your": "your", "of": "of",
    },
    "fr": {
        "take_jack": "Penser : prendre un Jack", "draw_one": "Penser : piocher une carte",
        "refill_n": "Penser : piocher jusqu'à {n} cartes", "refill": "Penser : compléter sa main",
        "pass": "Passer", "done": "Terminé",
        "lead": "Appeler {role} avec {cards}", "follow": "Suivre avec {cards}",
        "petition": "une pétition de {cards}", "and": " et ", "a_jack": "un Jack",
        "give": "Donner {card} à {who}", "you": "vous", "a_neighbour": "un voisin",
        "laborer": "Prendre {card} de la réserve commune pour votre réserve",
        "merchant": "Mettre {card} de votre réserve dans votre chambre forte",
        "patron": "Engager un client {card} de la réserve commune",
        "demand": "Exiger {material} de la réserve commune et de vos voisins",
        "lay": "Poser {card} en fondation", "more": "Jouer aussi {cards}",
        "power": "{building} : {rest}", "your": "votre", "of": "de",
    },
    "es": {
        "take_jack": "Pensar: tomar un Senador", "draw_one": "Pensar: robar una carta",
        "refill_n": "Pensar: robar hasta tener {n}", "refill": "Pensar: completar la mano",
        "pass": "Pasar", "done": "Listo",
        "lead": "Liderar {role} con {cards}", "follow": "Seguir con {cards}",
        "petition": "una petición de {cards}", "and": " y ", "a_jack": "un Senador",
        "give": "Dar {card} a {who}", "you": "ti", "a_neighbour": "un vecino",
        "laborer": "Tomar {card} de la Reserva para tu Almacén",
        "merchant": "Pasar {card} de tu Almacén a tu Tesoro",
        "patron": "Contratar un cliente {card} de la Reserva",
        "demand": "Exigir {material} a la Reserva y a tus vecinos",
        "lay": "Poner {card} como cimientos", "more": "Jugar también {cards}",
        "power": "{building}: {rest}", "your": "tu", "of": "de",
    },
}

#: Words of a building power's notation put in the language (names are translated apart).
NOTATION_WORDS: dict[str, dict[str, str]] = {
    "fr": {"from": "de", "to": "à", "into": "dans", "hand": "main", "stockpile": "réserve",
           "pool": "réserve commune", "vault": "chambre forte", "deck": "pioche", "add": "ajouter",
           "take": "prendre", "hire": "engager", "steal": "voler", "nothing": "rien",
           "discard": "défausser", "keep": "garder", "draw": "piocher", "lay": "poser",
           "and": "et", "as": "comme", "a": "un", "none": "aucun", "yes": "oui", "no": "non",
           "then": "puis", "think": "penser", "the": "la", "top": "première", "card": "carte",
           "of": "de", "instead": "au lieu", "action": "action", "hold": "garder",
           "this": "cette", "for": "pour", "an": "une", "out-of-town": "hors de la ville",
           "foundation": "fondation", "tear": "démolir", "down": "", "client": "client",
           "demand": "exiger", "refill": "compléter", "one": "une"},
    "es": {"from": "de", "to": "a", "into": "en", "hand": "mano", "stockpile": "Almacén",
           "pool": "Reserva", "vault": "Tesoro", "deck": "Mazo", "add": "añadir",
           "take": "tomar", "hire": "contratar", "steal": "robar", "nothing": "nada",
           "discard": "descartar", "keep": "guardar", "draw": "robar", "lay": "poner",
           "and": "y", "as": "como", "a": "un", "none": "ninguno", "yes": "sí", "no": "no",
           "then": "luego", "think": "pensar", "the": "la", "top": "primera", "card": "carta",
           "of": "del", "instead": "en lugar", "action": "acción", "hold": "guardar",
           "this": "esta", "for": "para", "an": "un", "out-of-town": "de las afueras",
           "foundation": "cimientos", "tear": "derribar", "down": "", "client": "cliente",
           "demand": "exigir", "refill": "completar", "one": "una"},
}

#: Several notation words that read as one phrase, replaced before the word-by-word pass.
NOTATION_PHRASES: dict[str, dict[str, str]] = {
    "fr": {"the top card of the deck": "la première carte de la pioche",
           "instead of the action": "au lieu de l'action", "tear down": "démolir",
           "hold this action for an out-of-town foundation":
               "garder cette action pour une fondation hors de la ville"},
    "es": {"the top card of the deck": "la primera carta del Mazo",
           "instead of the action": "en lugar de la acción", "tear down": "derribar",
           "hold this action for an out-of-town foundation":
               "guardar esta acción para unos cimientos de las afueras"},
}

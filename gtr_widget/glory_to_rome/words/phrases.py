"""The words a move sentence is made of, in English, French (2007 edition's terms, seed 004) and
Spanish (seed 002's terms): lead is "appeler" / "liderar", the pool "la réserve commune" /
"la Reserva", a stockpile "réserve" / "Almacén", a vault "chambre forte" / "Tesoro".

Each template takes names already put in the language (cards, roles, materials). A building
power's own words are not here: they stay English (see sentences.py).
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "en": {
        "take_jack": "Think: take a Jack", "draw_one": "Think: draw one card",
        "refill_n": "Think: draw up to {n}", "refill": "Think: fill your hand",
        "pass": "Pass", "done": "Done", "keep": "Keep your cards",
        "lead": "Lead {role} with {cards}", "follow": "Follow with {cards}",
        "petition": "a petition of {cards}", "and": " and ", "a_jack": "a Jack",
        "give": "Give {card} to {who}", "you": "you", "a_neighbour": "a neighbour",
        "pool_take": "Take {card} from the pool into your stockpile",
        "pool_none": "Take nothing from the pool",
        "laborer": "Take {card} from the pool into your stockpile",
        "merchant": "Put {card} from your stockpile into your vault",
        "patron": "Hire {a} {card} client from the pool",
        "demand": "Demand {material} from the pool and your neighbours",
        "lay": "Lay {card} as a foundation", "more": "Also play {cards}",
        "on_site": " on a {site} site", "out_of_town": " out of town",
        "add_hand": "Add {card} from your hand to {building}",
        "add_stockpile": "Add {card} from your stockpile to {building}",
        "power": "{building}: {rest}",
    },
    "fr": {
        "take_jack": "Penser : prendre un Jack", "draw_one": "Penser : piocher une carte",
        "refill_n": "Penser : piocher jusqu'à {n} cartes", "refill": "Penser : compléter sa main",
        "pass": "Passer", "done": "Terminé", "keep": "Garder vos cartes",
        "lead": "Appeler {role} avec {cards}", "follow": "Suivre avec {cards}",
        "petition": "une pétition de {cards}", "and": " et ", "a_jack": "un Jack",
        "give": "Donner {card} à {who}", "you": "vous", "a_neighbour": "un voisin",
        "pool_take": "Prendre {card} de la réserve commune pour votre réserve",
        "pool_none": "Ne rien prendre de la réserve commune",
        "laborer": "Prendre {card} de la réserve commune pour votre réserve",
        "merchant": "Mettre {card} de votre réserve dans votre chambre forte",
        "patron": "Engager un client {card} de la réserve commune",
        "demand": "Exiger {material} de la réserve commune et de vos voisins",
        "lay": "Poser {card} en fondation", "more": "Jouer aussi {cards}",
        "on_site": " sur un emplacement {site}", "out_of_town": " hors de la ville",
        "add_hand": "Ajouter {card} de votre main à {building}",
        "add_stockpile": "Ajouter {card} de votre réserve à {building}",
        "power": "{building} : {rest}",
    },
    "es": {
        "take_jack": "Pensar: tomar un Senador", "draw_one": "Pensar: robar una carta",
        "refill_n": "Pensar: robar hasta tener {n}", "refill": "Pensar: completar la mano",
        "pass": "Pasar", "done": "Listo", "keep": "Guardar tus cartas",
        "lead": "Liderar {role} con {cards}", "follow": "Seguir con {cards}",
        "petition": "una petición de {cards}", "and": " y ", "a_jack": "un Senador",
        "give": "Dar {card} a {who}", "you": "ti", "a_neighbour": "un vecino",
        "pool_take": "Tomar {card} de la Reserva para tu Almacén",
        "pool_none": "No tomar nada de la Reserva",
        "laborer": "Tomar {card} de la Reserva para tu Almacén",
        "merchant": "Pasar {card} de tu Almacén a tu Tesoro",
        "patron": "Contratar un cliente {card} de la Reserva",
        "demand": "Exigir {material} a la Reserva y a tus vecinos",
        "lay": "Poner {card} como cimientos", "more": "Jugar también {cards}",
        "on_site": " en un Solar de {site}", "out_of_town": " en las afueras",
        "add_hand": "Añadir {card} de tu mano a {building}",
        "add_stockpile": "Añadir {card} de tu Almacén a {building}",
        "power": "{building}: {rest}",
    },
}

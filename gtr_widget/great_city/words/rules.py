"""The rule each move follows, in one plain sentence, with its line in the rulebook (seed 001,
The Great City of Rome; the French and Spanish sentences are our plain translations)."""

from __future__ import annotations

from typing import Any, Final

from ..play.cards import IS_AQUEDUCT

#: key -> (reference, {language: sentence}).
RULES: Final[dict[str, tuple[str, dict[str, str]]]] = {
    "draft": ("001:83", {
        "en": "Before the first round, each player keeps one of the deck II buildings passed "
              "to them and passes the rest to their right.",
        "fr": "Avant le premier tour, chacun garde un des bâtiments du paquet II qu'on lui "
              "passe et passe les autres à sa droite.",
        "es": "Antes de la primera ronda, cada jugador se queda uno de los edificios del mazo "
              "II que le pasan y pasa el resto a su derecha."}),
    "emissary": ("001:113", {
        "en": "From the first player clockwise, each places an emissary on a free space of the "
              "strip: nearer the emperor chooses from the offer earlier, further gets more "
              "bricks and cogs.",
        "fr": "Du premier joueur en sens horaire, chacun place un émissaire sur une case libre "
              "de la bande : plus près de l'empereur, on choisit plus tôt dans l'offre ; plus "
              "loin, on a plus de briques et d'engrenages.",
        "es": "Desde el jugador inicial en sentido horario, cada uno coloca un emisario en una "
              "casilla libre de la tira: cerca del emperador se elige antes de la oferta; "
              "lejos se obtienen más ladrillos y engranajes."}),
    "take": ("001:132", {
        "en": "A turn starts by taking one of the buildings left in the offer into your hand.",
        "fr": "Un tour commence par prendre en main un des bâtiments restant dans l'offre.",
        "es": "Un turno empieza tomando a la mano uno de los edificios que quedan en la "
              "oferta."}),
    "buy": ("001:146", {
        "en": "Before an action you may buy more: a brick costs 2 coins, a cog 1 coin.",
        "fr": "Avant une action, on peut en acheter : une brique coûte 2 pièces, un engrenage "
              "1 pièce.",
        "es": "Antes de una acción se pueden comprar más: un ladrillo cuesta 2 monedas, un "
              "engranaje 1 moneda."}),
    "build": ("001:176", {
        "en": "Build once a turn: a building from your hand, paid in bricks, on an empty space "
              "beside your city, at most four wide and four high.",
        "fr": "Construire une fois par tour : un bâtiment de sa main, payé en briques, sur un "
              "espace vide contre sa ville, au plus quatre de large et quatre de haut.",
        "es": "Construir una vez por turno: un edificio de la mano, pagado en ladrillos, en un "
              "espacio vacío junto a tu ciudad, de cuatro de ancho y de alto como máximo."}),
    "aqueduct": ("001:491", {
        "en": "At most one aqueduct in each row and column; an aqueduct may replace a building "
              "of your city, which goes back to the box.",
        "fr": "Au plus un aqueduc par ligne et par colonne ; un aqueduc peut remplacer un "
              "bâtiment de sa ville, qui retourne dans la boîte.",
        "es": "Como máximo un acueducto por fila y por columna; un acueducto puede sustituir "
              "un edificio de tu ciudad, que vuelve a la caja."}),
    "produce": ("001:188", {
        "en": "Produce once a turn with two cogs: each production building of your city works "
              "once.",
        "fr": "Produire une fois par tour avec deux engrenages : chaque bâtiment de production "
              "de sa ville agit une fois.",
        "es": "Producir una vez por turno con dos engranajes: cada edificio de producción de "
              "tu ciudad actúa una vez."}),
    "pass": ("001:192", {
        "en": "The turn ends: your emissary leaves the strip, and unused bricks and cogs are "
              "lost.",
        "fr": "Le tour se termine : l'émissaire quitte la bande, et les briques et engrenages "
              "inutilisés sont perdus.",
        "es": "El turno termina: tu emisario deja la tira y los ladrillos y engranajes no "
              "usados se pierden."}),
    "school": ("001:469", {
        "en": "A School or University draws from a deck other than deck I; keep one building "
              "and put the rest under that deck in any order.",
        "fr": "School et University tirent dans un autre paquet que le I : on garde un "
              "bâtiment et on met les autres sous ce paquet, dans l'ordre choisi.",
        "es": "School y University roban de un mazo que no sea el I: te quedas un edificio y "
              "pones el resto debajo de ese mazo en el orden que quieras."}),
}


def rule_key(move: Any) -> str:
    """Which rule a move follows: a key of `glossary`. Building an aqueduct (which may
    replace a building) follows the aqueduct's rule."""
    if move.verb == "build" and move.cards and IS_AQUEDUCT[move.cards[0]]:
        return "aqueduct"
    return move.verb if move.verb in RULES else ""


def glossary(language: str = "en") -> dict[str, list[str]]:
    """Every rule key -> [sentence in `language`, reference]."""
    return {k: [said.get(language, said["en"]), ref] for k, (ref, said) in RULES.items()}

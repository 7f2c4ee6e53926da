"""What a decision asks, in the table's language and without the decider's name (the table puts
"Your turn" or "Waiting for Bo" in front): "place an emissary on a free space of the strip",
"placer un émissaire sur une case libre de la bande". Built from the decision's kind and fields,
so the engine's own prompt (English, with the name) stays what scripts read. The words speak of
"an emissary", never "your", as the same line also tells the others whom they wait for.
"""

from __future__ import annotations

from typing import Any, Final

from .phrases import count

PROMPTS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "draft": "keep one of the {n} buildings of the draft",
        "emissary": "place an emissary on a free space of the strip",
        "emissary_2": "place a second emissary on a free space of the strip",
        "take": "take a building from the offer (emissary on space {space})",
        "act_both": "build and/or produce ({have}), or end the turn",
        "act_build": "build ({have}), or end the turn",
        "act_produce": "produce ({have}), or end the turn",
        "act_none": "end the turn",
        "school_deck": "choose the deck to draw {what} from (not deck I)",
        "school_keep": "keep one of the {what} drawn from deck {deck}",
        "school_bottom": "put the next building under deck {deck} ({what} left)",
        "end": "the last round has been played",
    },
    "fr": {
        "draft": "garder un des {n} bâtiments de la sélection de départ",
        "emissary": "placer un émissaire sur une case libre de la bande",
        "emissary_2": "placer un second émissaire sur une case libre de la bande",
        "take": "prendre un bâtiment dans l'offre (émissaire sur la case {space})",
        "act_both": "construire et/ou produire ({have}), ou terminer le tour",
        "act_build": "construire ({have}), ou terminer le tour",
        "act_produce": "produire ({have}), ou terminer le tour",
        "act_none": "terminer le tour",
        "school_deck": "choisir le paquet où tirer {what} (pas le paquet I)",
        "school_keep": "garder un des {what} tirés du paquet {deck}",
        "school_bottom": "mettre le bâtiment suivant sous le paquet {deck} (reste : {what})",
        "end": "le dernier tour a été joué",
    },
    "es": {
        "draft": "quedarse con uno de los {n} edificios de la selección inicial",
        "emissary": "colocar un emisario en una casilla libre de la tira",
        "emissary_2": "colocar un segundo emisario en una casilla libre de la tira",
        "take": "tomar un edificio de la oferta (emisario en la casilla {space})",
        "act_both": "construir y/o producir ({have}), o terminar el turno",
        "act_build": "construir ({have}), o terminar el turno",
        "act_produce": "producir ({have}), o terminar el turno",
        "act_none": "terminar el turno",
        "school_deck": "elegir el mazo del que robar {what} (no el mazo I)",
        "school_keep": "quedarse con uno de los {what} robados del mazo {deck}",
        "school_bottom": "poner el siguiente edificio debajo del mazo {deck} (quedan {what})",
        "end": "se jugó la última ronda",
    },
}


def _have(fields: dict[str, Any], language: str) -> str:
    """ "2 bricks, 1 cog" (and the brick tokens, when there are some)."""
    said = [count(fields.get("bricks", 0), "brick", language),
            count(fields.get("cogs", 0), "cog", language)]
    tokens = fields.get("brick_tokens", 0)
    if tokens:
        said.append(count(tokens, "brick_token", language))
    return ", ".join(said)


def decision_words(decision: dict[str, Any] | None, players: list[str],
                   language: str = "en") -> str | None:
    """The decision in words, or None for a kind this package does not know."""
    if not decision:
        return None
    p = PROMPTS[language]
    kind, fields = decision.get("kind", ""), decision.get("fields") or {}
    n = fields.get("cards", 0)
    if kind == "draft":
        return p["draft"].format(n=n)
    if kind == "emissary":
        return p["emissary_2" if fields.get("emissary", 1) > 1 else "emissary"]
    if kind == "take":
        return p["take"].format(space=fields.get("space", "?"))
    if kind == "act":
        left = ("" if fields.get("built") else "build") + ("" if fields.get("produced")
                                                          else "produce")
        key = {"buildproduce": "act_both", "build": "act_build", "produce": "act_produce",
               "": "act_none"}[left]
        return p[key].format(have=_have(fields, language))
    if kind in ("school_deck", "school_keep", "school_bottom"):
        return p[kind].format(what=count(n, "building", language), deck=fields.get("deck", "?"))
    return None


def end_words(code: str | None, language: str = "en") -> str | None:
    """Why the game ended: the game has one end, after the last round (001:217)."""
    return PROMPTS[language]["end"]

"""What a decision asks, in the table's language and without the decider's name (the table puts
"Your turn" or "Waiting for Bo" in front): "follow Architect or think", "suivre Architecte ou
penser", "seguir Arquitecto o pensar". Built from the decision's kind and fields, so the
engine's own prompt (English, with the name) stays what scripts read.

Decisions of a building's power keep the engine's English words, as card powers do on the
table (the page says so once). A player named "You" reads in the second person.
"""

from __future__ import annotations

from typing import Any

from .names import names

_ROLES = ("laborer", "craftsman", "legionary", "architect", "merchant", "patron")

PROMPTS: dict[str, dict[str, str]] = {
    "en": {
        "lead": "lead a role or think", "follow": "follow {role} or think",
        "more": "play another {role} card, or done", "think": "think",
        "action": "{role} action ({left} left)", "open": "add to this {role} action, or done",
        "give": "Rome demands {m} — give {who} a {m} card",
        "protected": "protected from the demand for {m} — keep, or give a card to {who}",
        "pool_take": "Rome demands {m} — take a {m} card from the pool, or nothing",
        "you": "you",
        "deck_empty": "the draw deck ran out", "sites_gone": "the last Site in town was claimed",
    },
    "fr": {
        "lead": "appeler un rôle ou penser", "follow": "suivre {role} ou penser",
        "more": "jouer une autre carte {role}, ou terminer", "think": "penser",
        "action": "action {role} ({left} restante(s))",
        "open": "compléter cette action {role}, ou terminer",
        "give": "Rome exige {m} — donnez une carte {m} à {who}",
        "protected": "protégé de l'exigence de {m} — garder, ou donner une carte à {who}",
        "pool_take": "Rome exige {m} — prenez une carte {m} de la réserve commune, ou rien",
        "you": "vous",
        "deck_empty": "la pioche est épuisée",
        "sites_gone": "le dernier emplacement en ville a été pris",
    },
    "es": {
        "lead": "liderar un rol o pensar", "follow": "seguir {role} o pensar",
        "more": "jugar otra carta de {role}, o terminar", "think": "pensar",
        "action": "acción de {role} (quedan {left})",
        "open": "ampliar esta acción de {role}, o terminar",
        "give": "Roma exige {m} — da una carta de {m} a {who}",
        "protected": "protegido de la exigencia de {m} — guardar, o dar una carta a {who}",
        "pool_take": "Roma exige {m} — toma una carta de {m} de la Reserva, o nada",
        "you": "ti",
        "deck_empty": "se acabó el Mazo", "sites_gone": "se tomó el último Solar de la ciudad",
    },
}


def _who(players: list[str], seat: Any, p: dict[str, str]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(players):
        return p["you"] if players[seat] == "You" else players[seat]
    return "?"


def decision_words(decision: dict | None, players: list[str], language: str = "en") -> str | None:
    """The decision in words, or None where the engine's own prompt stands (a power's)."""
    if not decision:
        return None
    p, name = PROMPTS[language], names(language)
    kind, fields = decision.get("kind", ""), decision.get("fields") or {}
    role = name.get(fields.get("role", ""), fields.get("role", ""))
    material = name.get(fields.get("material", ""), fields.get("material", ""))
    if kind in ("lead", "think"):
        return p[kind]
    if kind in ("follow", "more") and role:
        return p[kind].format(role=role)
    if kind in _ROLES and role:
        if "extras" in fields:
            return p["open"].format(role=role)
        if "left" in fields:
            return p["action"].format(role=role, left=fields["left"])
    if kind == "pool_take" and material:
        return p["pool_take"].format(m=material)
    if kind == "give" and material:
        key = "protected" if fields.get("protected") else "give"
        return p[key].format(m=material, who=_who(players, fields.get("to"), p))
    return None


def end_words(code: str | None, language: str = "en") -> str | None:
    """Why the game ended, for the codes that are the rules' own (a power's win stays English)."""
    return PROMPTS[language].get(code or "") if code in ("deck_empty", "sites_gone") else None

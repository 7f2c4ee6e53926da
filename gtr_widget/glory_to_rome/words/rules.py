"""The rule each move follows, in one plain sentence, with the rulebook line of the edition played.

References are `seed:line` in the rulebook of that edition: 000 for the first edition, 003 for
the Black Box (Republic, and Imperium in its Appendix II). Card references come from the card
tables (card_refs.csv); card texts themselves are the game's catalogue.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path
from typing import Any

from .rule_sentences import TRANSLATED

ROLES = ("Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron")

#: key -> (sentence, {edition: reference}); "*" is every edition not named.
_RULES: dict[str, tuple[str, dict[str, str]]] = {
    "lead": ("The leader plays a card of one role on their camp (or thinks); that role is played "
             "by everyone this turn.", {"first": "000:125", "*": "003:112"}),
    "follow": ("After a lead, each other player in turn either follows with a card of the led "
               "role, a Jack or a petition, or thinks.", {"first": "000:127", "*": "003:116"}),
    "think": ("Thinking: take a Jack, draw until your hand is full, or draw one card when it "
              "already is.", {"first": "000:159", "*": "003:137"}),
    "jack": ("A Jack can lead or follow any role except Thinker.",
             {"first": "000:149", "*": "003:127"}),
    "petition": ("A petition: several cards of one role played together count as a Jack.",
                 {"first": "000:498", "imperium": "003:646", "*": "003:133"}),
    "pool": ("The Legionary may take one card of each demanded material from the pool.",
             {"first": "000:251", "*": "003:260"}),
    "give": ("A neighbour holding the demanded material must give one such card to the "
             "Legionary's stockpile.", {"first": "000:251", "*": "003:261"}),
    "pass": ("Every action is optional: you may let it go.", {"first": "000:139", "*": "003:119"}),
    "done": ("Stop adding cards to this play.", {"first": "000:498", "*": "003:133"}),
    "Laborer": ("Laborer: take one card from the pool into your stockpile.",
                {"first": "000:205", "*": "003:197"}),
    "Craftsman": ("Craftsman: lay a foundation from your hand, or add a matching material from "
                  "your hand to a building.", {"first": "000:231", "*": "003:234"}),
    "Architect": ("Architect: lay a foundation from your hand, or add a matching material from "
                  "your stockpile to a building.", {"first": "000:303", "*": "003:232"}),
    "Legionary": ("Legionary: show a card and demand its material from the pool and from each "
                  "neighbour's hand.", {"first": "000:251", "*": "003:256"}),
    "Merchant": ("Merchant: move one material from your stockpile into your vault, up to your "
                 "influence.", {"first": "000:267", "*": "003:277"}),
    "Patron": ("Patron: hire one card from the pool as a client, up to your influence.",
               {"first": "000:179", "*": "003:181"}),
    "score": ("Points: influence, the value of the vault, 3 per merchant bonus (most cards of a "
              "material in a vault) and building bonuses; a tie goes to the most cards in hand.",
              {"first": "000:359", "*": "003:317"}),
}
_VERB_KEY = {"lead": "lead", "follow": "follow", "think": "think", "give": "give",
             "pool": "pool", "pass": "pass", "skip": "pass", "done": "done", "more": "done"}


@cache
def _card_refs() -> dict[tuple[str, str], str]:
    with (Path(__file__).parent / "card_refs.csv").open(encoding="utf-8", newline="") as f:
        return {(r["edition"], r["name"]): r["ref"] for r in csv.DictReader(f)}


def card_name_of_verb(verb: str) -> str:
    """A building power's verb as the card's name: "first_bar" -> "Bar"."""
    base = verb.removeprefix("first_").replace("_", " ")
    return " ".join(w.capitalize() for w in base.split())


def rule_key(move: Any) -> str:
    """Which rule a move follows: a key of `glossary`."""
    verb, text = move.verb, move.text
    if verb in ("lead", "follow") and "petition" in text:
        return "petition"
    if verb in ("lead", "follow") and text.rstrip().endswith("Jack"):
        return "jack"
    if verb in _VERB_KEY:
        return _VERB_KEY[verb]
    role = verb.capitalize()
    if role in ROLES:
        return role
    return f"card:{card_name_of_verb(verb)}"


def reference(edition: str, refs: dict[str, str]) -> str:
    return refs.get(edition, refs.get("*", ""))


def card_reference(edition: str, name: str) -> str:
    table = _card_refs()
    for ed in (edition, "republic"):
        if (ed, name) in table:
            return table[(ed, name)]
    return ""


def glossary(game: Any, language: str = "en") -> dict[str, list[str]]:
    """Every rule key -> [sentence in `language`, reference] for the edition played. Card keys
    carry only a reference (their text is in the game's catalogue)."""
    rules = getattr(game, "rules", None)
    edition = getattr(rules, "edition", "republic")
    said = TRANSLATED.get(language, {})
    out = {k: [said.get(k, text), reference(edition, refs)] for k, (text, refs) in _RULES.items()}
    catalogue = game.catalogue() if callable(getattr(game, "catalogue", None)) else {}
    for name in catalogue:
        out[f"card:{name}"] = ["", card_reference(edition, name)]
    return out

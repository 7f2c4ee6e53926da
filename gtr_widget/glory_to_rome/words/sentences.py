"""Moves as sentences: "lead Architect: Tower" reads "Lead Architect with Tower", or in French
"Appeler Architecte avec Tour", in Spanish "Liderar Arquitecto con Torre".

Only the wording changes; the notation (`move.text`) stays what scripts type. A player named
"You" reads in the second person ("your Circus", "give Road to you").

A building power's move keeps its English words after the building's name in every language
("Prison : steal Bo's Tower"): the powers are many and subtle, and a word-by-word version
read badly ("voler rien"); the table says once that card powers are in English.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .names import names
from .phrases import PHRASES

_PLAIN = {"think: take Jack": "take_jack", "think: draw one": "draw_one", "pass": "pass",
          "done": "done", "keep": "keep"}


class _Words:
    """One language's phrases and names, for one sentence."""

    def __init__(self, language: str) -> None:
        self.p = PHRASES[language]
        self.names = names(language)
        self.language = language

    def name(self, english: str) -> str:
        return self.names.get(english, english)

    def cards(self, part: str) -> str:
        """ "petition Bar + Latrine" -> "a petition of Bar and Latrine"; "Tower" -> "Tower"."""
        if part.startswith("petition "):
            listed = [self.name(c) for c in part.removeprefix("petition ").split(" + ")]
            return self.p["petition"].format(cards=self.p["and"].join(listed))
        return self.p["a_jack"] if part == "Jack" else self.name(part)


@cache
def _words(language: str) -> _Words:
    return _Words(language)


def _name(w: _Words, players: list[str], seat: Any, deciding: int | None) -> str:
    """A seat as the decider reads it: "you" only for the decider named "You" (another
    decider reads the name: "Give Road to You")."""
    if isinstance(seat, int) and 0 <= seat < len(players):
        return w.p["you"] if players[seat] == "You" and seat == deciding else players[seat]
    return w.p["a_neighbour"]


def _sentence(move: Any, players: list[str], deciding: int | None, hand_size: int | None,
              w: _Words) -> str:
    verb, text, p = move.verb, move.text, w.p
    if text in _PLAIN:
        return p[_PLAIN[text]]
    if text == "think: refill":
        return p["refill_n"].format(n=hand_size) if hand_size else p["refill"]
    head, _, rest = text.partition(":")
    rest = rest.strip()
    if verb == "lead" and head.startswith("lead "):
        return p["lead"].format(role=w.name(head.removeprefix("lead ")), cards=w.cards(rest))
    if verb == "follow":
        return p["follow"].format(cards=w.cards(rest))
    if verb == "give":
        return p["give"].format(card=w.name(rest), who=_name(w, players, move.target, deciding))
    if verb == "pool":  # the Legionary's Pool card (legionary.py): "take Shrine", "take nothing"
        card = rest.removeprefix("take ")
        return p["pool_none"] if card == "nothing" else p["pool_take"].format(card=w.name(card))
    if verb in _ROLE_VERBS:
        said = _role_action(verb, rest, w)
        if said is not None:
            return said
    if verb == "more" and rest:
        return p["more"].format(cards=w.cards(rest))
    if rest:
        building = head.strip()
        shown = w.name(building.title()) if w.language != "en" else building.capitalize()
        if w.language != "en" and shown == building.title() and building in w.names:
            shown = w.name(building)
        return p["power"].format(building=shown[:1].upper() + shown[1:],
                                 rest=_second_person(rest, players))
    return text[:1].upper() + text[1:]


def _second_person(text: str, players: list[str]) -> str:
    if "You" not in players:
        return text
    return re.sub(r"\bYou's\b", "your", text)


_WORDED = ("lead", "follow", "give", "pool", "more")
_ROLE_VERBS = ("laborer", "merchant", "patron", "legionary", "craftsman", "architect")
_LAY = re.compile(r"^lay (?P<card>.+?)(?: on (?P<site>\w+) site)?(?P<out> out of town)?$")
#: A role action's notation, as the engine writes it (roles/*.py), with the sentence key.
_ROLE_FORMS: dict[str, list[tuple[re.Pattern, str]]] = {
    "laborer": [(re.compile(r"^(?P<card>.+?) from pool(?: \((?P<named>[^)]+)\))?$"), "laborer")],
    "merchant": [(re.compile(r"^(?P<card>.+?) from stockpile(?: \((?P<named>[^)]+)\))?$"),
                  "merchant")],
    "patron": [(re.compile(r"^(?P<card>.+?) from pool(?: \((?P<named>[^)]+)\))?$"), "patron")],
    "legionary": [(re.compile(r"^demand (?P<mats>.+)$"), "demand")],
    "craftsman": [(_LAY, "lay"),
                  (re.compile(r"^add (?P<card>.+?) to (?P<building>.+)$"), "add_hand")],
    "architect": [(_LAY, "lay"),
                  (re.compile(r"^add (?P<card>.+?)(?: \((?P<named>[^)]+)\))? to (?P<building>.+)$"),
                   "add_stockpile")],
}


def _building(w: _Words, label: str) -> str:
    """ "Prison" or "Prison#52" (two of one name) in the language, the id kept."""
    name, sep, n = label.partition("#")
    return w.name(name) + (f" #{n}" if sep else "")


def _role_action(verb: str, rest: str, w: _Words) -> str | None:
    """A role action's sentence, or None when the notation is a building's (its power)."""
    for pattern, key in _ROLE_FORMS[verb]:
        found = pattern.match(rest)
        if not found:
            continue
        g = found.groupdict()
        card = w.name(g.get("card") or "")
        if g.get("named"):
            card = f"{card} ({w.name(g['named'])})"
        if key == "demand":
            mats = [w.name(m.strip()) for m in g["mats"].split(",")]
            return w.p["demand"].format(material=w.p["and"].join(mats))
        if key == "lay":
            site = w.p["on_site"].format(site=w.name(g["site"])) if g.get("site") else ""
            out = w.p["out_of_town"] if g.get("out") else ""
            return w.p["lay"].format(card=card) + site + out
        if key in ("add_hand", "add_stockpile"):
            return w.p[key].format(card=card, building=_building(w, g["building"]))
        article = "an" if card[:1] in "AEIOU" else "a"  # "Hire an Architect client" (English)
        return w.p[key].format(card=card, a=article)
    return None


def is_power(move: Any) -> bool:
    """Whether a move is worded as a building power (English words after the name)."""
    if move.text in _PLAIN or move.text == "think: refill":
        return False
    rest = move.text.partition(":")[2].strip()
    if not rest or move.verb in _WORDED:
        return False
    return move.verb not in _ROLE_VERBS or _role_action(move.verb, rest, _words("en")) is None


def label(move: Any, players: list[str], deciding: int | None, hand_size: int | None,
          language: str = "en") -> str:
    """The move as a sentence for the person deciding, in `language` ("en", "fr", "es")."""
    return _second_person(_sentence(move, players, deciding, hand_size, _words(language)),
                          players)

"""Moves as sentences: "lead Architect: Tower" reads "Lead Architect with Tower", or in French
"Appeler Architecte avec Tour", in Spanish "Liderar Arquitecto con Torre".

Only the wording changes; the notation (`move.text`) stays what scripts type. A player named
"You" reads in the second person ("your Circus", "give Road to you").
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .names import _rows, names
from .phrases import NOTATION_PHRASES, NOTATION_WORDS, PHRASES

_PLAIN = {"think: take Jack": "take_jack", "think: draw one": "draw_one", "pass": "pass",
          "done": "done"}


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

    def notation(self, rest: str, players: list[str]) -> str:
        """A building power's notation with its names and words put in the language."""
        if self.language == "en":
            return rest
        if "You" in players:
            rest = re.sub(r"\bYou's (\S+)", lambda m: f"{self.p['your']} {m.group(1)}", rest)
        found = sorted({r["english"] for r in _rows()}, key=len, reverse=True)
        pattern = r"\b(" + "|".join(re.escape(n) for n in found) + r")\b"
        marked = re.sub(pattern, lambda m: "\0" + self.name(m.group(1)) + "\0", rest)
        # "Bo's \0Bar\0" -> "\0Bar\0 de Bo": the owner after the building, as both languages say
        marked = re.sub(r"\b(\w+)'s \0([^\0]+)\0",
                        lambda m: f"\0{m.group(2)}\0 {self.p['of']} {m.group(1)}", marked)
        for phrase, said in NOTATION_PHRASES.get(self.language, {}).items():
            marked = marked.replace(phrase, said)
        words = NOTATION_WORDS.get(self.language, {})
        out = []
        for k, chunk in enumerate(marked.split("\0")):
            if k % 2:  # a name already translated
                out.append(chunk)
                continue
            out.append(re.sub(r"[a-z][a-z'-]*", lambda m: words.get(m.group(0), m.group(0)),
                              chunk))
        return re.sub(r"\s{2,}", " ", "".join(out)).strip()


@cache
def _words(language: str) -> _Words:
    return _Words(language)


def _name(w: _Words, players: list[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(players):
        return w.p["you"] if players[seat] == "You" else players[seat]
    return w.p["a_neighbour"]


def _sentence(move: Any, players: list[str], hand_size: int | None, w: _Words) -> str:
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
        return p["give"].format(card=w.name(rest), who=_name(w, players, move.target))
    if verb == "laborer" and rest.endswith(" from pool"):
        return p["laborer"].format(card=w.name(rest.removesuffix(" from pool")))
    if verb == "merchant" and rest.endswith(" from stockpile"):
        return p["merchant"].format(card=w.name(rest.removesuffix(" from stockpile")))
    if verb == "patron" and rest.endswith(" from pool"):
        return p["patron"].format(card=w.name(rest.removesuffix(" from pool")))
    if verb == "legionary" and rest.startswith("demand "):
        return p["demand"].format(material=w.name(rest.removeprefix("demand ")))
    if verb in ("craftsman", "architect") and rest.startswith("lay "):
        return p["lay"].format(card=w.name(rest.removeprefix("lay ")))
    if verb == "more" and rest:
        return p["more"].format(cards=w.cards(rest))
    if rest:
        building = head.strip()
        shown = w.name(building.title()) if w.language != "en" else building.capitalize()
        if w.language != "en" and shown == building.title() and building in w.names:
            shown = w.name(building)
        return p["power"].format(building=shown[:1].upper() + shown[1:],
                                 rest=w.notation(rest, players))
    return text[:1].upper() + text[1:]


def _second_person(text: str, players: list[str]) -> str:
    if "You" not in players:
        return text
    return re.sub(r"\bYou's\b", "your", text)


def label(move: Any, players: list[str], deciding: int | None, hand_size: int | None,
          language: str = "en") -> str:
    """The move as a sentence for the person deciding, in `language` ("en", "fr", "es")."""
    said = _sentence(move, players, hand_size, _words(language))
    return _second_person(said, players) if language == "en" else said

"""The Great City of Rome in words for people: moves as sentences, the rule each follows, what
a decision asks and why the game ended, in English, French and Spanish.

The table (a shared package) gets `WORDS` from the engine (`Engine.words()`). The engine's move
texts stay as they are: they are the notation scripts use. The rulebook (seed 001) is English
only, so building names stay English in every language (`names` translates none); the words
around them are plain translations (phrases.py).
"""

from __future__ import annotations

from typing import Any

from ...core.words import LANGUAGES, Words
from .prompts import decision_words, end_words
from .rules import glossary, rule_key
from .sentences import Table, label

__all__ = ["LANGUAGES", "WORDS", "decision_words", "end_words", "glossary", "label",
           "move_words", "names", "rule_key"]


def _language(language: str) -> str:
    if language not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}")
    return language


def move_words(game: Any, moves: list[Any], seat: int | None,
               view: dict | None = None, language: str = "en") -> list[dict]:
    """Per move: `label` (a sentence to the person deciding) and `rule` (a key of
    `glossary`)."""
    language = _language(language)
    table = Table.from_view(game.view(seat) if view is None else view)
    return [{"label": label(m, table, language), "rule": rule_key(m)} for m in moves]


def names(language: str) -> dict[str, str]:
    """No building is renamed: the rulebook gives English names only (see the module)."""
    _language(language)
    return {}


class GreatCityWords(Words):
    """This package's functions, as the shared table asks for them (`Engine.words()`)."""

    clock_name = "Round"  # 001:89 "played over 14 rounds": the timeline groups moves by round

    def move_words(self, game: Any, moves: list[Any], seat: int | None,
                   view: dict | None, language: str) -> list[dict]:
        return move_words(game, moves, seat, view, language)

    def glossary(self, game: Any, language: str) -> dict[str, list[str]]:
        return glossary(_language(language))

    def names(self, language: str) -> dict[str, str]:
        return names(language)

    def decision_words(self, decision: dict, players: list[str], language: str) -> str | None:
        return decision_words(decision, players, _language(language))

    def end_words(self, code: str | None, language: str) -> str | None:
        return end_words(code, _language(language))


WORDS = GreatCityWords()

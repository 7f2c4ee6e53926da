"""Glory to Rome in words for people: moves as sentences, the rule each follows, names by language.

The table (a shared package) gets `WORDS` from the engine (`Engine.words()`) and asks it for
`move_words` (a label and a rule key per legal move), `glossary` (each rule key's plain
sentence and rulebook reference in the edition being played), `decision_words` and
`end_words` (what a decision asks, why the game ended), all in English, French or Spanish, and
`names` (card, role and material names in French or Spanish). The engine's move texts stay as
they are: they are the notation scripts use. Card powers keep their English words in every
language (the catalogue's texts, a power's moves and questions); the page says so once.
"""

from __future__ import annotations

from typing import Any

from ...core.words import Words
from .names import LANGUAGES, names
from .prompts import decision_words, end_words
from .rules import glossary, rule_key
from .sentences import is_power, label

__all__ = ["LANGUAGES", "WORDS", "decision_words", "end_words", "glossary", "label", "move_words",
           "names", "rule_key"]


def move_words(game: Any, moves: list[Any], seat: int | None,
               view: dict | None = None, language: str = "en") -> list[dict]:
    """Per move: `label` (a sentence; "You" reads in the second person), `rule` (a key of
    `glossary(game)`) and, for a building power's move, `power: True` (its words stay English
    after the building's name)."""
    players = list(game.players)
    view = game.view(seat) if view is None else view  # the table passes the view it synced
    limits: dict[str, Any] = {}
    if seat is not None and 0 <= seat < len(view["players"]):
        limits = view["players"][seat].get("limits") or {}
    decision = view.get("decision")  # the view's: the table asked the engine once already
    deciding = decision["player"] if decision else None
    hand = limits.get("hand")
    out = []
    for m in moves:
        said: dict[str, Any] = {"label": label(m, players, deciding, hand, language),
                                "rule": rule_key(m)}
        if is_power(m):
            said["power"] = True
        out.append(said)
    return out


class GloryToRomeWords(Words):
    """This package's functions, as the shared table asks for them (`Engine.words()`)."""

    def move_words(self, game: Any, moves: list[Any], seat: int | None,
                   view: dict | None, language: str) -> list[dict]:
        return move_words(game, moves, seat, view, language)

    def glossary(self, game: Any, language: str) -> dict[str, list[str]]:
        return glossary(game, language)

    def names(self, language: str) -> dict[str, str]:
        return names(language)

    def decision_words(self, decision: dict, players: list[str], language: str) -> str | None:
        return decision_words(decision, players, language)

    def end_words(self, code: str | None, language: str) -> str | None:
        return end_words(code, language)


WORDS = GloryToRomeWords()

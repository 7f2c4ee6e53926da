"""What a game says to people, as the shared table asks it (`Engine.words()`).

The table is shared by every game and imports none; a game hands it one `Words` object. A game
without one still plays: its moves read as their notation, with no rules and no translations.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

#: The languages the table speaks.
LANGUAGES = ("en", "fr", "es")


class Words(ABC):
    """One game's wording, in every language of `LANGUAGES`."""

    #: What the game's rulebook calls the span its `Engine.clock` counts, in English (the
    #: table's timeline heads each group of moves with it, "Turn 5"; the page translates it).
    clock_name: str = "Turn"

    @abstractmethod
    def move_words(self, game: Any, moves: list[Any], seat: int | None,
                   view: dict[str, Any] | None, language: str) -> list[dict[str, Any]]:
        """A `label` (the move as a sentence) and a `rule` key per move."""

    @abstractmethod
    def glossary(self, game: Any, language: str) -> dict[str, list[str]]:
        """Rule key -> [plain sentence, rulebook reference] in the edition being played."""

    @abstractmethod
    def names(self, language: str) -> dict[str, str]:
        """Card, role and material names in `language`, by their English names."""

    def decision_words(self, decision: dict[str, Any], players: list[str],
                       language: str) -> str | None:
        """What a decision asks, without the decider's name. Default: the engine's prompt."""
        return None

    def end_words(self, code: str | None, language: str) -> str | None:
        """Why the game ended. Default: the engine's end reason."""
        return None

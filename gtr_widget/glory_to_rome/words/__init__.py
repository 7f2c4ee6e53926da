"""Glory to Rome in words for people: moves as sentences, the rule each follows, names by language.

The table (a shared package) finds this module by convention, as `<game package>.words`, and
asks it for `move_words` (a label and a rule key per legal move), `glossary` (each rule key's
plain sentence and rulebook reference in the edition being played), `decision_words` and
`end_words` (what a decision asks, why the game ended), all in English, French or Spanish, and
`names` (card, role and material names in French or Spanish). The engine's move texts stay as
they are: they are the notation scripts use. Card powers keep their English words in every
language (the catalogue's texts, a power's moves and questions); the page says so once.
"""

from __future__ import annotations

from typing import Any

from .names import LANGUAGES, names
from .prompts import decision_words, end_words
from .rules import glossary, rule_key
from .sentences import is_power, label

__all__ = ["LANGUAGES", "decision_words", "end_words", "glossary", "label", "move_words", "names",
           "rule_key"]


def move_words(game: Any, moves: list[Any], seat: int | None,
               view: dict | None = None, language: str = "en") -> list[dict]:
    """Per move: `label` (a sentence; "You" reads in the second person), `rule` (a key of
    `glossary(game)`) and, for a building power's move, `power: True` (its words stay English
    after the building's name)."""
    players = list(game.players)
    view = game.view(seat) if view is None else view  # the table passes the view it synced
    limits = {}
    if seat is not None and 0 <= seat < len(view["players"]):
        limits = view["players"][seat].get("limits") or {}
    deciding = game.decision.player if game.decision is not None else None
    hand = limits.get("hand")
    out = []
    for m in moves:
        said = {"label": label(m, players, deciding, hand, language), "rule": rule_key(m)}
        if is_power(m):
            said["power"] = True
        out.append(said)
    return out

"""Glory to Rome in words for people: moves as sentences, the rule each follows, names by language.

The table (a shared package) finds this module by convention, as `<game package>.words`, and
asks it for three things: `move_words` (a label and a rule key per legal move), `glossary` (each
rule key's plain sentence and rulebook reference in the edition being played) and `names` (card,
role and material names in French or Spanish). The engine's move texts stay as they are: they
are the notation scripts use.
"""

from __future__ import annotations

from typing import Any

from .names import LANGUAGES, names
from .rules import glossary, rule_key
from .sentences import label

__all__ = ["LANGUAGES", "glossary", "label", "move_words", "names", "rule_key"]


def move_words(game: Any, moves: list[Any], seat: int | None,
               view: dict | None = None) -> list[dict]:
    """Per move: `label` (a sentence; "You" reads in the second person) and `rule` (a key of
    `glossary(game)`)."""
    players = list(game.players)
    view = game.view(seat) if view is None else view  # the table passes the view it synced
    limits = {}
    if seat is not None and 0 <= seat < len(view["players"]):
        limits = view["players"][seat].get("limits") or {}
    deciding = game.decision.player if game.decision is not None else None
    return [{"label": label(m, players, deciding, limits.get("hand")), "rule": rule_key(m)}
            for m in moves]

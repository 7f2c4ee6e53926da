"""A game's words for people, found by convention: the module `<game package>.words`.

The table is shared by every game and imports none, so it looks for the game's own wording
module next to the game's class (e.g. `gtr_widget.glory_to_rome.words`). A game without one
still plays: its moves read as their notation, with no rules and no translations.
It offers `move_words(game, moves, seat)`, `glossary(game)` and `names(language)`.
"""

from __future__ import annotations

import importlib
from typing import Any

LANGUAGES = ("en", "fr", "es")


def words_module(game: Any) -> Any:
    """The game's words module, or None."""
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        return None
    try:
        return importlib.import_module(f"{package}.words")
    except ImportError:
        return None


def move_words(game: Any, moves: list[Any], seat: int | None,
               view: dict | None = None) -> list[dict]:
    """A label and a rule key per move ({} each when the game words nothing)."""
    module = words_module(game)
    if module is None or not moves:
        return [{} for _ in moves]
    return module.move_words(game, moves, seat, view)


def glossary(game: Any) -> dict:
    module = words_module(game)
    return dict(module.glossary(game)) if module is not None else {}


def names(game: Any, language: str) -> dict:
    module = words_module(game)
    return dict(module.names(language)) if module is not None else {}


def final_line(view: dict) -> str | None:
    """The result in one log line, from any game's view: totals, the tie-break, the winners."""
    if not view.get("is_over"):
        return None
    players = view.get("players") or []
    parts = []
    for p in players:
        total = (p.get("score") or {}).get("total")
        if total is not None:
            parts.append(f"{p.get('name')} {total}")
    names_won = [players[s]["name"] for s in view.get("winners") or [] if 0 <= s < len(players)]
    winners = " and ".join(names_won) or "nobody"
    verb = "win" if len(names_won) != 1 or names_won[0] == "You" else "wins"
    scores = f"Final score: {', '.join(parts)}. " if parts else ""
    return f"{scores}{winners} {verb}."

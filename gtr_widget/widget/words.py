"""A game's words for people, found by convention: the module `<game package>.words`.

The table is shared by every game and imports none, so it looks for the game's own wording
module next to the game's class (e.g. `gtr_widget.glory_to_rome.words`). A game without one
still plays: its moves read as their notation, with no rules and no translations.
It offers `move_words(game, moves, seat)`, `glossary(game)` and `names(language)`, and may
offer `decision_words(decision, players, language)` and `end_words(code, language)`: what a
decision asks and why the game ended, in the table's language.
"""

from __future__ import annotations

import importlib
import inspect
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


def _speaks(fn: Any) -> bool:
    """Whether a game's wording function takes a `language` (older ones word English only)."""
    try:
        return "language" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def move_words(game: Any, moves: list[Any], seat: int | None,
               view: dict | None = None, language: str = "en") -> list[dict]:
    """A label and a rule key per move ({} each when the game words nothing)."""
    module = words_module(game)
    if module is None or not moves:
        return [{} for _ in moves]
    if language != "en" and _speaks(module.move_words):
        return module.move_words(game, moves, seat, view, language=language)
    return module.move_words(game, moves, seat, view)


def glossary(game: Any, language: str = "en") -> dict:
    """Rule key -> [sentence, reference], in `language` when the game words it."""
    module = words_module(game)
    if module is None:
        return {}
    if language != "en" and _speaks(module.glossary):
        return dict(module.glossary(game, language=language))
    return dict(module.glossary(game))


def names(game: Any, language: str) -> dict:
    module = words_module(game)
    return dict(module.names(language)) if module is not None else {}


def worded_view(game: Any, view: dict, language: str) -> dict:
    """The view with the game's words for people added: `decision.said` (what is asked, without
    the decider's name) and `end_said` (why the game ended), where the game words them."""
    module = words_module(game)
    if module is None:
        return view
    players = [p.get("name", "") for p in view.get("players") or []]
    decision = view.get("decision")
    said = getattr(module, "decision_words", None)
    if decision and said is not None:
        text = said(decision, players, language)
        if text:
            view["decision"] = dict(decision, said=text)
    ended = getattr(module, "end_words", None)
    if view.get("is_over") and ended is not None:
        text = ended(view.get("end_code"), language)
        if text:
            view["end_said"] = text
    return view


_THINKING = {"en": "{who} is thinking…", "fr": "{who} réfléchit…", "es": "{who} está pensando…"}


def thinking(name: str, language: str) -> str:
    """ "Bo is thinking…" in the table's language, while a bot decides."""
    return _THINKING.get(language, _THINKING["en"]).format(who=name)


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

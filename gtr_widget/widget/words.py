"""A game's words for people, as its engine hands them (`Engine.words()`, `core.words.Words`).

The table is shared by every game and imports none. A game without words still plays: its
moves read as their notation, with no rules and no translations.
"""

from __future__ import annotations

from typing import Any

from ..core.words import LANGUAGES, Words

__all__ = ["LANGUAGES", "clock_name", "final_line", "glossary", "move_words", "names", "thinking",
           "worded_view"]


def _words(game: Any) -> Words | None:
    words: Words | None = game.engine.words()
    return words


def move_words(game: Any, moves: list[Any], seat: int | None,
               view: dict[str, Any] | None = None, language: str = "en") -> list[dict[str, Any]]:
    """A label and a rule key per move ({} each when the game words nothing)."""
    words = _words(game)
    if words is None or not moves:
        return [{} for _ in moves]
    return words.move_words(game, moves, seat, view, language)


def clock_name(game: Any) -> str:
    """The game's word for the span its clock counts ("Turn", "Round"); "Turn" without words."""
    words = _words(game)
    return "Turn" if words is None else words.clock_name


def glossary(game: Any, language: str = "en") -> dict[str, list[str]]:
    """Rule key -> [sentence, reference], in `language`."""
    words = _words(game)
    return {} if words is None else dict(words.glossary(game, language))


def names(game: Any, language: str) -> dict[str, str]:
    words = _words(game)
    return {} if words is None else dict(words.names(language))


def worded_view(game: Any, view: dict[str, Any], language: str) -> dict[str, Any]:
    """The view with the game's words for people added: `decision.said` (what is asked, without
    the decider's name) and `end_said` (why the game ended), where the game words them."""
    words = _words(game)
    if words is None:
        return view
    players = [p.get("name", "") for p in view.get("players") or []]
    decision = view.get("decision")
    if decision:
        text = words.decision_words(decision, players, language)
        if text:
            view["decision"] = dict(decision, said=text)
    if view.get("is_over"):
        text = words.end_words(view.get("end_code"), language)
        if text:
            view["end_said"] = text
    return view


_THINKING = {"en": "{who} is thinking…", "fr": "{who} réfléchit…", "es": "{who} está pensando…"}


def thinking(name: str, language: str) -> str:
    """ "Bo is thinking…" in the table's language, while a bot decides."""
    return _THINKING.get(language, _THINKING["en"]).format(who=name)


def final_line(view: dict[str, Any]) -> str | None:
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

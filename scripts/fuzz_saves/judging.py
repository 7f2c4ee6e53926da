"""What loading made of a corrupted save, for any game: refused, identical, different, raw
(an exception other than SaveFileError) or broken (loads, but fails in use)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from gtr_widget.core import saves
from gtr_widget.core.errors import MAX_ERROR_CHARS, SaveFileError

#: What is wrong with a loaded game's position now ('' if nothing)
PositionProblem = Callable[[Any], str]


def play(g: Any, moves: int, rng: random.Random) -> None:
    """Up to `moves` random legal moves."""
    for _ in range(moves):
        if g.is_over:
            return
        g.play(rng.choice(g.legal_moves()))


def resign_envelope(data: dict) -> dict:
    """Recompute the save's outer checksum, as a forger would."""
    try:
        data["checksum"] = saves.checksum({k: v for k, v in data.items() if k != "checksum"})
    except (TypeError, ValueError):
        pass
    return data


def outcome(game_class: Any, original: Any, saved: str, text: str | bytes,
            problem: PositionProblem) -> tuple[str, str]:
    """(what loading `text` made, a short note) for a save of `original`."""
    try:
        g = game_class.from_json(text)
    except SaveFileError as e:
        return ("refused" if 0 < len(str(e)) <= MAX_ERROR_CHARS else "broken"), str(e)[:90]
    except Exception as e:  # noqa: BLE001 - counted: this is what the script looks for
        return "raw", f"{type(e).__name__}: {e}"[:90]
    broken = unsound(g, problem)
    if broken:
        return "broken", broken
    same = (g.to_json() == saved and _table(g) == _table(original)
            and [m.text for m in g.legal_moves()] == [m.text for m in original.legal_moves()])
    return ("identical" if same else "different"), ""


def _table(g: Any) -> dict:
    return {k: v for k, v in g.view(None).items() if k != "version"}


def unsound(g: Any, problem: PositionProblem) -> str:
    """Why a loaded game is broken ('' when it is sound): over 25 random moves on a copy, the
    position's own checks, every seat's view, log and save, and a legal move while not over."""
    try:
        c = g.clone()
        rng = random.Random(0)
        for _ in range(25):
            wrong = problem(c)
            if wrong:
                return wrong
            for seat in [None, *range(len(c.players))]:
                c.view(seat)
                json.dumps(c.log_for(seat))
            if c.is_over:
                return ""
            if not c.legal_moves() or c.decision is None:
                return "no legal move in a game not over"
            c.play(rng.choice(c.legal_moves()))
        json.loads(c.to_json())
    except Exception as e:  # noqa: BLE001
        return f"crashes on use: {type(e).__name__}: {e}"[:90]
    return ""

"""The rulebooks' worked examples as exercises: a position, a question, the book's answer.

Each game ships its exercises as data beside its scenarios (`<game>/scenarios/exercises/*.json`),
each built on one scenario: the position is the scenario's start with its first `step` moves
played, and the answer is the moves the book plays next. An exercise is a dict:

    {"id": "X-14", "level": 3, "title": "...", "scenario": "<a scenario id>", "step": 3,
     "question": "...", "answer": ["<a move in notation>", ...],
     "hint": {"rule": "the rule in our words", "line": "003:349"},
     "explanation": "what the book says happened", "seed": "003:351"}

`line` and `seed` cite a rulebook file and line ("003:349": seed file 003, line 349). Levels
run from 1 (the basics) to 4 (combinations of buildings); a game's exercises are ordered by
level. An exercise may add `expect`, facts (see facts.py) of the position the book reaches
after the answer. Nothing here names a game: the books come from the registered games.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMove
from ..core.game import Game
from ..core.saves import short
from .facts import check
from .library import books, load_scenario, scenario

if TYPE_CHECKING:
    import pandas as pd

#: The fields every exercise must have.
REQUIRED = ("id", "level", "title", "scenario", "step", "question", "answer", "hint", "seed")
#: The levels, from the basics to combinations of buildings.
LEVELS = {1: "basics", 2: "one building", 3: "a building changes an action",
          4: "combinations"}


def _folder(data_dir: Path) -> Path:
    """Where a game keeps its exercises: beside its scenario data."""
    return data_dir.parent / "exercises"


def _checked(ex: dict[str, Any], where: str) -> dict[str, Any]:
    missing = [k for k in REQUIRED if k not in ex]
    if missing:
        raise ValueError(f"exercise {ex.get('id', '?')} in {where} lacks {', '.join(missing)}")
    hint = ex["hint"]
    if not isinstance(hint, dict) or not hint.get("rule") or not hint.get("line"):
        raise ValueError(f"exercise {ex['id']} in {where}: hint needs a rule and a line")
    if not isinstance(ex["answer"], list) or not ex["answer"] or not all(
            isinstance(m, str) for m in ex["answer"]):
        raise ValueError(f"exercise {ex['id']} in {where}: answer must be a list of moves")
    if ex["level"] not in LEVELS:
        raise ValueError(f"exercise {ex['id']} in {where}: level must be one of {list(LEVELS)}")
    return ex


@cache
def _all() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for game, book in books().items():
        for path in sorted(_folder(book.data_dir).glob("*.json")):
            for raw in json.loads(path.read_text(encoding="utf-8")):
                ex = _checked(raw, path.name)
                if ex["id"] in out:
                    raise ValueError(f"duplicate exercise id {ex['id']} in {path.name}")
                out[ex["id"]] = dict(ex, game=game)
    return out


def exercise(id: str) -> dict[str, Any]:
    """One exercise's data, with its game and (when it gives none) the scenario's story as
    its explanation."""
    if not isinstance(id, str) or id not in _all():  # a list is no key; a long id is cut
        raise KeyError(f"no exercise {short(id, 60)}; see gtr_widget.scenarios.exercises()")
    ex = _all()[id]
    return dict(ex, explanation=ex.get("explanation") or scenario(ex["scenario"])["story"])


def exercise_ids() -> list[str]:
    """Every exercise id, game by game, each game's from the basics up."""
    return list(_all())


def exercise_table() -> pd.DataFrame:
    """A DataFrame of every exercise: id, game, level, title, question, moves to find, the
    rule's rulebook line, the example's seed line, and the scenario it comes from."""
    import pandas as pd

    rows = []
    for id in exercise_ids():
        ex = exercise(id)
        rows.append({
            "id": id, "game": ex["game"], "level": ex["level"], "title": ex["title"],
            "question": ex["question"], "moves": len(ex["answer"]),
            "rule": ex["hint"]["rule"], "rulebook_line": ex["hint"]["line"],
            "seed": ex["seed"], "scenario": ex["scenario"], "step": ex["step"],
        })
    return pd.DataFrame(rows)


def position(id: str) -> Game:
    """A game at the exercise's question: the scenario's start, its first `step` moves
    played. Undo on it is exact, as in a rulebook example."""
    ex = exercise(id)
    game = load_scenario(ex["scenario"])
    game.exact_undo = True
    script = [m for m in scenario(ex["scenario"])["moves"] if isinstance(m, str)]
    if ex["step"] > len(script):
        raise ValueError(f"exercise {id}: step {ex['step']} is past the scenario's "
                         f"{len(script)} moves")
    for move in script[:ex["step"]]:
        game.play(move)
    return game


def book_moves(id: str) -> list[str]:
    """The scenario's own moves that the exercise asks for (its script after `step`)."""
    ex = exercise(id)
    script = [m for m in scenario(ex["scenario"])["moves"] if isinstance(m, str)]
    return script[ex["step"]:ex["step"] + len(ex["answer"])]


def verify(id: str) -> tuple[list[str], int]:
    """Play the exercise's answer from its position and check the scenario's facts that
    hold during and just after it (and the scenario's final facts when the answer ends
    it). Returns the failures (empty when it passes) and how many facts were checked."""
    ex = exercise(id)
    sc = scenario(ex["scenario"])
    view = books()[ex["game"]].fact_view
    game = position(id)
    failures: list[str] = []
    for move in ex["answer"]:
        try:
            game.play(move)
        except IllegalMove as e:
            return [f"answer {move!r} refused: {e}"], 0
    end = ex["step"] + len(ex["answer"])
    facts: list[dict[str, Any]] = []
    played = 0
    for item in sc["moves"]:  # the checks written right after the answer's last move
        if isinstance(item, str):
            played += 1
        elif played == end:
            facts = facts + item["expect"]
    script_length = sum(isinstance(m, str) for m in sc["moves"])
    if end == script_length:
        facts = facts + sc.get("expect", [])
    facts = facts + ex.get("expect", [])  # the exercise's own checks of the book's position
    failures += [f for fact in facts if (f := check(game, fact, view))]
    return failures, len(facts)

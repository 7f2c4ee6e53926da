"""The shared packages (core, widget, bots, analysis, frames, scenarios) know no game: they
never name a game's package, card or role, and never probe a game with `hasattr`/`getattr`
(docs/design.md; issue O). Read from the source (ast), so a new line that does is caught
whether or not a test runs it. Docstrings may give examples; comments are not read."""

from __future__ import annotations

import ast
import csv
import random
import re
from collections.abc import Iterator
from functools import cache
from importlib import import_module
from importlib.metadata import entry_points
from pathlib import Path

import pytest

import gtr_widget
from gtr_widget.core.registry import ENTRY_POINTS, engine_named, game_class

ROOT = Path(gtr_widget.__file__).parent
SHARED = ("core", "widget", "bots", "analysis", "frames", "scenarios", "pictures")
#: `getattr` may read a user's bot object (its optional flags and name), nothing else.
GETATTR_OBJECTS = {"bot"}


def game_packages() -> dict[str, Path]:
    """Every installed game's package folder, by game name (the entry points)."""
    return {ep.name: Path(import_module(ep.value).__file__).parent
            for ep in entry_points(group=ENTRY_POINTS)}


@cache
def game_words() -> frozenset[str]:
    """The names of the games' cards and roles (and materials), read from the games' own
    data: every cards.csv in a game's package, the English names its words translate, and
    the roles its moves carry in a few random turns."""
    words: set[str] = set()
    for name, folder in game_packages().items():
        for data in folder.rglob("cards.csv"):
            with data.open(encoding="utf-8") as f:
                words |= {row["name"] for row in csv.DictReader(f)}
        engine = engine_named(name)
        said = engine.words()
        for language in ("fr", "es"):
            words |= set(said.names(language)) if said is not None else set()
        game = game_class(name).new(3, seed=1)
        rng = random.Random(1)
        for _ in range(300):
            moves = game.legal_moves()
            if not moves:
                break
            words |= {c.move.role for c in game.candidates() if c.move.role}
            game.play(rng.choice(moves))
    return frozenset(w for w in words if w)


def shared_files() -> list[Path]:
    return sorted(p for pkg in SHARED for p in (ROOT / pkg).rglob("*.py"))


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings (of a module, class or function)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def identifiers(node: ast.AST) -> Iterator[str]:
    if isinstance(node, ast.Name):
        yield node.id
    elif isinstance(node, ast.Attribute):
        yield node.attr
    elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        yield node.name
    elif isinstance(node, ast.alias):
        yield node.name
        if node.asname:
            yield node.asname
    elif isinstance(node, ast.ImportFrom) and node.module:
        yield node.module
    elif isinstance(node, ast.keyword) and node.arg:
        yield node.arg
    elif isinstance(node, ast.arg):
        yield node.arg


def findings(source: str, games: set[str], words: frozenset[str]) -> list[str]:
    """What in `source` names or probes a game: (line: what) for each finding."""
    tree = ast.parse(source)
    skip = docstrings(tree)
    said = re.compile(r"\b(" + "|".join(map(re.escape, sorted(words, key=len, reverse=True)))
                      + r")\b") if words else None
    out: list[str] = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id == "hasattr":
                out.append(f"{line}: hasattr probes an object")
            elif node.func.id == "getattr" and not (
                    node.args and isinstance(node.args[0], ast.Name)
                    and node.args[0].id in GETATTR_OBJECTS):
                out.append(f"{line}: getattr on {ast.unparse(node.args[0]) if node.args else '?'}")
        for name in identifiers(node):
            for game in games:
                if game in name.lower():
                    out.append(f"{line}: the identifier {name!r} names the game {game!r}")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            for game in games:
                if game in node.value.lower():
                    out.append(f"{line}: {node.value!r} names the game {game!r}")
            hit = said.search(node.value) if said else None
            if hit:
                out.append(f"{line}: {node.value!r} names the card or role {hit.group(0)!r}")
    return out


def test_the_games_and_their_words_are_found() -> None:
    """The check reads something: both games, and their card and role names."""
    assert {"glory_to_rome", "great_city"} <= set(game_packages())
    words = game_words()
    assert {"Statue", "Patron", "Jack"} <= words  # Glory to Rome: a card, a role, the Jack
    assert {"Vegetable Farm", "Grand Aqueduct"} <= words  # The Great City of Rome's cards


@pytest.mark.parametrize("path", shared_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_shared_module_names_and_probes_no_game(path: Path) -> None:
    found = findings(path.read_text(encoding="utf-8"), set(game_packages()), game_words())
    assert found == [], f"{path.relative_to(ROOT)} names or probes a game:\n" + "\n".join(found)


@pytest.mark.parametrize("line", [
    'hasattr(engine, "reveals")',
    'getattr(engine, "reveals", None)',
    'getattr(type(game), "new")',
    'getattr(module, "ENGINE")',
    'def f(game="glory_to_rome"): ...',
    'engine_named("great_city")',
    'from ..great_city import ENGINE',
    'glory_to_rome_default = 1',
    'x = {"Statue": 3}',
    'prompt = f"lead {role} with a Jack"',
    'roles = ["Patron", "Laborer"]',
])
def test_the_check_catches_a_line_that_names_or_probes_a_game(line: str) -> None:
    assert findings(line, set(game_packages()), game_words()), line


@pytest.mark.parametrize("line", [
    'getattr(bot, "needs_view", True)',
    'def f():\n    """Glory to Rome\'s "Statue" is an example in a docstring."""',
    'text = "Refused: that card is not on this table."',
])
def test_the_check_lets_a_neutral_line_pass(line: str) -> None:
    assert findings(line, set(game_packages()), game_words()) == []

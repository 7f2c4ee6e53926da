"""A move's target always comes with its kind (`Move.target_kind`), so a table lights the right
thing: seat 1, the building whose foundation is card 1, city cell 1 and strip space 1 are not the
same. The front end no longer reads a target without a kind as a building (js/src/core/moves.ts).
"""

from __future__ import annotations

import ast
import random
from importlib import import_module
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from gtr_widget.core.registry import ENTRY_POINTS, game_class

TOY = Path(__file__).parent / "toy"
#: How each field of a Move is passed by position (`Move(...)`, `new_move(...)`).
TARGET_AT, KIND_AT = 4, 6


def game_folders() -> list[Path]:
    return [Path(import_module(ep.value).__file__).parent
            for ep in entry_points(group=ENTRY_POINTS)] + [TOY]


def kindless_targets(source: str) -> list[int]:
    """The lines of `source` making a Move (or `_replace`-ing one) with a target but no kind."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        if name not in ("Move", "new_move", "_replace"):
            continue
        keywords = {k.arg for k in node.keywords}
        targets = "target" in keywords or len(node.args) > TARGET_AT
        kinds = "target_kind" in keywords or len(node.args) > KIND_AT
        if targets and not kinds:
            out.append(node.lineno)
    return out


@pytest.mark.parametrize("folder", game_folders(), ids=lambda p: p.name)
def test_every_targeted_move_a_game_makes_names_its_kind(folder: Path) -> None:
    bad = [f"{path.relative_to(folder)}:{line}" for path in sorted(folder.rglob("*.py"))
           for line in kindless_targets(path.read_text(encoding="utf-8"))]
    assert bad == [], f"moves with a target but no target_kind: {', '.join(bad)}"


def test_the_source_check_sees_each_way_of_giving_a_target() -> None:
    assert kindless_targets('Move("give", "give: Road", (3,), target=1)') == [1]
    assert kindless_targets('new_move("a", "b", (), None, 5)') == [1]
    assert kindless_targets('m._replace(target=5)') == [1]
    assert kindless_targets('Move("give", "g", (3,), target=1, target_kind="seat")') == []
    assert kindless_targets('new_move("a", "b", (), None, 5, (), "seat")') == []
    assert kindless_targets('Move("pass", "pass")') == []


@pytest.mark.parametrize("game", sorted(ep.name for ep in entry_points(group=ENTRY_POINTS)))
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_offer_no_target_without_its_kind(game: str, seed: int) -> None:
    """Every move considered (legal or refused) along a random game carries its target's kind."""
    g = game_class(game).new(3, seed=seed)
    rng = random.Random(seed)
    targeted = 0
    for _ in range(400):
        if g.is_over:
            break
        for c in g.candidates():
            if c.move.target is not None:
                targeted += 1
                assert c.move.target_kind, f"{game}: {c.move.text!r} has a target but no kind"
        g.play(rng.choice(g.legal_moves()))
    assert targeted > 0  # the games do aim moves at things

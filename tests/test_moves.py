"""Moves as values: `new_move` (the engine's fast way to make one) makes the very `Move` that
`Move(...)` makes, so moves from either compare, hash and print alike."""

from __future__ import annotations

import pytest

from gtr_widget.core.moves import Move, new_move


@pytest.mark.parametrize("args, kwargs", [
    (("pass", "pass"), {}),
    (("laborer", "laborer: Brick from pool", (12,)), {}),
    (("patron", "patron: Legionary from pool", (7,), "Legionary"), {}),
    (("architect", "architect: add Rubble to Bar", (3,)),
     {"target": 40, "data": ("add",), "target_kind": "building"}),
    (("legionary", "legionary: demand Brick, Rubble"), {"data": ("Brick", "Rubble")}),
])
def test_new_move_is_the_same_value_as_move(args: tuple, kwargs: dict) -> None:
    made, plain = new_move(*args, **kwargs), Move(*args, **kwargs)
    assert type(made) is Move
    assert made == plain and hash(made) == hash(plain)
    assert made._asdict() == plain._asdict()
    assert str(made) == plain.text and made.to_json() == plain.to_json()


@pytest.mark.parametrize("text, shown", [("pass", "Move('pass')"), (1.5, "Move(1.5)"),
                                         (None, "Move(None)")])
def test_a_move_prints_whatever_its_text_holds(text: object, shown: str) -> None:
    """A hand-made Move may hold a text that is no str; the game refuses it in words, and
    printing it (in that error's traceback, or at the prompt) must not fail either."""
    assert repr(Move("pass", text)) == shown  # type: ignore[arg-type]

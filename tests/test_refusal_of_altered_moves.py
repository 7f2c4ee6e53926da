"""A `Move` whose text is legal but whose other fields are not (a hand-made or altered Move) is
refused, and the refusal says which fields are wrong instead of "'pass' is legal now", in both
games, through `play` and `why_not` alike, leaving the game as it was."""

from __future__ import annotations

import pytest
from helpers import random_moves
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gtr_widget import Game as GloryToRome
from gtr_widget.core import IllegalMove, Move
from gtr_widget.core.errors import clip
from gtr_widget.core.moves import mismatch
from gtr_widget.great_city.game import Game as GreatCity

GAMES = {"glory_to_rome": GloryToRome, "great_city": GreatCity}


def _midgame(game: str, seed: int, moves: int):
    return random_moves(GAMES[game].new(2, seed=seed), moves, seed)


def _refusal(g, move: Move) -> str:
    before, history, version = g.to_json(), g.history, g.version
    with pytest.raises(IllegalMove) as e:
        g.play(move)
    assert (g.to_json(), g.history, g.version) == (before, history, version)
    assert g.why_not(move) == str(e.value)
    return str(e.value)


@pytest.mark.parametrize("game", GAMES)
def test_a_pass_with_a_target_is_refused_for_its_target(game: str) -> None:
    g = _midgame(game, seed=3, moves=0)
    legal = g.legal_moves()[0]
    why = _refusal(g, legal._replace(target=5))
    assert why.startswith(f"{legal.text!r} is legal, but not with target 5: the legal "
                          f"{legal.text!r} has no target")
    assert "legal now" not in why
    g.play(legal)  # the move as offered is still legal


@pytest.mark.parametrize("game", GAMES)
def test_a_move_refused_for_another_reason_keeps_the_rules_reason(game: str) -> None:
    """Only a move whose text is legal is worded as a wrong field; others keep their reason."""
    g = _midgame(game, seed=1, moves=0)
    bad = Move("pass", "no such move here")
    why = _refusal(g, bad)
    assert "is legal, but" not in why


field_changes = st.sampled_from([
    ("verb", "zzz"), ("cards", (999,)), ("cards", ()), ("role", "Nobody"), ("target", 77),
    ("data", ("extra",)), ("target_kind", "seat"),
    # values of types the field never holds (the compiled build once failed on them)
    ("verb", 2.5), ("cards", (1.5,)), ("role", 1.5), ("target", 2.5), ("target", "77"),
    ("data", 4.5), ("target_kind", 3.5),
])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 50),
       moves=st.integers(0, 40), pick=st.integers(0, 10_000), change=field_changes)
def test_any_altered_field_is_named_in_the_refusal(game: str, seed: int, moves: int,
                                                   pick: int, change: tuple) -> None:
    g = _midgame(game, seed, moves)
    if g.is_over:
        return
    legal = g.legal_moves()
    move = legal[pick % len(legal)]
    field, value = change
    altered = move._replace(**{field: value})
    if altered == move:
        return  # the change changed nothing: the move is still the legal one
    why = _refusal(g, altered)
    assert why == clip(mismatch(altered, move))
    assert why.startswith(f"{move.text!r} is legal, but not with ")
    label = field.replace("_", " ")
    assert label in why or f"no {field}" in why


def test_the_wording_names_each_field_both_ways() -> None:
    legal = Move("build", "build Bar", (3,), "Craftsman", None)
    given_ = Move("build", "build Bar", (4,), None, 12)
    assert mismatch(given_, legal) == (
        "'build Bar' is legal, but not with cards 4 and no role and target 12: the legal "
        "'build Bar' has cards 3 and role 'Craftsman' and no target (play its text, or the "
        "Move that legal_moves() offers)")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("field, value, words", [
    ("text", 1.5, "a Move's text is a str, not float"),
    ("text", None, "a Move's text is a str, not NoneType"),
    ("cards", 5, "a Move's cards are a tuple of card ids, not int"),
    ("cards", [1], "a Move's cards are a tuple of card ids, not list"),
])
def test_a_move_whose_text_or_cards_are_of_the_wrong_type_is_refused_in_words(
        game: str, field: str, value: object, words: str) -> None:
    """Such a Move cannot even be looked up by its text: it is refused before, not met by a
    TypeError where its text is read (scripts that build Moves by hand, forged page input)."""
    g = _midgame(game, seed=4, moves=5)
    move = g.legal_moves()[0]._replace(**{field: value})
    assert _refusal(g, move) == words

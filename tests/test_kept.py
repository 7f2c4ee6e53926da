"""Memos take the moves they keep off the garbage collector's lists (core/kept.py): a full
collection then walks the game's own objects, not every move a deck ever made. Only values
that cannot be part of a reference cycle are taken off."""

import gc
import platform
import random

import pytest

from gtr_widget import Game
from gtr_widget.core.kept import inert
from gtr_widget.core.moves import Move

cpython = pytest.mark.skipif(platform.python_implementation() != "CPython",
                             reason="PyObject_GC_UnTrack is CPython's")


@cpython
def test_a_move_of_plain_values_is_taken_off_and_stays_equal() -> None:
    made = Move("lay", "architect: lay Atrium on a brick Site", (3,), data=("lay", "brick", 0))
    same = Move(*made)
    assert gc.is_tracked(made)
    assert inert(made) is made
    assert not gc.is_tracked(made)
    assert made == same and hash(made) == hash(same) and made.text == same.text


@cpython
def test_tuples_of_moves_are_taken_off_innermost_first() -> None:
    group = (Move("lead", "lead Laborer: Jack", (140,), "Laborer"),
             Move("lead", "lead Patron: Jack", (140,), "Patron"))
    assert inert(group) is group
    assert not any(gc.is_tracked(v) for v in (group, *group))


def test_a_value_that_could_hold_a_cycle_stays_on_the_lists() -> None:
    holder: list[object] = []
    move = Move("give", "give: Road", (5,), data=(holder,))
    holder.append(move)  # a cycle through the move: the collector must still see it
    pair = (move, move)
    inert(move)
    inert(pair)
    assert gc.is_tracked(move) and gc.is_tracked(pair)
    assert inert([move]) == [move]  # not a tuple: returned as it is


@cpython
def test_a_decks_kept_moves_are_off_the_lists_after_games() -> None:
    """After random games, every petition, lead and build move a deck keeps is untracked,
    and a further game leaves the collector's count nearly where it was (the deck's memos no
    longer add to it)."""
    rng = random.Random(5)

    def game(seed: int) -> Game:
        g = Game.new(3, edition="republic", seed=seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
        return g

    deck = game(0).state.deck
    for seed in range(1, 20):
        game(seed)
    kept = [m for ms in deck.lead_book if ms for m in ms]
    kept += [m for by_name in deck.move_book.values() for by_part in by_name.values()
             for table in by_part for m in table.values() if isinstance(m, Move)]
    kept += [m for by_role in deck.petition_tables.values() for by_size in by_role.values()
             for table in by_size for ms in table.values() for m in ms]
    assert len(kept) > 500
    assert not any(gc.is_tracked(m) for m in kept)
    gc.collect()
    before = len(gc.get_objects())
    for seed in range(20, 40):
        game(seed)
    gc.collect()
    assert len(gc.get_objects()) - before < 200  # was some 65 tracked objects a game

"""The petition memo stays bounded: every hand brings new groups of card ids, so a long
simulation would otherwise grow its heap, and the collector's full passes, without end
(Deck.petition_memo). Emptying it changes no move."""

import random

from gtr_widget import Game


def _texts(seed: int, limit: int | None) -> tuple[list[list[str]], list[int]]:
    """Each decision's legal moves over a seeded random game, and the memo's size after each
    move, with the memo emptied at `limit` entries (None: the default)."""
    g = Game.new(3, edition="republic", seed=seed)
    deck = g.state.deck
    default = deck.memo_limit
    deck.forget_petitions()
    deck.memo_limit = limit or default
    try:
        rng, lists, sizes = random.Random(seed), [], []
        while not g.is_over:
            moves = g.legal_moves()
            lists.append([m.text for m in moves])
            g.play(rng.choice(moves))
            sizes.append(len(deck.petition_memo))
        return lists, sizes
    finally:
        deck.memo_limit = default


def test_the_petition_memo_is_emptied_at_its_limit_and_no_move_changes():
    for seed in (1, 2, 3):
        bounded, sizes = _texts(seed, 30)
        free, free_sizes = _texts(seed, None)
        assert bounded == free
        assert max(free_sizes) > 30  # the game makes more than the limit...
        assert max(sizes) < 30 + 40  # ...and the bounded memo never holds much more
        assert any(b < a for a, b in zip(sizes, sizes[1:]))  # it was emptied

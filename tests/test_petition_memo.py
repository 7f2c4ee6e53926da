"""The petition memo stays bounded: every hand brings new groups of card ids, so a long
simulation would otherwise grow its heap, and the collector's full passes, without end
(Deck.petition_memo). Emptying it changes no move."""

import random

from gtr_widget import Game


def _groups(deck) -> int:
    """How many groups' petitions the deck's tables keep (Deck.petition_tables)."""
    return sum(len(table) for by_role in deck.petition_tables.values()
               for by_size in by_role.values() for table in by_size)


def _texts(seed: int, limit: int | None) -> tuple[list[list[str]], list[int], list[int]]:
    """Each decision's legal moves over a seeded random game, and the memo's size and the
    tables' groups after each move, with the memo emptied at `limit` entries (None: the
    default)."""
    g = Game.new(3, edition="republic", seed=seed)
    deck = g.state.deck
    default = deck.memo_limit
    deck.forget_petitions()
    deck.memo_limit = limit or default
    try:
        rng, lists, sizes, groups = random.Random(seed), [], [], []
        while not g.is_over:
            moves = g.legal_moves()
            lists.append([m.text for m in moves])
            g.play(rng.choice(moves))
            sizes.append(len(deck.petition_memo))
            groups.append(_groups(deck))
        return lists, sizes, groups
    finally:
        deck.memo_limit = default


def test_the_petition_memo_is_emptied_at_its_limit_and_no_move_changes():
    for seed in (1, 2, 3):
        bounded, sizes, groups = _texts(seed, 30)
        free, free_sizes, free_groups = _texts(seed, None)
        assert bounded == free
        assert max(free_sizes) > 30  # the game makes more than the limit...
        assert max(sizes) < 30 + 40  # ...and the bounded memo never holds much more
        assert any(b < a for a, b in zip(sizes, sizes[1:]))  # it was emptied
        # the groups' tables are emptied with it, and only with it
        assert any(b < a for a, b in zip(groups, groups[1:]))
        assert all(b >= a for a, b in zip(free_groups, free_groups[1:]))

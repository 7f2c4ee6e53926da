"""Powers keep each card's move once per deck (the hand-card tables of a Dock, Aqueduct,
Basilica, first-edition Bar, Dock and Atrium, and the Latrine's and Crane's): a game offers
the same moves from tables filled by many other games as with every move made afresh."""

import random
from typing import Any

from gtr_widget import Game

#: The verbs of the powers whose moves are kept per deck, by edition.
KEPT = {"republic": {"dock", "aqueduct", "basilica", "latrine", "crane"},
        "first": {"first_dock", "first_bar", "first_atrium", "latrine"}}


class Forgetful(dict):
    """A move book that never finds what it kept: every table starts empty at each ask."""

    def get(self, key: Any, default: Any = None) -> Any:
        return default


def _offers(edition: str, seed: int) -> tuple[list[list[str]], set[str]]:
    """Each decision's legal texts over a seeded random game, and the kept verbs offered."""
    g = Game.new(3, edition=edition, seed=seed)
    rng, lists, verbs = random.Random(seed), [], set()
    while not g.is_over:
        moves = g.legal_moves()
        lists.append([m.text for m in moves])
        verbs |= {m.verb for m in moves} & KEPT[edition]
        g.play(rng.choice(moves))
    return lists, verbs


def test_kept_power_moves_are_the_moves_made_afresh() -> None:
    for edition in KEPT:
        deck = Game.new(3, edition=edition, seed=0).state.deck  # one deck per edition
        for other in range(100, 130):  # many powers' moves kept for many cards
            _offers(edition, other)
        offered: set[str] = set()
        for seed in range(4):
            kept, verbs = _offers(edition, seed)
            book, deck.move_book = deck.move_book, Forgetful()
            try:
                afresh = _offers(edition, seed)[0]
            finally:
                deck.move_book = book
            assert kept == afresh
            offered |= verbs
        assert len(offered) > 1, f"too few kept powers offered in {edition} to check them"

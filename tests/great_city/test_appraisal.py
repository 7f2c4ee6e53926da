"""The heuristic bot's incremental appraisal equals a full recount of the city's value."""

from __future__ import annotations

import random

import pytest
from gc_helpers import play_random

from gtr_widget.great_city import ENGINE
from gtr_widget.great_city.bots.appraisal import BONUS, UNIT, Board, promise
from gtr_widget.great_city.play.cards import CARDS, IS_AQUEDUCT, STARS
from gtr_widget.great_city.play.grid import NEIGHBOURS
from gtr_widget.great_city.play.rules import Rules
from gtr_widget.great_city.play.scoring import score_city


def recount(o, rules: Rules, left: int, card: int, cell: int) -> int:
    """Units gained by building `card` on `cell`, the whole city scored before and after."""
    city, points = dict(o.city), dict(o.points)
    replaced = city.get(cell)
    city[cell] = card
    if replaced is not None:
        points.pop(replaced, None)
    c = CARDS[card]
    k = sum(1 for n in NEIGHBOURS[cell] if n in city) + BONUS[card]
    coins = k if c.effect == "coins" else 0
    tokens = STARS[card] + (k if c.effect == "influence" else 0)
    if c.effect == "baths":
        points[card] = k
    extra = (900 * k if c.effect == "school" else 0) + 240 * tokens

    def value(cty, pts, dc, di):
        total = score_city(cty, pts, o.coins + dc, o.influence + di, o.won, rules)["total"]
        return UNIT * total + promise(cty, left)

    return value(city, points, coins, tokens) + extra - value(o.city, o.points, 0, 0)


@pytest.mark.parametrize("seed", range(6))
def test_best_build_is_the_best_full_recount(seed: int) -> None:
    g = play_random(3, seed=seed, moves=0, shrine=seed % 2 == 0)
    rng = random.Random(seed)
    checked = moves = 0
    while not g.is_over:
        moves += 1
        for seat in range(3) if moves % 5 == 0 else ():
            o = ENGINE.observation(g.state, seat)
            rules = g.state.rules
            left = o.rounds - max(o.round, 1)
            b = Board(o.city, o.points, o.shrine_is_temple, o.open, o.aq)
            built = set(o.city.values())
            cards = {*o.hand, *o.offer, *rng.sample(range(len(CARDS) - 6), 6)} - built
            for card in sorted(cards):
                cells = o.aq if IS_AQUEDUCT[card] else o.open
                units, got_card, got_cell = b.best((card,), o.coins, o.influence, left)
                if not cells:
                    assert units is None
                    continue
                full = [recount(o, rules, left, card, cell) for cell in cells]
                best = max(full)
                assert (units, got_card, got_cell) == (best, card, cells[full.index(best)])
                checked += 1
        g.play(rng.choice(g.legal_moves()))
    assert checked > 100

"""What building one card on one cell is worth to the heuristic bot, counted incrementally.

The bot values a city as its provisional score plus what the city promises (production each
round left, room beside houses and public buildings). Re-scoring the whole city for every
candidate cost more than the game itself, so a `Board` reads one city once (its residential
areas, free sides, temple counts) and values a placement by what changes around its cell:
the areas it joins or touches, its neighbours' free sides, the temple conditions it moves.

Values are whole numbers of `UNIT`ths of a point: every weight of the bot is a multiple of
1/600, so sums are exact and equal values tie exactly, whatever the order they are added in.
"""

from __future__ import annotations

from typing import Final

from ..play.cards import CARDS, IS_AQUEDUCT, KEY, NAME, STARS, VALUE
from ..play.grid import NEIGH_MASK, NEIGHBOURS
from ..play.scoring import (
    AQUEDUCT_POINTS,
    BATHS_BIT,
    COLOURS_IN,
    HOUSE,
    IS_TEMPLE,
    PUBLIC_BIT,
    residential_areas,
    temple_scores,
)

UNIT: Final = 600  # 0.45, 0.36, 0.35/6, 0.6/6, 1.5 and 0.4 are all whole multiples of 1/600

#: Per card: 1 production, 2 residential, 3 public, 0 anything else (how its promise counts).
KIND: Final = tuple({"production": 1, "residential": 2, "public": 3}.get(c.category, 0)
                    for c in CARDS)
#: A production building's promise per round left, in units: 0.45 a round, 0.8 of it unless
#: producing gives a coin.
PER_ROUND: Final = tuple(270 if "coin" in c.effect else 216 for c in CARDS)
#: Per card: coins and influence when built (1 per neighbour), a School's look (1.5 a card),
#: thermal baths' point tokens.
COINS: Final = tuple(c.effect == "coins" for c in CARDS)
TOKENS: Final = tuple(c.effect == "influence" for c in CARDS)
SCHOOL: Final = tuple(c.effect == "school" for c in CARDS)
BATHS: Final = tuple(c.effect == "baths" for c in CARDS)
BONUS: Final = tuple(c.bonus for c in CARDS)
#: What producing with each card adds, step by step in the order the bot has always added
#: them (a coin 1, an influence token 0.9, a brick token 1.5).
PRODUCE: Final = tuple((() if c.category != "production" else
                 (1,) * ("coin" in c.effect) + (0.9,) * (c.effect == "influence")
                 + (1.5,) * ("brick" in c.effect)) for c in CARDS)
MERCURY: Final = NAME[next(c.id for c in CARDS if c.key == "temple_mercury")]


def term(card: int, free: int, left: int) -> int:
    """What one building promises, in units, with `free` empty cells beside it."""
    kind = KIND[card]
    if kind == 1:
        return PER_ROUND[card] * left
    if kind == 2:
        return 35 * VALUE[card] * min(free, 2) * min(left, 6)
    if kind == 3:
        return 60 * free * min(left, 6)
    return 0


def promise(city: dict[int, int], left: int) -> int:
    """What a whole city promises, in units (the sum `Board` keeps up to date)."""
    return sum(term(c, sum(n not in city for n in NEIGHBOURS[cell]), left)
               for cell, c in city.items())


def temple_total(temples: list[tuple[int, int]], city: dict[int, int], shrine_is_temple: bool
                 ) -> tuple[int, bool]:
    """(temple points with no coins held, whether Mercury stands): Mercury's coins // 3 is
    left to the caller (coins change, cities not)."""
    out = temple_scores(city, temples, 0, shrine_is_temple)
    return sum(out.values()), MERCURY in out


class Board:
    """One city as it stands, read once; `best` values builds on it for a purse.

    A seat's city changes only when it builds, so the bot keeps its board from decision to
    decision. What a placement is worth is kept per card type in three parts (fixed, per
    round left, per round left up to 6), so a new round costs a multiplication, not a recount.
    """

    __slots__ = ("city", "points", "shrine_is_temple", "open", "aq", "occupied", "area_of",
                 "temples", "shrines", "temple_points", "mercury", "aqueducts", "produce",
                 "_near", "_parts", "_static", "_temple")

    def __init__(self, city: dict[int, int], points: dict[int, int], shrine_is_temple: bool,
                 open_cells, aq_cells) -> None:
        self.city, self.points = city, points
        self.shrine_is_temple = shrine_is_temple
        self.open, self.aq = tuple(open_cells), tuple(aq_cells)
        occupied = 0
        gain = 0.0  # what one production is worth, added up as the bot always has
        houses = False
        temples = []
        aqueducts = 0
        for cell, c in city.items():
            occupied |= 1 << cell
            for step in PRODUCE[c]:
                gain += step
            if HOUSE[c]:
                houses = True
            elif IS_TEMPLE[c]:
                temples.append((cell, c))
            elif IS_AQUEDUCT[c]:
                aqueducts += 1
        self.occupied, self.produce = occupied, gain
        self.aqueducts, self.temples = aqueducts, temples
        self.area_of = ({c: a for a in residential_areas(city, points, city) for c in a[3]}
                        if houses else {})
        self.shrines = frozenset(cell for cell, c in temples if KEY[c] == "shrine")
        self.temple_points, self.mercury = (temple_total(temples, city, shrine_is_temple)
                                            if temples else (0, False))
        self._near: dict[int, tuple] = {}  # cell -> its context (see `_context`)
        self._parts: dict[str, tuple] = {}  # card key -> ((cell, fixed, per round, ...), ...)
        self._static: dict[tuple[str, int], tuple] = {}  # (key, rounds left) -> (entries, best)
        self._temple: dict[tuple, int] = {}

    def free(self, cell: int) -> int:
        """Empty cells beside `cell`."""
        return (NEIGH_MASK[cell] & ~self.occupied).bit_count()

    def best(self, cards, coins: int, influence: int, left: int
             ) -> tuple[int | None, int, int]:
        """(units, card, cell) of the best build among `cards` for this purse, the first of
        equals; (None, -1, -1) when none may be built."""
        merc = coins // 3 if self.mercury else 0
        half = influence // 2
        best, pick, where = None, -1, -1
        for card in cards:
            entries, one = self.placements(card, left)
            for cell, units, dc, di, mercury in ((one,) if one is not None else entries):
                u = units + UNIT * (dc + ((coins + dc) // 3 if mercury else 0) - merc
                                    + (influence + di) // 2 - half)
                if best is None or u > best:
                    best, pick, where = u, card, cell
        return best, pick, where

    def placements(self, card: int, left: int) -> tuple:
        """(entries, the best entry when the purse cannot reorder them, else None) for
        `card` with `left` rounds to go; an entry is (cell, units but the purse's, coins,
        tokens, Mercury stands)."""
        key = KEY[card]
        out = self._static.get((key, left))
        if out is None:
            parts = self._parts.get(key)
            if parts is None:
                parts = self._parts[key] = self._placements(card)
            six = min(left, 6)
            entries = tuple([(cell, a + left * p + six * q, dc, di, m)
                             for cell, a, p, q, dc, di, m in parts])
            one = entries[0] if entries else None
            for e in entries:
                if one is None or e[2] != one[2] or e[3] != one[3] or e[4] != one[4]:
                    one = None
                    break
                if e[1] > one[1]:
                    one = e
            out = self._static[(key, left)] = (entries, one)
        return out

    def _placements(self, card: int) -> tuple:
        """(cell, fixed units, units per round left, per round left up to 6, coins, tokens,
        Mercury stands) for building `card` on each cell it may go on. Coins, tokens and
        Mercury's share are counted with the purse, which changes more often than the city."""
        city, contexts = self.city, self._near
        bonus, stars, coins, tokens = BONUS[card], STARS[card], COINS[card], TOKENS[card]
        school, baths, kind = SCHOOL[card], BATHS[card], KIND[card]
        v, g, aq = HOUSE[card], PUBLIC_BIT[card], IS_AQUEDUCT[card]
        rounds = PER_ROUND[card] if kind == 1 else 0
        own = 35 * VALUE[card] if kind == 2 else 60 if kind == 3 else 0
        # Temples: the same gain on every cell but through the Shrines beside it.
        temples = bool(self.temples) or IS_TEMPLE[card]
        base = UNIT * self._one_more_aqueduct() if aq else 0
        if temples and not self.shrines and KEY[card] != "shrine":
            base += UNIT * self._temple_gain(card, self.open[0] if self.open else -1, ())
            temples = False
        merc = self._mercury_after(card, None)
        out = []
        for cell in (self.aq if aq else self.open):
            near, free, loss, gains, shrines = contexts.get(cell) or self._context(cell)
            k = len(near) + bonus
            di = stars + k if tokens else stars
            fixed = base + 240 * di + (900 * k if school else 0)  # tokens' cards, School's look
            if aq and cell in city:
                out.append(self._replacing(card, cell, near, fixed - base, k if coins else 0,
                                           di))
                continue
            if v or g:
                t = k if baths else 0
                got = gains.get((v, g, t))
                if got is None:
                    got = gains[(v, g, t)] = self._areas_gain(near, v, g, t)
                fixed += UNIT * got
            if temples:
                fixed += UNIT * self._temple_gain(card, cell, shrines)
            out.append((cell, fixed, rounds, loss + own * (free if kind == 3 else min(free, 2)),
                        k if coins else 0, di, merc))
        return tuple(out)

    def _context(self, cell: int) -> tuple:
        """(built neighbours, free sides, what the neighbours' promise loses per round up
        to 6 when `cell` is built, a cache of the areas' gains, the Shrines beside) for a
        cell."""
        city = self.city
        near = [n for n in NEIGHBOURS[cell] if n in city]
        loss = 0
        for n in near:  # each neighbour loses a free side
            c = city[n]
            kind = KIND[c]
            if kind == 2:
                if self.free(n) <= 2:
                    loss -= 35 * VALUE[c]
            elif kind == 3:
                loss -= 60
        shrines = tuple(n for n in near if n in self.shrines) if self.shrines else ()
        out = self._near[cell] = (near, len(NEIGHBOURS[cell]) - len(near), loss, {}, shrines)
        return out

    def _areas_gain(self, near: list[int], v: int, g: int, baths: int) -> int:
        """Points the residential areas gain: a house joins (and merges) the areas of its
        value beside it; a public building adds its colour (thermal baths their `baths`
        tokens) to each area beside it."""
        city, area_of, points = self.city, self.area_of, self.points
        touched = []
        for n in near:
            a = area_of.get(n)
            if a is not None and a not in touched:
                touched.append(a)
        if v:  # one area of its value, with every public building beside any part
            size, groups, best, old = 1, 0, 0, 0
            for a in touched:
                if a[0] == v:
                    size += len(a[3])
                    groups |= a[1]
                    best = max(best, a[2])
                    old += a[4]
            for n in near:
                o = city[n]
                gn = PUBLIC_BIT[o]
                groups |= gn
                if gn == BATHS_BIT and points.get(o, 0) > best:
                    best = points[o]
            return v * size * COLOURS_IN[groups] + best - old
        out = 0
        for a in touched:
            best = max(a[2], baths) if g == BATHS_BIT else a[2]
            out += a[0] * len(a[3]) * (COLOURS_IN[a[1] | g] - COLOURS_IN[a[1]]) + best - a[2]
        return out

    def _temple_gain(self, card: int, cell: int, shrines: tuple[int, ...]) -> int:
        """Temple points gained (no coins held) by `card` on the empty `cell`: the same for
        every cell but through the `shrines` beside it (and a Shrine's own neighbours)."""
        shrine = KEY[card] == "shrine"
        key = (KEY[card], shrines, cell if shrine else -1)
        got = self._temple.get(key)
        if got is None:
            new = {**self.city, cell: card}
            temples = [*self.temples, (cell, card)] if IS_TEMPLE[card] else self.temples
            got = self._temple[key] = (temple_total(temples, new, self.shrine_is_temple)[0]
                                       - self.temple_points)
        return got

    def _replacing(self, card: int, cell: int, near: list[int], fixed: int, dc: int, di: int
                   ) -> tuple:
        """An aqueduct over a building: the building's promise goes, the areas beside it
        are counted again without it (a house taken out may split its area, a public
        building take its colour), one aqueduct more unless it replaces one, temples again."""
        city = self.city
        replaced = city[cell]
        kind, free = KIND[replaced], self.free(cell)
        rounds = -PER_ROUND[replaced] if kind == 1 else 0
        six = -35 * VALUE[replaced] * min(free, 2) if kind == 2 else -60 * free if kind == 3 \
            else 0
        points = 0
        if HOUSE[replaced] or PUBLIC_BIT[replaced]:
            new = {**city, cell: card}
            old = [self.area_of[cell]] if cell in self.area_of else []
            for n in near:
                a = self.area_of.get(n)
                if a is not None and a not in old:
                    old.append(a)
            tokens = self.points
            if replaced in tokens:
                tokens = {x: p for x, p in tokens.items() if x != replaced}
            points += (sum(a[4] for a in residential_areas(new, tokens, near))
                       - sum(a[4] for a in old))
        if not IS_AQUEDUCT[replaced]:
            points += self._one_more_aqueduct()
        if self.temples:  # the same wherever it replaces a building of that type
            key = (KEY[card], replaced if IS_TEMPLE[replaced] else KEY[replaced], -2)
            got = self._temple.get(key)
            if got is None:
                new = {**city, cell: card}
                temples = [(c, x) for c, x in new.items() if IS_TEMPLE[x]]  # the city's order
                got = self._temple[key] = (temple_total(temples, new, self.shrine_is_temple)[0]
                                           - self.temple_points)
            points += got
        return (cell, fixed + UNIT * points, rounds, six, dc, di,
                self._mercury_after(card, replaced))

    def _one_more_aqueduct(self) -> int:
        """Points one more aqueduct adds (none past four: a fifth has no row left)."""
        n = self.aqueducts
        return AQUEDUCT_POINTS[n + 1] - AQUEDUCT_POINTS[n] if n < 4 else 0

    def _mercury_after(self, card: int, replaced: int | None) -> bool:
        if KEY[card] == "temple_mercury":
            return True
        if replaced is not None and KEY[replaced] == "temple_mercury":
            return False
        return self.mercury

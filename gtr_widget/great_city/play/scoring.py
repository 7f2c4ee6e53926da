"""Final scoring as on the score pad (001:219-262; worked example 001:264-313).

Columns: residential areas of value 2, 3 and 4; aqueducts; temples (the Shrine with them,
ruling A-40); coins; influence tokens (1 point per 2); influence cards. Ties: most influence
tokens, then most coins, then shared (001:223). The same count gives a provisional score at
any moment (what the view shows).
"""

from __future__ import annotations

from typing import Final

from .cards import CARDS, CATEGORY, IS_AQUEDUCT, KEY, NAME, STARS, VALUE
from .grid import NEIGHBOURS
from .rules import Rules
from .state import Player, State, log

AQUEDUCT_POINTS: Final = (0, 4, 12, 24, 40)  # 001:245-246
COLUMNS = ("residential_2", "residential_3", "residential_4", "aqueducts", "temples", "coins",
           "influence_tokens", "influence_cards")
#: The score pad's categories in people's words (001:225-262), for tables and frames.
LABELS = {"residential_2": "Residential areas (2)", "residential_3": "Residential areas (3)",
          "residential_4": "Residential areas (4)", "aqueducts": "Aqueducts",
          "temples": "Temples", "coins": "Coins", "influence_tokens": "Influence tokens",
          "influence_cards": "Influence cards", "total": "Total"}
#: How ties are broken (001:223), as the final table heads its column.
TIE_BREAK = "Tie-break: influence tokens, then coins"


#: A card's house value (0 for any other building) and its public colour group (or None).
HOUSE: Final = tuple(c.value if c.category == "residential" else 0 for c in CARDS)
PUBLIC: Final = tuple(c.group if c.category == "public" else None for c in CARDS)


#: A public building's colour group as a bit (0 for any other card), the baths' bit, and the
#: number of groups in a mask of those bits: areas count colours without building sets.
_GROUP_BIT: Final = {g: 1 << k for k, g in enumerate(dict.fromkeys(g for g in PUBLIC if g))}
PUBLIC_BIT: Final = tuple(_GROUP_BIT[g] if g else 0 for g in PUBLIC)
BATHS_BIT: Final = _GROUP_BIT.get("baths", 0)
COLOURS_IN: Final = tuple(bin(m).count("1") for m in range(1 << len(_GROUP_BIT)))


def residential_areas(city: dict[int, int], points: dict[int, int], seeds) -> list[list]:
    """The residential areas holding the houses among the cells `seeds` (001:227-239, 481),
    each as [value, public groups touching it (bits), best baths tokens, cells, points].

    An area is a maximal edge-connected group of houses of one value; it scores the sum of
    its values times the number of distinct colours among the public buildings touching it,
    plus the point tokens of the best thermal baths touching it.
    """
    out = []
    done: set[int] = set()
    get = city.get
    for cell in seeds:
        card = get(cell)
        if card is None or cell in done:
            continue
        v = HOUSE[card]
        if not v:
            continue
        done.add(cell)
        todo, cells, groups, best = [cell], [], 0, 0
        while todo:
            c = todo.pop()
            cells.append(c)
            for n in NEIGHBOURS[c]:
                o = get(n)
                if o is None:
                    continue
                if HOUSE[o] == v:
                    if n not in done:
                        done.add(n)
                        todo.append(n)
                else:
                    g = PUBLIC_BIT[o]
                    if g:
                        groups |= g
                        if g == BATHS_BIT and points.get(o, 0) > best:
                            best = points[o]
        out.append([v, groups, best, cells, v * len(cells) * COLOURS_IN[groups] + best])
    return out


def residential_points(city: dict[int, int], points: dict[int, int]) -> dict[int, int]:
    """Points of the residential areas by house value (see `residential_areas`)."""
    out = {2: 0, 3: 0, 4: 0}
    for area in residential_areas(city, points, city):
        out[area[0]] += area[4]
    return out


#: Per card, for the temple conditions: is it a temple (or Shrine), a 2-house, a 4-house, a
#: production building; its public group (or None).
IS_TEMPLE: Final = tuple(c in ("temple", "shrine") for c in CATEGORY)
TWO: Final = tuple(c.category == "residential" and c.value == 2 for c in CARDS)
FOUR: Final = tuple(c.category == "residential" and c.value == 4 for c in CARDS)
PRODUCTION: Final = tuple(c == "production" for c in CATEGORY)


def temple_points(city: dict[int, int], coins: int, rules: Rules) -> dict[str, int]:
    """Each temple's (and Shrine's) points by name (001:510-591)."""
    mine = [(cell, c) for cell, c in city.items() if IS_TEMPLE[c]]
    if not mine:
        return {}
    return temple_scores(city, mine, coins, rules.shrine_is_temple)


def temple_scores(city: dict[int, int], temples: list[tuple[int, int]], coins: int,
                  shrine_is_temple: bool) -> dict[str, int]:
    """The points of `temples`, (cell, card) pairs of `city`, by name (001:510-591)."""
    # One pass for every count a condition reads.
    stars = twos = production = groups = 0
    four = False
    for x in city.values():
        stars += STARS[x]
        if TWO[x]:
            twos += 1
        elif FOUR[x]:
            four = True
        elif PRODUCTION[x]:
            production += 1
        groups |= PUBLIC_BIT[x]
    count = sum(1 for _, c in temples if CATEGORY[c] == "temple" or shrine_is_temple)
    out: dict[str, int] = {}
    for cell, c in temples:
        k = KEY[c]
        if k == "temple_luna":  # 001:523
            pts = stars
        elif k == "temple_mars":  # 001:531
            pts = 5 if four else 0
        elif k == "temple_venus":  # 001:539
            pts = 2 * twos
        elif k == "temple_jupiter":  # 001:547
            pts = 2 * count
        elif k == "temple_mercury":  # 001:555
            pts = coins // 3
        elif k == "temple_minerva":  # 001:561
            pts = 10 if len(city) == 16 else 0
        elif k == "temple_fortuna":  # 001:567
            pts = 15 if COLOURS_IN[groups] == 4 else 0
        elif k == "temple_cupid":  # 001:573
            pts = 10 if twos >= 4 else 0
        elif k == "temple_juno":  # 001:579
            pts = 10 if count >= 4 else 0
        elif k == "temple_saturn":  # 001:585
            pts = 15 if production >= 4 else 0
        elif k == "shrine":  # 001:352, 591
            pts = 2 * sum(1 for n in NEIGHBOURS[cell] if n in city)
        else:
            continue
        out[NAME[c]] = pts
    return out


def score_city(city: dict[int, int], points: dict[int, int], coins: int, influence: int,
               won_values: list[int], rules: Rules) -> dict[str, int]:
    """The score-pad columns and total for one city and purse."""
    res = residential_points(city, points)
    aqueducts = AQUEDUCT_POINTS[sum(IS_AQUEDUCT[c] for c in city.values())]
    temples = sum(temple_points(city, coins, rules).values())
    tokens = influence // 2  # 001:258 (ruling A-28)
    cards = sum(won_values)  # 001:262
    return {"residential_2": res[2], "residential_3": res[3], "residential_4": res[4],
            "aqueducts": aqueducts, "temples": temples, "coins": coins,  # 001:254
            "influence_tokens": tokens, "influence_cards": cards,
            "total": res[2] + res[3] + res[4] + aqueducts + temples + coins + tokens + cards}


def score_player(p: Player, rules: Rules) -> dict[str, int]:
    return score_city(p.city, p.points, p.coins, p.influence, [VALUE[c] for c in p.won], rules)


def scores(s: State) -> list[dict]:
    out = []
    for i, p in enumerate(s.players):
        row = {"seat": i, "name": p.name}
        row.update(score_player(p, s.rules))
        out.append(row)
    return out


def rank_key(row: dict, p: Player) -> tuple[int, int, int]:
    """Points, then influence tokens, then coins (001:223)."""
    return row["total"], p.influence, p.coins


def finish(s: State) -> None:
    """The game ends after the last round's influence scoring (001:217, 338)."""
    rows = scores(s)
    keys = [rank_key(r, p) for r, p in zip(rows, s.players, strict=True)]
    best = max(keys)
    s.winners = tuple(i for i, k in enumerate(keys) if k == best)
    s.over, s.phase = True, "over"
    s.end_reason = f"{s.rules.rounds} rounds played"
    names = " and ".join(s.players[i].name for i in s.winners)
    log(s, None, "end", f"Game over after {s.rules.rounds} rounds: "
        + "; ".join(f"{r['name']} {r['total']}" for r in rows) + f". Winner: {names}",
        data={"totals": [r["total"] for r in rows]})

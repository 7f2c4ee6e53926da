"""Final scoring as on the score pad (001:219-262; worked example 001:264-313).

Columns: residential areas of value 2, 3 and 4; aqueducts; temples (the Shrine with them,
ruling A-40); coins; influence tokens (1 point per 2); influence cards. Ties: most influence
tokens, then most coins, then shared (001:223). The same count gives a provisional score at
any moment (what the view shows).
"""

from __future__ import annotations

from .cards import CATEGORY, GROUP, KEY, NAME, STARS, VALUE
from .grid import NEIGHBOURS
from .rules import Rules
from .state import Player, State, log

AQUEDUCT_POINTS = (0, 4, 12, 24, 40)  # 001:245-246
COLUMNS = ("residential_2", "residential_3", "residential_4", "aqueducts", "temples", "coins",
           "influence_tokens", "influence_cards")


def areas(city: dict[int, int]) -> list[tuple[int, list[int]]]:
    """Residential areas: (value, cells), maximal edge-connected groups of one value
    (001:227, 231)."""
    out = []
    done: set[int] = set()
    for cell in sorted(city):
        card = city[cell]
        if cell in done or CATEGORY[card] != "residential":
            continue
        v = VALUE[card]
        area, todo = [], [cell]
        done.add(cell)
        while todo:
            c = todo.pop()
            area.append(c)
            for n in NEIGHBOURS[c]:
                o = city.get(n)
                if n not in done and o is not None and CATEGORY[o] == "residential" \
                        and VALUE[o] == v:
                    done.add(n)
                    todo.append(n)
        out.append((v, sorted(area)))
    return out


def area_score(city: dict[int, int], points: dict[int, int], value: int,
               area: list[int]) -> int:
    """Sum of values x distinct colours of adjacent public buildings, plus the point tokens
    of the best adjacent baths (001:229-239, 481)."""
    groups: set[str] = set()
    best = 0
    for c in area:
        for n in NEIGHBOURS[c]:
            o = city.get(n)
            if o is not None and CATEGORY[o] == "public":
                groups.add(GROUP[o])
                if GROUP[o] == "baths":
                    best = max(best, points.get(o, 0))
    return value * len(area) * len(groups) + best


def temple_points(city: dict[int, int], coins: int, rules: Rules) -> dict[str, int]:
    """Each temple's (and Shrine's) points by name (001:510-591)."""
    mine = [(cell, c) for cell, c in city.items() if CATEGORY[c] in ("temple", "shrine")]
    if not mine:
        return {}
    cards = list(city.values())
    temples = sum(1 for _, c in mine if CATEGORY[c] == "temple" or rules.shrine_is_temple)
    twos = sum(1 for c in cards if CATEGORY[c] == "residential" and VALUE[c] == 2)
    groups = {GROUP[c] for c in cards if CATEGORY[c] == "public"}
    out: dict[str, int] = {}
    for cell, c in mine:
        k = KEY[c]
        if k == "temple_luna":  # 001:523
            pts = sum(STARS[x] for x in cards)
        elif k == "temple_mars":  # 001:531
            pts = 5 if any(CATEGORY[x] == "residential" and VALUE[x] == 4 for x in cards) else 0
        elif k == "temple_venus":  # 001:539
            pts = 2 * twos
        elif k == "temple_jupiter":  # 001:547
            pts = 2 * temples
        elif k == "temple_mercury":  # 001:555
            pts = coins // 3
        elif k == "temple_minerva":  # 001:561
            pts = 10 if len(cards) == 16 else 0
        elif k == "temple_fortuna":  # 001:567
            pts = 15 if len(groups) == 4 else 0
        elif k == "temple_cupid":  # 001:573
            pts = 10 if twos >= 4 else 0
        elif k == "temple_juno":  # 001:579
            pts = 10 if temples >= 4 else 0
        elif k == "temple_saturn":  # 001:585
            pts = 15 if sum(1 for x in cards if CATEGORY[x] == "production") >= 4 else 0
        elif k == "shrine":  # 001:352, 591
            pts = 2 * sum(1 for n in NEIGHBOURS[cell] if n in city)
        else:
            continue
        out[NAME[c]] = pts
    return out


def score_city(city: dict[int, int], points: dict[int, int], coins: int, influence: int,
               won_values: list[int], rules: Rules) -> dict[str, int]:
    """The score-pad columns and total for one city and purse."""
    out = dict.fromkeys(COLUMNS, 0)
    for v, area in areas(city):
        out[f"residential_{v}"] += area_score(city, points, v, area)
    out["aqueducts"] = AQUEDUCT_POINTS[sum(1 for c in city.values()
                                           if CATEGORY[c] == "aqueduct")]
    out["temples"] = sum(temple_points(city, coins, rules).values())
    out["coins"] = coins  # 001:254
    out["influence_tokens"] = influence // 2  # 001:258 (ruling A-28)
    out["influence_cards"] = sum(won_values)  # 001:262
    out["total"] = sum(out[k] for k in COLUMNS)
    return out


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

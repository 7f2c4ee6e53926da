"""Final scoring as on the score pad (001:219-262, 510-591; example 001:264-313)."""

from __future__ import annotations

import pytest

from gtr_widget.great_city.play.grid import CELL_INDEX
from gtr_widget.great_city.play.scoring import finish, score_player
from gtr_widget.great_city.scenarios import load_scenario, run_scenario
from gtr_widget.great_city.scenarios.builder import build, build_state


def test_the_worked_example_scores_75() -> None:  # 001:264-313
    assert run_scenario("GC-Score-1") == []
    sc = load_scenario("GC-Score-1").scores()[0]
    assert [sc[k] for k in ("residential_2", "residential_3", "residential_4", "aqueducts",
                            "temples", "coins", "influence_tokens", "influence_cards",
                            "total")] == [24, 14, 8, 12, 4, 9, 1, 3, 75]  # 001:267


def city_score(city: dict, players: int = 4, **extra) -> dict:
    # The last round: a city this big is not built sooner, and no offer is still to come.
    s = build_state({"players": players, "round": 14, "shrine": True,
                     "seats": [{"city": city, **extra}]})
    return score_player(s.players[0], s.rules)


BASE = {"c4": "Vegetable Farm", "d4": "Residential 2"}


def test_same_colour_counts_once_and_specials_share_it() -> None:  # 001:235-237
    sc = city_score({**BASE, "d3": "Arena", "d5": "Colosseum"})
    assert sc["residential_2"] == 2 * 1
    sc = city_score({**BASE, "d3": "Arena", "d5": "Market", "e4": "School"})
    assert sc["residential_2"] == 2 * 3


def test_an_area_without_public_neighbours_scores_nothing() -> None:  # 001:239
    assert city_score({**BASE, "e4": "Residential 2"})["residential_2"] == 0


def test_the_best_bath_counts_once_per_area() -> None:  # 001:481
    sc = city_score({**BASE, "d3": "Thermal Baths", "d5": "Thermal Baths"},
                    points={"d3": 1, "d5": 3})
    assert sc["residential_2"] == 2 * 1 + 3


@pytest.mark.parametrize("n,points", [(1, 4), (2, 12), (3, 24), (4, 40)])
def test_aqueducts(n, points) -> None:  # 001:245-246
    cells = ["c3", "e4", "b5", "d6"][:n]  # one per row and column (001:491, 500)
    city = {**BASE, **{c: "Residential 2" for c in ("c3", "e4", "b5", "c5", "d5", "d6")}}
    city.update({c: "Aqueduct" for c in cells})
    assert city_score(city)["aqueducts"] == points


def test_each_temple_condition() -> None:  # 001:517-585
    assert city_score({**BASE, "c3": "Temple of Luna", "d3": "Luxury Residential 3",
                       "e4": "Temple of Mars"})["temples"] == 5 + 0  # 5 stars; no house of 4
    assert city_score({**BASE, "c3": "Temple of Mars", "d3": "Residential 4"})["temples"] == 5
    assert city_score({**BASE, "c3": "Temple of Venus", "d3": "Residential 2"})["temples"] == 4
    assert city_score({**BASE, "c3": "Temple of Jupiter", "d3": "Temple of Juno"}
                      )["temples"] == 4
    assert city_score({**BASE, "c3": "Temple of Mercury"}, coins=8)["temples"] == 2
    assert city_score({**BASE, "c3": "Temple of Fortuna", "d3": "Market", "e4": "Arena",
                       "d5": "School", "c5": "Thermal Baths"})["temples"] == 15
    assert city_score({**BASE, "c3": "Temple of Fortuna", "d3": "Market", "e4": "Arena",
                       "d5": "School"})["temples"] == 0
    assert city_score({**BASE, "c3": "Temple of Cupid", "d3": "Residential 2",
                       "e4": "Residential 2", "d5": "Luxury Residential 2"})["temples"] == 10
    assert city_score({**BASE, "c3": "Temple of Saturn", "d3": "Grain Farm",
                       "e4": "Sheep Farm", "d5": "Vineyard"})["temples"] == 15
    assert city_score({**BASE, "c3": "Temple of Juno", "d3": "Temple of Venus",
                       "e4": "Temple of Luna", "d5": "Temple of Mars"}
                      )["temples"] == 10 + 2 + 5 + 0  # Juno, Venus (one house of 2), Luna


def test_minerva_needs_sixteen_buildings() -> None:  # 001:561
    cols, rows = "cdef", "3456"
    kinds = ["Residential 3", "Residential 4", "Market", "Arena", "School", "Sheep Farm"]
    city = {f"{c}{r}": kinds[k % 6] for k, (c, r) in
            enumerate((c, r) for c in cols for r in rows)}
    city.update({"c4": "Vegetable Farm", "d4": "Residential 2", "f6": "Temple of Minerva"})
    assert city_score(city)["temples"] == 10
    city.pop("c3")
    assert city_score(city)["temples"] == 0


def test_shrine_scores_its_neighbours_and_counts_as_a_temple() -> None:  # 001:352
    sc = city_score({**BASE, "c3": "Shrine", "d3": "Temple of Jupiter"})
    assert sc["temples"] == 2 * 2 + 2 * 2  # Shrine: c4 and d3; Jupiter: two temples
    s = build_state({"players": 3, "round": 14, "shrine": True,
                     "options": {"shrine_is_temple": False},
                     "seats": [{"city": {**BASE, "c3": "Shrine", "d3": "Temple of Jupiter"}}]})
    assert score_player(s.players[0], s.rules)["temples"] == 4 + 2


def test_coins_and_influence_tokens() -> None:  # 001:254, 258
    sc = city_score(BASE, coins=7, influence=5, won=[6, 10])
    assert (sc["coins"], sc["influence_tokens"], sc["influence_cards"]) == (7, 2, 16)


def test_ties_break_by_tokens_then_coins_then_share() -> None:  # 001:223
    def winners(seats):
        s = build_state({"players": 3, "round": 14, "seats": seats})
        finish(s)
        return list(s.winners)
    # equal totals (6): more tokens wins
    assert winners([{"coins": 4, "influence": 4}, {"coins": 5, "influence": 2},
                    {"coins": 0}]) == [0]
    # equal totals and tokens: more coins wins (Mercury makes the purse differ)
    city = {**BASE, "c3": "Temple of Mercury"}
    assert winners([{"coins": 6, "influence": 0}, {"city": city, "coins": 5, "influence": 0},
                    {"coins": 0}]) == [0]
    assert winners([{"coins": 3}, {"coins": 3}, {"coins": 1}]) == [0, 1]


def test_cells_are_named_from_a_to_f_and_1_to_7() -> None:
    g = build({"players": 3})
    assert sorted(b["cell"] for b in g.view(0)["players"][0]["city"]) == ["c4", "d4"]
    assert CELL_INDEX["a1"] == 0 and CELL_INDEX["f7"] == 41


def areas_by_hand(city: dict[int, int], points: dict[int, int]) -> dict[int, int]:
    """Residential areas the plain way (001:227-239, 481): flood each area, collect the
    colours and the best baths beside it."""
    from gtr_widget.great_city.play.cards import CARDS
    from gtr_widget.great_city.play.grid import NEIGHBOURS

    out = {2: 0, 3: 0, 4: 0}
    seen: set[int] = set()
    for start, card in city.items():
        c = CARDS[card]
        if c.category != "residential" or start in seen:
            continue
        area, edge = {start}, [start]
        while edge:
            for n in NEIGHBOURS[edge.pop()]:
                if n in city and n not in area and CARDS[city[n]].category == "residential" \
                        and CARDS[city[n]].value == c.value:
                    area.add(n)
                    edge.append(n)
        seen |= area
        beside = {city[n] for a in area for n in NEIGHBOURS[a]
                  if n in city and CARDS[city[n]].category == "public"}
        colours = {CARDS[b].group for b in beside}
        baths = [points.get(b, 0) for b in beside if CARDS[b].group == "baths"]
        out[c.value] += c.value * len(area) * len(colours) + max(baths, default=0)
    return out


def test_residential_areas_agree_with_a_plain_count_on_random_cities() -> None:
    from gtr_widget.bots import play_game
    from gtr_widget.great_city.play.scoring import residential_points

    checked = 0
    for seed in range(12):
        g = play_game(["heuristic", "random", "heuristic"], players=3, seed=seed,
                      kind="great_city")
        for p in g.state.players:
            assert residential_points(p.city, p.points) == areas_by_hand(p.city, p.points)
            checked += sum(residential_points(p.city, p.points).values()) > 0
    assert checked > 10  # cities whose houses scored, from the bots' games

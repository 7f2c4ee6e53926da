"""The analysis of `simulate` reads what each game declares its rows hold (`SummarySpec`), so
its tables and plots work for every game: Glory to Rome, the Great City and the toy game."""

from __future__ import annotations

import matplotlib
import pandas as pd
import pytest
from toy.high_card import HighCardGame

from gtr_widget import Game as GloryToRome
from gtr_widget.analysis import plot_simulation, simulate, simulation_summary
from gtr_widget.bots import play_game
from gtr_widget.core.registry import engine_named
from gtr_widget.core.summary import SummarySpec
from gtr_widget.great_city.game import Game as GreatCity

matplotlib.use("Agg")

GAMES = {"glory_to_rome": GloryToRome, "great_city": GreatCity, "high_card": HighCardGame}


@pytest.fixture(scope="module", params=sorted(GAMES))
def sim(request) -> pd.DataFrame:
    """Four finished games of each game, two seats, on this process."""
    return simulate(4, players=2, game=request.param, seed=5, workers=1, progress=False)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("players", [2, 3])
def test_a_summary_row_holds_exactly_the_declared_columns(game: str, players: int) -> None:
    finished = play_game(["random"] * players, game=GAMES[game].new(players, seed=players))
    engine = engine_named(game)
    row = engine.summary(finished.state)
    assert list(row) == engine.summary_columns().summary_keys(players)


def test_the_games_declare_what_they_compare() -> None:
    assert engine_named("glory_to_rome").summary_columns().summaries() == (
        "seat", "bot", "players", "edition", "building")
    assert engine_named("great_city").summary_columns().summaries() == (
        "seat", "bot", "players", "shrine", "building")
    assert SummarySpec().summaries() == ("seat", "bot", "players")  # the default


def test_every_declared_summary_and_its_plot_work(sim: pd.DataFrame) -> None:
    import matplotlib.pyplot as plt

    spec = engine_named(sim["game"].iloc[0]).summary_columns()
    for by in spec.summaries():
        table = simulation_summary(sim, by)
        assert not table.empty, by
        shares = table["win_share"] if "win_share" in table else table.stack()
        assert shares.between(0, 1).all(), by
        ax = plot_simulation(sim, by=by)
        assert ax.get_title() == f"4 games by {by}"
    assert plot_simulation(sim).get_title().startswith("4 games by")
    # Each seat's share of the wins adds up to one win a game (a shared win is split).
    assert simulation_summary(sim, "seat")["win_share"].sum() == pytest.approx(1)
    plt.close("all")


def test_the_cards_of_a_declared_list_are_counted_once_per_seat_that_had_them(
        sim: pd.DataFrame) -> None:
    spec = engine_named(sim["game"].iloc[0]).summary_columns()
    (kind, prefix), = spec.card_lists.items()
    table = simulation_summary(sim, kind)
    name = table.index[0]
    holders = [(k, i) for k in sim.index for i in range(2)
               if name in sim.at[k, f"{prefix}_{i}"].split(", ")]
    assert table.loc[name, "completed"] == len(holders)
    won = [1 / len(sim.at[k, "winners"]) if i in sim.at[k, "winners"] else 0.0
           for k, i in holders]
    assert table.loc[name, "win_share"] == pytest.approx(sum(won) / len(won))


def test_an_undeclared_summary_is_refused_naming_the_declared_ones(sim: pd.DataFrame) -> None:
    game = sim["game"].iloc[0]
    other = "shrine" if game == "glory_to_rome" else "edition"
    with pytest.raises(ValueError, match=rf"{game} games summarise by 'seat', 'bot', "
                                         rf"'players'.*not '{other}'"):
        simulation_summary(sim, other)
    with pytest.raises(ValueError, match="not 'colour'"):
        plot_simulation(sim, by="colour")


def test_a_table_of_several_games_or_of_none_is_refused(sim: pd.DataFrame) -> None:
    mixed = pd.concat([sim, sim.assign(game="great_city" if sim["game"].iloc[0] != "great_city"
                                       else "glory_to_rome")])
    with pytest.raises(ValueError, match="mixes games"):
        simulation_summary(mixed)
    with pytest.raises(ValueError, match="empty"):
        simulation_summary(sim.iloc[:0])


def test_a_grouping_must_be_a_declared_column() -> None:
    with pytest.raises(ValueError, match=r"groupings \['edition'\] are not columns"):
        SummarySpec(columns=("turns",), groupings=("edition",))


def test_seats_a_game_does_not_have_do_not_count_as_losses() -> None:
    """Two-seat and three-seat games in one table: seat 2 is judged on its games only."""
    rows = [{"game": "high_card", "players": 2, "winners": [0]},
            {"game": "high_card", "players": 3, "winners": [2]}]
    table = simulation_summary(pd.DataFrame(rows), "seat")["win_share"]
    assert table.tolist() == [0.5, 0.0, 1.0]
    by_players = simulation_summary(pd.DataFrame(rows), "players")
    assert by_players.loc[2].tolist()[:2] == [1.0, 0.0] and pd.isna(by_players.loc[2, 2])

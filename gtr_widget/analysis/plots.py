"""One-line plots (matplotlib) of a game, a what-if table and a simulation table.

Each returns the matplotlib Axes, so it can be styled further or saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pandas as pd

from ..core.dealing import check_counts
from ..core.game import Game
from ..core.registry import engine_named
from ..core.saves import short
from ..core.summary import CARD_LIST_SEPARATOR, SummarySpec

if TYPE_CHECKING:
    from matplotlib.axes import Axes


def _axes(ax: Axes | None) -> Axes:
    if ax is None:
        import matplotlib.pyplot as plt

        _, made = plt.subplots(figsize=(7, 4))  # one Axes
        return made
    import matplotlib.axes

    if not isinstance(ax, matplotlib.axes.Axes):
        raise TypeError(f"ax={short(ax)}: a matplotlib Axes, or None for a new figure")
    return ax


def _table(df: object, source: str) -> pd.DataFrame:
    """`df` if it is a DataFrame (a TypeError naming `source`, what makes one, otherwise)."""
    if not isinstance(df, pd.DataFrame):
        raise TypeError(f"{short(df)} is not a DataFrame: give the table {source} returns")
    return df


def vp_by_turn(game: Game, seat: int | None = None) -> pd.DataFrame:
    """Points per seat at the end of every turn (or round), replayed from the game's history.

    `seat` None uses the all-seeing view (exact points); a seat sees only what it may know
    (points it cannot know, such as those of face-down cards, are left out).
    """
    g = game.at_start()
    engine = game.engine
    rows = []

    def record() -> None:
        players = g.view(seat)["players"]
        rows.append({"turn": engine.clock(g.state),
                     **{p["name"]: _known_points(p["score"]) for p in players}})

    record()
    last = rows[-1]["turn"]
    for m in game.history[:game.ply]:
        g.play(m)
        t = engine.clock(g.state)
        if t != last or g.is_over:
            record()
            last = t
    return pd.DataFrame(rows).drop_duplicates("turn", keep="last").set_index("turn")


def _known_points(score: dict[str, Any]) -> int:
    """The points a viewer can count: the total when known, else the known categories."""
    if score.get("total") is not None:
        return int(score["total"])
    return int(sum(v for k, v in score.items() if k != "total" and isinstance(v, int)))


def vp_over_turns(game: Game, seat: int | None = None, ax: Axes | None = None) -> Axes:
    """Line chart of each player's points turn by turn."""
    ax = _axes(ax)
    vp_by_turn(game, seat).plot(ax=ax, drawstyle="steps-post")
    ax.set_xlabel("turn")
    ax.set_ylabel("victory points" + ("" if seat is None else f" (as seat {seat} knows)"))
    ax.set_title("Points over the game")
    return ax


def plot_what_if(df: pd.DataFrame, ax: Axes | None = None, top: int = 15) -> Axes:
    """Horizontal bars of each candidate's win rate with its 95% interval."""
    df = _table(df, "what_if")
    check_counts(top=top)
    ax = _axes(ax)
    d = df.head(top).iloc[::-1]
    err = [d["win_rate"] - d["win_lo"], d["win_hi"] - d["win_rate"]]
    ax.barh(d["move"], d["win_rate"], xerr=err, color="#8c564b", alpha=0.8, capsize=3)
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (95% interval)")
    n = df.attrs.get("n")
    ax.set_title("What if?" + (f" ({n} playouts)" if n else ""))
    return ax


def _spec(df: pd.DataFrame) -> SummarySpec:
    """The declaration of the one game whose rows `df` holds."""
    df = _table(df, "simulate")
    if df.empty:
        raise ValueError("the simulation table is empty: there are no games to summarise")
    games = sorted(set(df["game"]))
    if len(games) != 1:
        raise ValueError(f"the table mixes games ({', '.join(games)}): summarise one at a time")
    return engine_named(games[0]).summary_columns()


def _win_shares(df: pd.DataFrame, spec: SummarySpec) -> pd.DataFrame:
    """Each seat's share of each game's win (1/k of a k-way shared win); NaN past its seats."""
    seats = int(df["players"].max())
    return pd.DataFrame({
        i: [(1 / len(w) if i in w else 0.0) if i < n else float("nan")
            for w, n in zip(df[spec.winners], df["players"], strict=True)]
        for i in range(seats)}, index=df.index)


def _card_shares(df: pd.DataFrame, share: pd.DataFrame, prefix: str, kind: str) -> pd.DataFrame:
    """Per card name: the win share of the seats that ended with it, and how many did."""
    rows = []
    for i in share.columns:
        col = f"{prefix}_{i}"
        if col not in df:
            continue
        for k in df.index:
            names = df.at[k, col]
            if isinstance(names, str) and names:
                for name in dict.fromkeys(names.split(CARD_LIST_SEPARATOR)):  # once a seat
                    rows.append({kind: name, "win": share.at[k, i]})
    if not rows:
        return pd.DataFrame(columns=["win_share", "completed"]).rename_axis(kind)
    return (pd.DataFrame(rows).groupby(kind)["win"].agg(["mean", "count"])
            .rename(columns={"mean": "win_share", "count": "completed"})
            .sort_values(["win_share", "completed"], ascending=False))


def simulation_summary(df: pd.DataFrame, by: str = "seat") -> pd.DataFrame:
    """The table behind `plot_simulation`: win share per seat, per bot, per group the game
    declares (edition, player count ...) or per card of a declared list (the buildings a seat
    completed: the win share of the seats that did, and how many did)."""
    spec = _spec(df)
    if by not in spec.summaries():
        raise ValueError(f"{df['game'].iloc[0]} games summarise by "
                         f"{', '.join(map(repr, spec.summaries()))}, not {short(by)}")
    share = _win_shares(df, spec)
    if by == "seat":
        return share.mean().rename("win_share").rename_axis("seat").to_frame()
    if by == "bot":
        rows = [{"bot": df.at[k, f"bot_{i}"], "win": share.at[k, i]}
                for i in share.columns if f"bot_{i}" in df for k in df.index
                if pd.notna(df.at[k, f"bot_{i}"]) and pd.notna(share.at[k, i])]
        return pd.DataFrame(rows).groupby("bot")["win"].agg(["mean", "count"]).rename(
            columns={"mean": "win_share", "count": "seats"})
    if by in spec.card_lists:
        return _card_shares(df, share, spec.card_lists[by], by)
    return share.groupby(df[by]).mean().rename_axis(by)


def plot_simulation(df: pd.DataFrame, by: str | None = None, ax: Axes | None = None,
                    top: int = 20) -> Axes:
    """Win shares from `simulate`: per seat within each group the game declares (edition,
    player count ...; by default its first), per seat, per bot, or per card of a declared list
    (how often a seat that completed a building won, against the 1/players baseline)."""
    spec = _spec(df)
    check_counts(top=top)
    if by is None:
        by = spec.groupings[0] if spec.groupings else "seat"
    ax = _axes(ax)
    t = simulation_summary(df, by)
    if by in spec.card_lists:
        t = t.head(top).iloc[::-1]
        ax.barh(t.index.astype(str), t["win_share"], color="#1f77b4")
        ax.axvline(float((1 / df["players"]).mean()), color="grey", ls="--", lw=1)
        ax.set_xlabel(f"win share of players who completed it ({by})")
    elif by in ("seat", "bot"):
        t["win_share"].plot.bar(ax=ax, rot=0)
        ax.set_ylabel("win share")
    else:
        t.plot.bar(ax=ax, rot=0)
        ax.set_ylabel("win share")
        ax.legend(title="seat")
    ax.set_title(f"{len(df)} games by {by}")
    return ax

"""One-line plots (matplotlib) of a game, a what-if table and a simulation table.

Each returns the matplotlib Axes, so it can be styled further or saved.
"""

from __future__ import annotations

import pandas as pd


def _axes(ax):
    if ax is None:
        import matplotlib.pyplot as plt

        _, ax = plt.subplots(figsize=(7, 4))
    return ax


def vp_by_turn(game, seat: int | None = None) -> pd.DataFrame:
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
    for m in game.history:
        g.play(m)
        t = engine.clock(g.state)
        if t != last or g.is_over:
            record()
            last = t
    return pd.DataFrame(rows).drop_duplicates("turn", keep="last").set_index("turn")


def _known_points(score: dict) -> int:
    """The points a viewer can count: the total when known, else the known categories."""
    if score.get("total") is not None:
        return int(score["total"])
    return int(sum(v for k, v in score.items() if k != "total" and isinstance(v, int)))


def vp_over_turns(game, seat: int | None = None, ax=None):
    """Line chart of each player's points turn by turn."""
    ax = _axes(ax)
    vp_by_turn(game, seat).plot(ax=ax, drawstyle="steps-post")
    ax.set_xlabel("turn")
    ax.set_ylabel("victory points" + ("" if seat is None else f" (as seat {seat} knows)"))
    ax.set_title("Points over the game")
    return ax


def plot_what_if(df: pd.DataFrame, ax=None, top: int = 15):
    """Horizontal bars of each candidate's win rate with its 95% interval."""
    ax = _axes(ax)
    d = df.head(top).iloc[::-1]
    err = [d["win_rate"] - d["win_lo"], d["win_hi"] - d["win_rate"]]
    ax.barh(d["move"], d["win_rate"], xerr=err, color="#8c564b", alpha=0.8, capsize=3)
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (95% interval)")
    n = df.attrs.get("n")
    ax.set_title("What if?" + (f" ({n} playouts)" if n else ""))
    return ax


def simulation_summary(df: pd.DataFrame, by: str = "seat") -> pd.DataFrame:
    """The table behind `plot_simulation`: win share per seat, bot, edition or building."""
    players = int(df["players"].max())
    share = pd.DataFrame({i: df["winners"].map(lambda w, i=i: 1 / len(w) if i in w else 0.0)
                          for i in range(players)})
    if by == "seat":
        return share.mean().rename("win_share").rename_axis("seat").to_frame()
    if by == "edition":
        return share.groupby(df["edition"]).mean().rename_axis("edition")
    if by == "bot":
        rows = [{"bot": df[f"bot_{i}"][k], "win": share[i][k]}
                for i in range(players) if f"bot_{i}" in df for k in df.index
                if pd.notna(df[f"bot_{i}"][k])]
        return pd.DataFrame(rows).groupby("bot")["win"].agg(["mean", "count"]).rename(
            columns={"mean": "win_share", "count": "seats"})
    if by == "building":
        rows = []
        for i in range(players):
            col = f"buildings_{i}"
            if col not in df:
                continue
            for k in df.index:
                names = df[col][k]
                if isinstance(names, str) and names:
                    for name in names.split(", "):
                        rows.append({"building": name, "win": share[i][k]})
        if not rows:
            return pd.DataFrame(columns=["win_share", "completed"])
        return (pd.DataFrame(rows).groupby("building")["win"].agg(["mean", "count"])
                .rename(columns={"mean": "win_share", "count": "completed"})
                .sort_values(["win_share", "completed"], ascending=False))
    raise ValueError(f"by must be 'seat', 'edition', 'bot' or 'building', not {by!r}")


def plot_simulation(df: pd.DataFrame, by: str = "edition", ax=None, top: int = 20):
    """Win shares from `simulate`: per seat within each edition, per bot, or per building
    completed (how often a player who completed it won, against the 1/players baseline)."""
    ax = _axes(ax)
    t = simulation_summary(df, by)
    if by == "edition":
        t.plot.bar(ax=ax, rot=0)
        ax.set_ylabel("win share")
        ax.legend(title="seat")
    elif by == "building":
        t = t.head(top).iloc[::-1]
        ax.barh(t.index, t["win_share"], color="#1f77b4")
        ax.axvline(1 / int(df["players"].max()), color="grey", ls="--", lw=1)
        ax.set_xlabel("win share of players who completed it")
    else:
        t["win_share"].plot.bar(ax=ax, rot=0)
        ax.set_ylabel("win share")
    ax.set_title(f"{len(df)} games by {by}")
    return ax

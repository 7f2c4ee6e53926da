"""The tables every game has, built from one seat's view only, so they never leak."""

from __future__ import annotations

import inspect

import pandas as pd

from ..core.game import Game


def _is_property(value: object) -> bool:
    return isinstance(value, property)


class Frames:
    """Tables of one view of a game. Each property returns a fresh DataFrame."""

    def __init__(self, game: Game, seat: int | None = None) -> None:
        self.game = game
        self.seat = seat
        self.view = game.view(seat)
        self._moves = game.legal_moves()  # taken with the view, so the tables agree

    @property
    def tables(self) -> list[str]:
        """The names of the tables these frames offer."""
        return [n for n, _ in inspect.getmembers_static(type(self), _is_property)
                if n not in ("tables", "clock")]

    @property
    def clock(self) -> int:
        return self.game.engine.clock(self.game.state)

    def _who(self) -> str:
        return "everyone" if self.seat is None else f"seat {self.seat}"

    def __repr__(self) -> str:
        return f"<Frames of {self._who()}: {', '.join(self.tables)}>"

    def _repr_html_(self) -> str:
        """In a notebook: the players table under a one-line heading."""
        html: str = self.players.to_html()
        return f"<b>{self.game.engine.title}, as {self._who()} sees it</b>" + html

    def card_names(self) -> dict[int, str]:
        """Names of the cards this viewer may know, by id (for the legal-moves table)."""
        return {}

    # -- players -----------------------------------------------------------------------
    @property
    def players(self) -> pd.DataFrame:
        """One row per seat: name and the points the viewer can count."""
        rows = [{"seat": k, "name": p["name"], "points": p["score"].get("total")}
                for k, p in enumerate(self.view["players"])]
        return pd.DataFrame(rows).set_index("seat")

    # -- log ---------------------------------------------------------------------------
    @property
    def log(self) -> pd.DataFrame:
        """The log as this viewer reads it: turn, player, name, kind, text."""
        names = self.game.players
        rows = [{"turn": e["turn"], "player": e["player"],
                 "name": None if e["player"] is None else names[e["player"]],
                 "kind": e.get("kind"), "text": e["text"]}
                for e in self.game.log_for(self.seat)]
        df = pd.DataFrame(rows, columns=["turn", "player", "name", "kind", "text"])
        df["player"] = df["player"].astype("Int64")
        return df

    # -- scores ------------------------------------------------------------------------
    @property
    def scores(self) -> pd.DataFrame:
        """Points itemised per seat; NA where the viewer cannot know a part."""
        rows = []
        for k, p in enumerate(self.view["players"]):
            row = {"seat": k, "name": p["name"]}
            row.update(p["score"])
            rows.append(row)
        df = pd.DataFrame(rows).set_index("seat")
        for col in df.columns.drop("name"):
            df[col] = df[col].astype("Int64")
        return df

    # -- legal moves -------------------------------------------------------------------
    @property
    def legal_moves(self) -> pd.DataFrame:
        """The current decision's answers, for the viewer who decides (empty otherwise)."""
        cols = ["text", "verb", "cards", "card_ids", "role", "target"]
        d = self.view["decision"]
        if d is None or (self.seat is not None and d["player"] != self.seat):
            return pd.DataFrame([], columns=cols)
        names = self.card_names()
        rows = [{"text": m.text, "verb": m.verb,
                 "cards": ", ".join(names.get(c, "?") for c in m.cards),
                 "card_ids": list(m.cards), "role": m.role, "target": m.target}
                for m in self._moves]
        return pd.DataFrame(rows, columns=cols)

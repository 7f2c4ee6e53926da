"""pandas DataFrames of a Great City position, as one viewer sees it.

    g.frames.players            # the all-seeing teaching view
    Frames(g, seat=1).city      # only what seat 1 may know

Every table is built from `Game.view(seat)`, so a seat's frames never show a hidden card.
Legal moves are listed only to the seat deciding (or the teaching view).
"""

from __future__ import annotations

import pandas as pd


class Frames:
    """Tables of one view of a game. Each property returns a fresh DataFrame."""

    def __init__(self, game, seat: int | None = None):
        self.game = game
        self.seat = seat
        self.view = game.view(seat)
        self._moves = game.legal_moves()

    def __repr__(self) -> str:
        who = "everyone" if self.seat is None else f"seat {self.seat}"
        return (f"<Frames of {who}: players, city, offer, strip, scores, log, legal_moves "
                f"(round {self.view['round']}/{self.view['rounds']})>")

    def _repr_html_(self) -> str:
        who = "everyone" if self.seat is None else f"seat {self.seat}"
        return (f"<b>Round {self.view['round']} of {self.view['rounds']}, as {who} sees it"
                f"</b>" + self.players.to_html())

    @property
    def players(self) -> pd.DataFrame:
        """One row per seat: purse, tokens, influence cards, hand size, city, points so far."""
        rows = [{"seat": p["seat"], "name": p["name"], "colour": p["colour"],
                 "first": p["is_first"], "coins": p["coins"],
                 "influence_tokens": p["influence_tokens"],
                 "influence_cards": sum(c["value"] for c in p["influence_cards"]),
                 "hand": p["hand_count"], "buildings": len(p["city"]),
                 "brick_tokens": p["brick_tokens"], "points": p["score"]["total"]}
                for p in self.view["players"]]
        return pd.DataFrame(rows).set_index("seat")

    @property
    def city(self) -> pd.DataFrame:
        """One row per building in every city, with its cell and tokens."""
        rows = [{"seat": p["seat"], "cell": b["cell"], "id": b["card"]["id"],
                 "name": b["card"]["name"], "category": b["card"]["category"],
                 "group": b["card"]["group"], "value": b["card"]["value"],
                 "stars": b["card"]["stars"], "brick_token": b["brick_token"],
                 "point_tokens": b["point_tokens"]}
                for p in self.view["players"] for b in p["city"]]
        return pd.DataFrame(rows, columns=["seat", "cell", "id", "name", "category", "group",
                                           "value", "stars", "brick_token", "point_tokens"])

    @property
    def offer(self) -> pd.DataFrame:
        rows = [{"deck": d, **c} for d, cards in self.view["offer"].items() for c in cards]
        return pd.DataFrame(rows, columns=["deck", "id", "key", "name", "category", "group",
                                           "cost", "value", "stars"])

    @property
    def strip(self) -> pd.DataFrame:
        """The strip in play: each space's symbol, what it gives, and its emissary."""
        return pd.DataFrame(self.view["strip"]["spaces"]).set_index("space")

    @property
    def scores(self) -> pd.DataFrame:
        """Points per score-pad column (provisional until the game is over)."""
        rows = [{"seat": p["seat"], "name": p["name"], **p["score"]}
                for p in self.view["players"]]
        return pd.DataFrame(rows).set_index("seat")

    @property
    def log(self) -> pd.DataFrame:
        return pd.DataFrame(self.view["log"], columns=["turn", "player", "kind", "text",
                                                       "cards"])

    @property
    def legal_moves(self) -> pd.DataFrame:
        d = self.view["decision"]
        show = d is not None and (self.seat is None or self.seat == d["player"])
        rows = [m.to_json() for m in self._moves] if show else []
        return pd.DataFrame(rows, columns=["text", "verb", "cards", "role", "target"])

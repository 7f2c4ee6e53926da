"""pandas DataFrames of a Great City position, as one viewer sees it.

    g.frames.players            # the all-seeing teaching view
    g.frames_for(1).city        # only what seat 1 may know

Every table is built from `Game.view(seat)`, so a seat's frames never show a hidden card. The
shared `gtr_widget.frames.Frames` gives log, scores and legal moves; these add the city grid,
the offer and the strip.
"""

from __future__ import annotations

import pandas as pd

from ..frames import Frames as SharedFrames
from .play.cards import NAME


class Frames(SharedFrames):
    def card_names(self) -> dict[int, str]:
        return dict(enumerate(NAME))

    def _repr_html_(self) -> str:
        who = self._who()
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
        cols = ["seat", "cell", "id", "name", "category", "group", "value", "stars",
                "brick_token", "point_tokens"]
        rows = [{"seat": p["seat"], "cell": b["cell"], "id": b["card"]["id"],
                 "name": b["card"]["name"], "category": b["card"]["category"],
                 "group": b["card"]["group"], "value": b["card"]["value"],
                 "stars": b["card"]["stars"], "brick_token": b["brick_token"],
                 "point_tokens": b["point_tokens"]}
                for p in self.view["players"] for b in p["city"]]
        return pd.DataFrame(rows, columns=cols)

    @property
    def offer(self) -> pd.DataFrame:
        """The buildings still offered this round, by deck."""
        rows = [{"deck": d, **c} for d, cards in self.view["offer"].items() for c in cards]
        return pd.DataFrame(rows, columns=["deck", "id", "key", "name", "category", "group",
                                           "cost", "value", "stars"])

    @property
    def strip(self) -> pd.DataFrame:
        """The strip in play: each space's symbol, what it gives, and its emissary."""
        return pd.DataFrame(self.view["strip"]["spaces"]).set_index("space")

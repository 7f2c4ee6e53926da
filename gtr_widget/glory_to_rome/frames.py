"""pandas DataFrames of a position, as one viewer sees it.

    g.frames.players            # the all-seeing teaching view
    Frames(g, seat=1).cards     # only what seat 1 may know

Every table is built from `Game.view(seat)`, so a seat's frames can never show a card the seat
may not know: hidden cards appear only as counts. Legal moves are listed only to the viewer who
decides (or the teaching view), because a hand can be read off its moves.
"""

from __future__ import annotations

import pandas as pd

from ..frames import Frames as BaseFrames
from .play.cards import ROLES

CARD_COLUMNS = ["id", "zone", "owner", "name", "material", "role", "value", "building",
                "position"]


class Frames(BaseFrames):
    """Glory to Rome's tables: players, cards, buildings, log (with leader and role), and the
    shared scores and legal moves."""

    def _repr_html_(self) -> str:
        """In a notebook: the players table under a one-line heading."""
        return (f"<b>Turn {self.view['turn']}, as {self._who()} sees it</b>"
                + self.players.to_html())

    def card_names(self) -> dict[int, str]:
        return {row.id: row.name for row in self.cards.itertuples()}

    # -- players ---------------------------------------------------------------------
    @property
    def players(self) -> pd.DataFrame:
        """One row per seat: Influence, points known so far, zone sizes, clients, limits."""
        rows = []
        for p in self.view["players"]:
            sc = p["score"]
            known_vp = sc["influence"] + sc["buildings"] + (sc["vault"] or 0)
            row = {
                "seat": p["seat"], "name": p["name"],
                "leader": p["seat"] == self.view["leader"],
                "influence": p["influence"],
                "vp": sc["total"] if sc["total"] is not None else known_vp,
                "vp_complete": sc["total"] is not None,
                "hand": p["hand_count"],
                "camp": len(p["camp"]),
                "clientele": len(p["clientele"]),
            }
            for r in ROLES:
                row[f"clients_{r.lower()}"] = sum(1 for c in p["clientele"] if c["role"] == r)
            row.update({
                "stockpile": len(p["stockpile"]),
                "vault": p["vault_count"],
                "buildings": len(p["buildings"]),
                "completed": sum(1 for b in p["buildings"] if b["complete"]),
                "hand_limit": p["limits"]["hand"],
                "clientele_limit": p["limits"]["clientele"],
                "vault_limit": p["limits"]["vault"],
            })
            rows.append(row)
        return pd.DataFrame(rows).set_index("seat")

    # -- cards -----------------------------------------------------------------------
    @property
    def cards(self) -> pd.DataFrame:
        """One row per card the viewer may know, with its zone and owner.

        Zones: pool, hand, camp, clientele, stockpile, vault, foundation, material (in a
        structure; `building` is the foundation id), and draw (teaching view only, top first).
        """
        v = self.view
        rows: list[dict] = []

        def add(cards, zone, owner=None, building=None) -> None:
            for k, c in enumerate(cards or ()):
                if "id" not in c:
                    continue
                rows.append({"id": c["id"], "zone": zone, "owner": owner, "name": c["name"],
                             "material": c["material"], "role": c["role"], "value": c["value"],
                             "building": building, "position": k})

        add(v["pool"], "pool")
        for p in v["players"]:
            s = p["seat"]
            for zone in ("hand", "camp", "clientele", "stockpile", "vault"):
                add(p[zone], zone, s)
            for b in p["buildings"]:
                add([b["foundation"]], "foundation", s, b["id"])
                add(b["materials"], "material", s, b["id"])
        add(v.get("draw_pile"), "draw")
        df = pd.DataFrame(rows, columns=CARD_COLUMNS)
        for col in ("owner", "building"):
            df[col] = df[col].astype("Int64")
        return df

    # -- buildings -------------------------------------------------------------------
    @property
    def buildings(self) -> pd.DataFrame:
        """One row per foundation or structure: site, materials present and needed."""
        rows = []
        for p in self.view["players"]:
            for b in p["buildings"]:
                f = b["foundation"]
                rows.append({
                    "owner": p["seat"], "id": b["id"], "name": f["name"],
                    "material": f["material"], "site": b["site"],
                    "out_of_town": b["out_of_town"],
                    "materials": ", ".join(c["material"] for c in b["materials"]),
                    "present": len(b["materials"]), "needed": b["needed"],
                    "complete": b["complete"], "stolen": b["stolen"], "public": b["public"],
                })
        cols = ["owner", "id", "name", "material", "site", "out_of_town", "materials",
                "present", "needed", "complete", "stolen", "public"]
        return pd.DataFrame(rows, columns=cols)

    # -- log -------------------------------------------------------------------------
    @property
    def log(self) -> pd.DataFrame:
        """The public log, with each turn's leader (the Leader card passes left every turn)
        and the role led that turn (None when the leader thought)."""
        v = self.view
        n = len(v["players"])
        led: dict[int, str] = {}
        for e in v["log"]:  # the lead event names its role in its public data
            if e.get("kind") == "lead" and e["turn"] not in led:
                led[e["turn"]] = e["data"]["role"]
        rows = []
        for e in v["log"]:
            t = e["turn"]
            rows.append({"turn": t, "player": e["player"],
                         "name": None if e["player"] is None
                         else v["players"][e["player"]]["name"],
                         "leader": (v["leader"] - (v["turn"] - t)) % n,
                         "role": led.get(t), "text": e["text"]})
        df = pd.DataFrame(rows, columns=["turn", "player", "name", "leader", "role", "text"])
        df["player"] = df["player"].astype("Int64")
        return df

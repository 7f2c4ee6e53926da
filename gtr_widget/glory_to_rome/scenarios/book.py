"""Glory to Rome's scenario book: where its rulebook examples live, how a position is built
from a scenario, and the fact view its facts read."""

from __future__ import annotations

from pathlib import Path

from ..game import Game
from .builder import build


class GloryToRomeScenarios:
    game = "glory_to_rome"
    data_dir = Path(__file__).parent / "data"

    def load(self, sc: dict) -> Game:
        """A Game at the example's starting position."""
        pos = dict(sc["position"])
        for key in ("hands", "clientele", "stockpile", "vault", "buildings", "influence"):
            if key in pos:
                pos[key] = {int(k): v for k, v in pos[key].items()}
        return build(edition=sc["edition"], **pos)

    def build(self, *args, **kwargs) -> Game:
        """Any position (see `builder.build`)."""
        return build(*args, **kwargs)

    def fact_view(self, g: Game) -> dict:
        """The all-seeing view, with names and materials listed for readable facts: each
        player has `hand_names`, `clientele_roles`, `stockpile_materials`, `vault_materials`
        (sorted) and `buildings` keyed by name with `materials_count`; the top level has
        `pool_materials` and `legal_moves`."""
        v = g.view(None)
        for p, sc in zip(v["players"], g.scores()):
            p["hand_names"] = sorted(c["name"] for c in p["hand"])
            p["clientele_roles"] = sorted(c["role"] for c in p["clientele"])
            p["stockpile_materials"] = sorted(c["material"] for c in p["stockpile"])
            p["vault_materials"] = sorted(c["material"] for c in p["vault"])
            p["buildings"] = {
                b["foundation"]["name"]: dict(b, materials_count=len(b["materials"]))
                for b in p["buildings"]
            }
            p["score"] = sc
        v["pool_materials"] = sorted(c["material"] for c in v["pool"])
        v["legal_moves"] = [str(m) for m in g.legal_moves()]
        return v


BOOK = GloryToRomeScenarios()

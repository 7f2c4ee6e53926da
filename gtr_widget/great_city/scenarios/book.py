"""The Great City's scenario book, for the shared library (gtr_widget.scenarios): where its
data lives, how a scenario's position is built, and the view its facts read."""

from __future__ import annotations

from pathlib import Path

from ...core.errors import PositionError
from ..game import Game
from .builder import build


class GreatCityScenarios:
    game = "great_city"
    data_dir = Path(__file__).parent / "data"

    def load(self, sc: dict) -> Game:
        """A Game at the scenario's starting position."""
        return build(sc["position"], seed=sc.get("seed", 0))

    def build(self, spec: dict | None = None, seed: int = 0, **kwargs) -> Game:
        """Any position: a builder description (see `builder`), as a dict or keywords."""
        if spec is not None and not isinstance(spec, dict):
            raise PositionError(f"a position is described by a dict, not {type(spec).__name__}")
        return build({**(spec or {}), **kwargs}, seed=seed)

    def fact_view(self, g: Game) -> dict:
        """The all-seeing view, plus `scores` (the score pad per seat), each player's
        `cells` (its city keyed by cell name) and `hand_names`, and `legal_moves`."""
        v = g.view(None)
        v["scores"] = g.scores()
        for p in v["players"]:
            p["cells"] = {b["cell"]: b for b in p["city"]}
            p["hand_names"] = sorted(c["name"] for c in p["hand"] or [])
        v["legal_moves"] = [str(m) for m in g.legal_moves()]
        return v


BOOK = GreatCityScenarios()

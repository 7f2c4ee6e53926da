"""Random sequences of page messages against a real table of each game: a message the table
refuses changes nothing, the table never falls out of step with its game, and what it syncs
shows its seat no card that seat may not know.

The messages mix what a page sends (a move of those on offer, a legal text, undo, a jump in
the timeline) with what a stale, forged or broken page might (an old or future version, a move
id not on offer, a text that is no move, a ply or line out of range, fields of the wrong type).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import ids_in, knowable
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gtr_widget.core.errors import MAX_ERROR_CHARS
from gtr_widget.widget.table import Table

sys.path.insert(0, str(Path(__file__).parent / "great_city"))
from gc_helpers import hidden_from  # noqa: E402
from gc_helpers import ids_in as gc_ids_in  # noqa: E402

GAMES = ["glory_to_rome", "great_city"]
KINDS = ["move", "move", "move", "move", "text", "text", "card", "step", "undo", "redo", "new",
         "pace", "timeline", "review", "goto", "switch", "scenario", "exercise", "junk"]
VALUES = st.none() | st.booleans() | st.integers(-3, 200) | st.text(max_size=6) | st.floats()


def _message(data: st.DataObject, t: Table) -> object:
    """One message, drawn against what the table shows now."""
    kind = data.draw(st.sampled_from(KINDS))
    version = data.draw(st.sampled_from([t.version] * 4 + [t.version - 1, t.version + 1, "1"]))
    game = t.game
    if kind == "move":
        return {"type": "move", "id": data.draw(st.integers(-1, len(t.moves) + 1)),
                "version": version}
    if kind == "text":
        legal = [m.text for m in game.legal_moves()]
        text = data.draw(st.sampled_from(legal) if legal and data.draw(st.booleans())
                         else st.text(max_size=30))
        return {"type": "text", "text": text, "version": version}
    if kind in ("undo", "redo", "new"):
        return {"type": kind, "version": version}
    if kind in ("card", "step", "pace", "scenario", "exercise"):
        field = {"card": "card", "step": "delta", "pace": "pace"}.get(kind, "id")
        return {"type": kind, field: data.draw(VALUES), "version": version}
    if kind == "timeline":
        return {"type": "timeline", "open": data.draw(st.booleans() | VALUES)}
    if kind in ("review", "goto"):
        ply = data.draw(st.none() | st.integers(-1, len(game.history) + 2))
        return {"type": kind, "ply": ply, "version": version}
    if kind == "switch":
        return {"type": "switch", "line": data.draw(st.integers(-1, len(game.lines))),
                "version": version}
    return data.draw(st.dictionaries(st.sampled_from(["type", "id", "version", "text", "ply"]),
                                     VALUES, max_size=4))


def _game_state(t: Table) -> tuple[Any, ...]:
    g = t.game
    return (id(g), g.to_json(), g.history, g.ply, g.version)


def _hidden_shown(t: Table, game: str) -> set[int]:
    """Cards the synced view and moves show that the viewing seat may not know now."""
    seat = t.view.get("seat")
    if seat is None or t.reviewing is not None:  # the teaching view; a past position
        return set()
    shown = {c for m in t.moves for c in m["cards"]}
    if game == "great_city":
        return (gc_ids_in(t.view) | shown) & hidden_from(t.game, seat)
    return (ids_in(t.view) | shown) - knowable(t.game.state, seat)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 50), viewer=st.sampled_from([0, 1, "hotseat"]))
def test_random_page_messages_change_nothing_they_refuse_and_leak_nothing(
        game: str, data: st.DataObject, seed: int, viewer: Any) -> None:
    t = Table.new(players=2, game=game, seed=seed, viewer=viewer, pace=0, undo="any")
    rng = random.Random(seed)
    dealt = t.new_game
    t.new_game = lambda seed=None: dealt(rng.randrange(1000) if seed is None else seed)
    t.game.undo_rng = random.Random(seed)
    for _ in range(rng.randrange(12)):  # start somewhere in the game, not always at the deal
        t.play(rng.choice(t.game.legal_moves()))
    for _ in range(20):
        message = _message(data, t)
        t.error = ""
        before = _game_state(t)
        t._on_msg(t, message, [])
        if id(t.game) != before[0]:  # a new deal: its fair undo deals from a seeded stream too
            t.game.undo_rng = random.Random(seed)
        if t.error:
            assert _game_state(t) == before, (message, t.error)
            assert len(t.error) <= MAX_ERROR_CHARS
        assert t.version == t.game.version
        if t.moves:
            assert [m["text"] for m in t.moves] == [m.text for m in t.game.legal_moves()]
            assert [m["id"] for m in t.moves] == list(range(len(t.moves)))
        assert not _hidden_shown(t, game), (message, _hidden_shown(t, game))
    t.close()

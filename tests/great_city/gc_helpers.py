"""Shared checks for the Great City tests: invariants every position must satisfy."""

from __future__ import annotations

import json
import random

import pytest

from gtr_widget.core import IllegalMove
from gtr_widget.great_city import Game
from gtr_widget.great_city.play.cards import CATEGORY, IS_AQUEDUCT
from gtr_widget.great_city.play.grid import COL, ROW, shape_of
from gtr_widget.great_city.play.state import misplaced


def play_random(players: int = 3, seed: int = 0, moves: int | None = None,
                shrine: bool = False) -> Game:
    """A game after `moves` random moves (or to its end)."""
    g = Game.new(players, seed=seed, shrine=shrine)
    rng = random.Random(seed)
    k = 0
    while not g.is_over and (moves is None or k < moves):
        g.play(rng.choice(g.legal_moves()))
        k += 1
    return g


def check_grid(g: Game) -> None:
    """Every city fits 4x4, is one connected group, and has one aqueduct per row/column."""
    for p in g.state.players:
        cells = list(p.city)
        assert cells
        assert max(COL[c] for c in cells) - min(COL[c] for c in cells) < 4
        assert max(ROW[c] for c in cells) - min(ROW[c] for c in cells) < 4
        aq = [c for c, i in p.city.items() if IS_AQUEDUCT[i]]
        assert p.shape == shape_of(p.city, tuple(aq))
        assert len({ROW[c] for c in aq}) == len(aq)
        assert len({COL[c] for c in aq}) == len(aq)
        seen, todo = {cells[0]}, [cells[0]]
        while todo:
            c = todo.pop()
            for n in cells:
                if n not in seen and abs(ROW[n] - ROW[c]) + abs(COL[n] - COL[c]) == 1:
                    seen.add(n)
                    todo.append(n)
        assert seen == set(cells), "a city is one connected group"


def check_counts(g: Game) -> None:
    s = g.state
    assert misplaced(s) is None
    for p in s.players:
        assert p.coins >= 0 and p.influence >= 0
        assert all(v >= 0 for v in p.points.values())
        assert len(set(p.brick_tokens)) == len(p.brick_tokens)
        assert all(c in p.city.values() and "brick" in _effect(c) for c in p.brick_tokens)
    assert s.bricks >= 0 and s.cogs >= 0


def _effect(card: int) -> str:
    from gtr_widget.great_city.play.cards import CARDS

    return CARDS[card].effect


def hidden_from(g: Game, seat: int) -> set[int]:
    """Card ids `seat` may not know now."""
    s = g.state
    out: set[int] = set()
    for i, p in enumerate(s.players):
        if i != seat:
            out |= {c for c in p.hand if not (p.seen.get(c, 0) >> seat) & 1}
    for cards in s.decks.values():
        out |= {c for c in cards if CATEGORY[c] != "influence"
                and not (s.deck_seen.get(c, 0) >> seat) & 1}
    if s.phase == "draft" and s.order[s.step] != seat:
        out |= set(s.draft)
    if s.school and s.actor != seat:
        out |= set(s.school)
    return out - set(s.players[seat].passed)  # it saw the cards it passed in the draft


def ids_in(obj) -> set[int]:
    """Every card id a view or log shows (cards are dicts with an "id"; logs list ids)."""
    out: set[int] = set()
    if isinstance(obj, dict):
        if "id" in obj and isinstance(obj["id"], int):
            out.add(obj["id"])
        for k, v in obj.items():
            if k == "cards" and isinstance(v, list) and all(isinstance(x, int) for x in v):
                out.update(v)
            else:
                out |= ids_in(v)
    elif isinstance(obj, list):
        for v in obj:
            out |= ids_in(v)
    return out


def check_views(g: Game) -> None:
    """No seat's view shows a card hidden from it now, and each hand shows to its owner alone."""
    for seat in range(len(g.players)):
        v = g.view(seat)
        json.dumps(v)
        assert v["game"] == "great_city"
        leaked = ids_in(v) & hidden_from(g, seat)
        assert not leaked, f"seat {seat} sees hidden cards {sorted(leaked)}"
        for i, p in enumerate(v["players"]):
            assert (p["hand"] is None) == (i != seat)
            assert p["hand_count"] == len(g.state.players[i].hand)


def check_new_log_lines(g: Game, lengths: list[int] | None = None) -> list[int]:
    """The log lines each seat gained since `lengths` (its log's length at the last check;
    None: every line) name no card hidden from it now; returns the lengths for the next check.

    Only new lines: a log is history, and a card a seat once saw may be hidden from it later
    (what its School put under a deck, drawn by another seat's School: the seat knew it, but
    not which card that School keeps). Check after every move, so each line is new once."""
    lengths = lengths or [0] * len(g.players)
    out = []
    for seat, first in enumerate(lengths):
        lines = g.log_for(seat)
        leaked = ids_in(lines[first:]) & hidden_from(g, seat)
        assert not leaked, f"seat {seat}'s log names hidden cards {sorted(leaked)}"
        out.append(len(lines))
    return out


def check_copies(g: Game, save: bool) -> None:
    c = g.clone()
    assert c.view(None) == g.view(None)
    assert [m.text for m in c.legal_moves()] == [m.text for m in g.legal_moves()]
    if save:
        r = Game.from_json(g.to_json())
        assert r.view(None) == g.view(None)
        assert r.history == g.history


def assert_refused(g: Game, move: str, *words: str) -> str:
    """`move` raises IllegalMove naming every word given, and the game is unchanged."""
    before = (json.dumps(g.state.to_dict(), sort_keys=True), g.version, g.history)
    with pytest.raises(IllegalMove) as e:
        g.play(move)
    for w in words:
        assert w in str(e.value), f"{w!r} not in {e.value}"
    assert (json.dumps(g.state.to_dict(), sort_keys=True), g.version, g.history) == before
    assert g.why_not(move) == str(e.value)
    return str(e.value)

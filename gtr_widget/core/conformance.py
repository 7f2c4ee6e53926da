"""The random-simulation test every game runs (the core's conformance check).

`check_random_game(new_game, seed)` plays one game with uniformly random moves and checks,
after every move:
- a decision waits while the game is not over, with legal moves whose texts are unique, and the
  candidates without a reason are exactly the legal moves;
- the game's own invariants (card conservation, grid rules ...), when given;
- a clone is the same game, and moving the clone leaves the original alone;
- no view leaks: dealing at random everything a seat cannot see gives that seat the same view
  and the same log (so nothing in them depends on a hidden card);
- a refused move changes nothing;
and every few moves and at the end, that a save loads back into the same game. The game must
end within `max_moves`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .errors import IllegalMove
from .game import Game


def _visible(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the fields that name the version of the game object."""
    return {k: v for k, v in view.items() if k not in ("version", "seed")}


def check_random_game(new_game: Callable[[int], Game], seed: int, *,
                      invariants: Callable[[Any], None] | None = None,
                      max_moves: int = 5000, save_every: int = 50,
                      leak_every: int = 1) -> Game:
    """Play game `seed` at random to its end, checking everything above; return the game."""
    rng = random.Random(seed)
    g = new_game(seed)
    engine = g.engine
    n = len(g.players)
    played = 0
    while not g.is_over:
        assert played < max_moves, f"no end after {max_moves} moves: {g!r}"
        legal = g.legal_moves()
        assert g.decision is not None and legal, f"a live game with nothing to play: {g!r}"
        assert not engine.is_over(g.state), "the engine says over while moves wait"
        texts = [m.text for m in legal]
        assert len(set(texts)) == len(texts), f"legal move texts repeat: {texts}"
        free = [c.move.text for c in g.candidates() if c.reason is None]
        assert sorted(free) == sorted(texts), "the candidates' legal moves are not legal_moves()"
        _refusal_changes_nothing(g)
        twin = g.clone()
        g.play(rng.choice(legal))
        played += 1
        assert twin.version == g.version - 1 and twin.ply == played - 1
        if invariants is not None:
            invariants(g.state)
        if played % leak_every == 0:
            for seat in range(n):
                _no_leak(g, seat, rng)
        if played % save_every == 0:
            _same_after_save(g)
    assert g.decision is None and g.legal_moves() == [] and engine.is_over(g.state)
    _same_after_save(g)
    assert engine.winners(g.state), "a finished game names its winners"
    return g


def _refusal_changes_nothing(g: Game) -> None:
    before = (g.to_json(), g.version)
    refused = next((c for c in g.candidates() if c.reason is not None), None)
    for move in ([refused.move] if refused else []) + ["no such move at all"]:
        try:
            g.play(move)
        except IllegalMove as e:
            assert str(e), "a refusal says why"
        else:
            raise AssertionError(f"{move} was played although refused")
        assert (g.to_json(), g.version) == before, "a refused move changed the game"


def _no_leak(g: Game, seat: int, rng: random.Random) -> None:
    engine = g.engine
    deal = engine.sampler(engine.information_state(g.state, seat))
    other = deal(rng)
    assert _visible(engine.observe(other, seat)) == _visible(engine.observe(g.state, seat)), \
        f"seat {seat}'s view depends on something it cannot see"
    mine = [e.render(seat) for e in engine.events(g.state)]
    assert [e.render(seat) for e in engine.events(other)] == mine, \
        f"seat {seat}'s log depends on something it cannot see"


def _same_after_save(g: Game) -> None:
    back = type(g).from_json(g.to_json())
    assert back.to_json() == g.to_json()
    assert _visible(back.view(None)) == _visible(g.view(None))
    assert [m.text for m in back.legal_moves()] == [m.text for m in g.legal_moves()]

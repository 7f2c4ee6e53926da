"""What a bot is, and how to run a game with bots in every seat.

A bot is any object with `choose(view, moves) -> Move` and a `name`. It sees the deciding
seat's `Game.view(seat)` and the legal moves, never the full state. A search bot may also take
`public`: the public bookkeeping the view leaves out (the decision stack, per-turn counters),
built by `gtr_widget.analysis.determinize.public_info` with hidden card ids turned into slots.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from ..glory_to_rome.engine import Move
from ..glory_to_rome.game import Game


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, view: dict, moves: list[Move]) -> Move: ...


def make_bot(spec: Any, seed: int | None = None) -> Bot:
    """A bot from a name ("random", "heuristic", "ismcts") or a bot object (returned as is)."""
    if not isinstance(spec, str):
        if isinstance(spec, type):
            spec = spec()
        if not callable(getattr(spec, "choose", None)):
            raise TypeError("a bot needs a choose(view, moves) method")
        return spec
    key = spec.lower().replace("-", "").replace("_", "")
    if key == "random":
        from .random_bot import RandomBot

        return RandomBot(seed)
    if key == "heuristic":
        from ..glory_to_rome.heuristic import HeuristicBot

        return HeuristicBot(seed)
    if key == "ismcts":
        from .ismcts import ISMCTSBot

        return ISMCTSBot(seed=seed)
    raise ValueError(f"unknown bot {spec!r}: use 'random', 'heuristic' or 'ismcts'")


def wants_public(bot: Any) -> bool:
    """Whether a bot's choose() takes the `public` keyword (search bots do)."""
    return bool(getattr(bot, "uses_public", False))


def bot_move(game: Game, bot: Any) -> Move:
    """Ask `bot` for the current decision's move, from the deciding seat's view only."""
    seat = game.decision.player
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    view = game.view(seat)
    if wants_public(bot):
        from ..glory_to_rome.information import public_info

        choice = bot.choose(view, moves, public=public_info(game.state, seat))
    else:
        choice = bot.choose(view, moves)
    return choice


def play_game(bots: Sequence[Any], players: int | list[str] | None = None,
              edition: str = "republic", seed: int = 0, max_moves: int = 5000,
              game: Game | None = None, **options) -> Game:
    """Play a game to its end with one bot per seat (names or objects); return the Game.

    Bot seeds derive from `seed`, so the same call replays the same game. `max_moves` guards
    against a runaway loop (a RuntimeError names the position).
    """
    if game is None:
        n = len(bots) if players is None else players
        game = Game.new(n, edition=edition, seed=seed, **options)
    made = [make_bot(b, seed=seed * 7919 + i) for i, b in enumerate(bots)]
    if len(made) != len(game.players):
        raise ValueError(f"{len(made)} bots for {len(game.players)} seats")
    count = 0
    while not game.is_over:
        if count >= max_moves:
            raise RuntimeError(f"no end after {max_moves} moves: {game!r}")
        game.play(bot_move(game, made[game.decision.player]))
        count += 1
    return game

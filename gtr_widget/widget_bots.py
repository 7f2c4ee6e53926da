"""Who sits at each seat of a Table: a person (None) or a bot.

A bot is any object with `choose(view: dict, moves: list) -> move`. The string "random" is
accepted everywhere a bot is, so a table can be filled before `gtr_widget.bots` exists.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Bot(Protocol):
    """The seat hook: bots see a seat's view and the legal moves, never the full state."""

    def choose(self, view: dict, moves: list) -> Any: ...


class RandomBot:
    """Picks uniformly among legal moves; seeded so a bot game replays exactly."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict, moves: list) -> Any:
        return self.rng.choice(moves)


def resolve_bot(bot: Any, seed: int | None = None) -> Bot | None:
    """Turn what a user passes to `Table.seat` into a bot, or None for a person."""
    if bot is None or bot in ("human", "person", "hotseat"):
        return None
    if isinstance(bot, str):
        try:  # prefer the project's own bots once they exist
            from . import bots as bots_pkg  # noqa: PLC0415

            make = getattr(bots_pkg, "make_bot", None) or getattr(bots_pkg, "get_bot", None)
            if make is not None:
                made = make(bot, seed=seed) if seed is not None else make(bot)
                if made is not None:
                    return made
        except Exception:  # noqa: BLE001 - fall back to the built-in random bot below
            pass
        if bot == "random":
            return RandomBot(seed)
        raise ValueError(
            f"unknown bot {bot!r}: pass 'random' or an object with choose(view, moves)"
        )
    if isinstance(bot, type):
        bot = bot()
    if not callable(getattr(bot, "choose", None)):
        raise TypeError("a bot needs a choose(view, moves) method")
    return bot


def choose_move(game: Any, bot: Bot) -> Any:
    """The deciding bot's move, asked from that seat's view only. Uses the project's
    `bots.bot_move` when present (search bots also get the public information they need)."""
    try:
        from .bots import bot_move  # noqa: PLC0415
    except ImportError:
        seat = game.decision.player
        return bot.choose(game.view(seat), list(game.legal_moves()))
    return bot_move(game, bot)


def bot_label(bot: Bot | None) -> str:
    """A short label for the seat list the front end shows."""
    if bot is None:
        return "human"
    name = getattr(bot, "name", None) or type(bot).__name__
    return f"bot: {name}"

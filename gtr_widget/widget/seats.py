"""Who sits at each seat of a Table: a person (None) or a bot from `gtr_widget.bots`."""

from __future__ import annotations

from typing import Any

from ..bots import Bot, RandomBot, bot_move, make_bot

__all__ = ["Bot", "RandomBot", "bot_label", "choose_move", "resolve_bot"]


def resolve_bot(bot: Any, seed: int | None = None) -> Bot | None:
    """Turn what a user passes to `Table.seat` into a bot, or None for a person."""
    if bot is None or bot in ("human", "person", "hotseat"):
        return None
    return make_bot(bot, seed=seed)


def choose_move(game: Any, bot: Bot) -> Any:
    """The deciding bot's move, asked from that seat's view only (search bots also get the
    public bookkeeping they need, through `bots.bot_move`)."""
    return bot_move(game, bot)


def bot_label(bot: Bot | None) -> str:
    """A short label for the seat list the front end shows."""
    if bot is None:
        return "human"
    name = getattr(bot, "name", None) or type(bot).__name__
    return f"bot: {name}"

"""Who sits at each seat of a table, a person or a bot, and when the bots move.

A bot answers from its own seat's view only (`gtr_widget.bots.bot_move`). With an event loop
(a kernel) and a pace above zero, each bot move waits `pace` seconds on the loop, and the page
shows "<name> is thinking…" meanwhile; without a loop, or at pace 0, the bots answer at once.
A broken bot stops with a short error on the page; the details stay in Python (`bot_error`),
since they may name cards the viewer may not see.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from ..bots import Bot, RandomBot, bot_move, make_bot
from . import words

__all__ = ["Bot", "RandomBot", "Seats", "bot_label", "choose_move", "resolve_bot"]

MAX_BOT_MOVES = 5000  # a bound on synchronous bot runs, so a table never hangs the kernel


def resolve_bot(bot: Any, seed: int | None = None, game: str | None = None) -> Bot | None:
    """Turn what a user passes to `Table.seat` into a bot, or None for a person. A name is
    one of the core's bots or one of `game`'s own (e.g. Glory to Rome's "heuristic")."""
    if bot is None or bot in ("human", "person", "hotseat"):
        return None
    return make_bot(bot, seed=seed) if game is None else make_bot(bot, seed=seed, game=game)


def choose_move(game: Any, bot: Bot) -> Any:
    """The deciding bot's move, asked from that seat's view only."""
    return bot_move(game, bot)


def bot_label(bot: Bot | None) -> str:
    """A short label for the seat list the page shows."""
    if bot is None:
        return "human"
    name = getattr(bot, "name", None) or type(bot).__name__
    return f"bot: {name}"


class Host(Protocol):
    """What the bots need from their table."""

    pace: float
    thinking: str
    error: str
    language: str

    @property
    def game(self) -> Any: ...

    def _draw(self) -> None: ...

    def _changed(self) -> None: ...


class Seats:
    """The bot seats of one table, and the timer of the next bot move."""

    def __init__(self, host: Host) -> None:
        self._host = host
        self._bots: dict[int, Bot] = {}
        self._handle: asyncio.TimerHandle | None = None
        self.error: Exception | None = None

    def set(self, seat: int, spec: Any, seed: int | None = None) -> None:
        made = resolve_bot(spec, seed, self._host.game.engine.name)
        if made is None:
            self._bots.pop(seat, None)
        else:
            self._bots[seat] = made

    def seats(self) -> frozenset[int]:
        return frozenset(self._bots)

    def label(self, seat: int) -> str:
        return bot_label(self._bots.get(seat))

    def to_move(self) -> bool:
        """Whether a bot of this table must decide now."""
        game = self._host.game
        d = game.decision
        return d is not None and not game.is_over and d.player in self._bots

    def _thinking(self) -> str:
        seat = self._host.game.decision.player
        players = self._host.game.players
        name = players[seat] if 0 <= seat < len(players) else f"seat {seat}"
        return words.thinking(name, self._host.language)

    def schedule(self) -> None:
        """Let the deciding bot move: after `pace` seconds on the event loop, or now."""
        host = self._host
        if self._handle is not None:
            return
        if not self.to_move():
            host.thinking = ""
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or host.pace <= 0:
            self.run()
            return
        host.thinking = self._thinking()
        self._handle = loop.call_later(host.pace, self._tick)

    def cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._host.thinking = ""

    def run(self, max_moves: int | None = None) -> int:
        """Play bot moves now until a person must decide or the game ends; the count."""
        self.cancel()
        limit = MAX_BOT_MOVES if max_moves is None else max_moves
        host, played, shown = self._host, 0, ""
        try:
            while played < limit and self.to_move():
                text = self._thinking()
                if text != shown:  # one message per change of the deciding bot
                    host.thinking = shown = text
                self._move()
                played += 1
        except Exception as exc:  # noqa: BLE001 - a broken bot shows its error, table survives
            self._failed(exc)
        host.thinking = ""
        host._draw()
        return played

    def _tick(self) -> None:
        self._handle = None
        if not self.to_move():
            self._host.thinking = ""
            return
        try:
            self._move()
        except Exception as exc:  # noqa: BLE001
            self._failed(exc)
            self._host.thinking = ""
            self._host._draw()
            return
        self._host._changed()  # draws, then schedules the next bot

    def _move(self) -> None:
        """Let the bot whose decision it is choose from its own view, and play it."""
        game = self._host.game
        seat = game.decision.player
        legal = {str(m) for m in game.legal_moves()}
        choice = choose_move(game, self._bots[seat])
        if str(choice) not in legal:
            # this text stays in Python (t.bot_error): it may name the bot's hidden cards
            raise ValueError(f"bot at seat {seat} chose a move that is not legal: {choice}")
        game.play(choice)

    def _failed(self, exc: Exception) -> None:
        self.error = exc
        decision = self._host.game.decision
        seat = decision.player if decision is not None else "?"
        players = self._host.game.players
        who = players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else "A bot"
        self._host.error = (f"{who} (a bot) made a mistake and stopped; the details are in "
                            "the notebook (t.bot_error).")

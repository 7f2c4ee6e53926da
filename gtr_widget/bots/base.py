"""What a bot is, and how to run a game with bots in every seat.

A bot is any object with `choose(view, moves) -> Move` and a `name`. It sees the deciding
seat's `Game.view(seat)` and the legal moves, never the full state. A search bot (one with
`uses_info = True`) also takes `info`: the seat's information state from the game's engine
(`Engine.information_state`), which holds no card the seat may not know. A bot that reads
nothing but the moves says `needs_view = False`, and is given no view (simulations run faster).
A bot with `observes = True` is given the game's `Engine.observation(state, seat)` instead of the
view where the game offers one (`Engine.observation`): the same knowledge, read cheaply.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Protocol, cast

from ..core.dealing import check_counts, checked_seed
from ..core.game import Game
from ..core.moves import Move
from ..core.protocol import Engine
from ..core.registry import default_game, engine_named, game_class
from ..core.saves import short

CORE_BOTS = ("random", "ismcts")


class Bot(Protocol):
    """What every bot has. Optional flags, read with their defaults where a bot leaves them
    out: `needs_view` (True), `observes` (False), `uses_info` (False); see above."""

    name: str

    def choose(self, view: dict[str, Any], moves: list[Move]) -> Move: ...


def make_bot(spec: Any, seed: int | None = None, game: str | None = None) -> Bot:
    """A bot from a name ("random", "ismcts", or one of `game`'s own, None: the default
    game's) or a bot object (returned as is)."""
    if not isinstance(spec, str):
        bot: Bot = spec() if isinstance(spec, type) else spec
        if not callable(getattr(bot, "choose", None)):
            raise TypeError("a bot needs a choose(view, moves) method")
        return bot
    key = spec.lower().replace("-", "").replace("_", "")
    if key == "random":
        from .random_bot import RandomBot

        return RandomBot(seed)
    if key == "ismcts":
        from .ismcts import ISMCTSBot

        return ISMCTSBot(seed=seed)
    own = engine_named(default_game(game)).bots()
    if key in own:
        made: Bot = own[key](seed)
        return made
    names = ", ".join(repr(n) for n in (*CORE_BOTS, *own))
    raise ValueError(f"unknown bot {short(spec)}: use {names}")


def deciding(game: Game) -> int:
    """The seat deciding now, from `Engine.player` (no Decision, with its prompt and fields,
    to build before every bot move)."""
    seat = game.engine.player(game.state)
    assert seat is not None, "the game is over: nobody decides"
    return seat


def bot_move(game: Game, bot: Any, seat: int | None = None) -> Move | str:
    """Ask `bot` for the current decision's move, from the deciding seat's view only
    (`seat`: the deciding seat, when the caller has already asked who that is). A bot may
    answer with a move's text; the game checks either against the legal moves."""
    if seat is None:
        seat = deciding(game)
    return ask(bot, game.engine, game.state, game.legal_moves(), seat, game.view)


def ask(bot: Any, engine: Engine[Any, Any], state: Any, moves: list[Move], seat: int,
        view: Callable[[int], dict[str, Any]]) -> Move | str:
    """The move `bot` makes for `seat` among `moves`, reading no more than the bot needs
    (see `decider`)."""
    if len(moves) == 1:
        return moves[0]
    return decider(bot, engine, state, seat, view)(moves)


def decider(bot: Any, engine: Engine[Any, Any], state: Any, seat: int,
            view: Callable[[int], dict[str, Any]]) -> Callable[[list[Move]], Move | str]:
    """How `bot` picks among the legal moves of `seat` in the live `state`, reading no more
    than it needs: nothing (a random bot), the game's cheap observation, or `view(seat)`
    (and the seat's information state, for a search bot). Made once per seat and game, as
    a simulation asks it for every move."""
    choose = bot.choose
    if not getattr(bot, "needs_view", True):  # e.g. the random bot: no view to build
        return partial(choose, None)
    if getattr(bot, "observes", False) and engine.observation(state, seat) is not None:
        observe = engine.observation  # the game offers one (core.protocol.Engine.observation)
        return lambda moves: choose(observe(state, seat), moves)
    if getattr(bot, "uses_info", False):
        info = engine.information_state
        return lambda moves: choose(view(seat), moves, info=info(state, seat))
    return lambda moves: choose(view(seat), moves)


def made_bots(bots: Sequence[Any], seed: int, game: str, seats: int) -> list[Bot]:
    """One bot per seat from names or objects, seeded from the game's seed."""
    if len(bots) != seats:
        raise ValueError(f"{len(bots)} bots for {seats} seats")
    return [make_bot(b, seed=seed * 7919 + i, game=game) for i, b in enumerate(bots)]


def play_out(engine: Engine[Any, Any], state: Any, bots: list[Bot], max_moves: int = 5000
             ) -> int:
    """Play `state` to its end in place with one bot per seat; return the moves played.

    What `play_game` does without a `Game` around the state (no history, no undo
    checkpoints): a simulation keeps only the result. A bot reading views sees the same view
    as through a Game, whose version counts the moves played.
    """
    moves = engine.start(state)
    player, observe, play = engine.player, engine.observe, engine.play
    count = 0

    def view(seat: int) -> dict[str, Any]:
        out = observe(state, seat)
        out["version"] = count
        return out

    pick = [decider(bot, engine, state, seat, view) for seat, bot in enumerate(bots)]
    while moves:
        if count >= max_moves:
            raise RuntimeError(f"no end after {max_moves} moves (a runaway loop)")
        if len(moves) == 1:
            move: Move | str = moves[0]
        else:
            seat = player(state)
            assert seat is not None, "moves are legal, so a seat decides"
            move = pick[seat](moves)
        _, moves = play(state, moves, move)
        count += 1
    return count


def play_game(bots: Sequence[Any], players: int | list[str] | None = None,
              seed: object = 0, max_moves: object = 5000, game: Game | None = None,
              kind: str | None = None, **options: Any) -> Game:
    """Play a game to its end with one bot per seat (names or objects); return the Game.

    Without `game`, a new game of `kind` (None: the default game) is dealt with `options`
    (e.g. edition="imperium").
    Bot seeds derive from `seed` (an int; None: a fresh one), so the same call replays the
    same game. `max_moves` guards against a runaway loop (a RuntimeError names the position).
    (`seed` and `max_moves` are checked here, so they take `object`: compiled, an annotation
    would refuse a wrong type in its own words.)
    """
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        raise ValueError(f"bots={short(bots)}: a list of bots, one per seat (names or objects)")
    seed = checked_seed(seed)
    check_counts(max_moves=max_moves)
    limit = cast(int, max_moves)
    if game is None:
        n = len(bots) if players is None else players
        dealer: Any = game_class(default_game(kind))  # each game's Game class deals in its own way
        game = dealer.new(n, seed=seed, **options)
    elif not isinstance(game, Game):
        raise ValueError(f"game={short(game)}: a Game to play on, or None to deal one")
    made = made_bots(bots, seed, game.engine.name, len(game.players))
    count = 0
    while not game.is_over:
        if count >= limit:
            raise RuntimeError(f"no end after {limit} moves: {game!r}")
        seat = deciding(game)
        game.play(bot_move(game, made[seat], seat))
        count += 1
    return game

"""Loading a save: the envelope (core/saves.py) replayed move by move into a `Game`.

A save is its starting position and its moves; loading replays them, so a save that was
changed by hand is either the very game that was played or a `SaveFileError` naming what
is wrong with it, never a broken game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from . import saves
from .errors import IllegalMove, SaveFileError
from .lines import Line
from .undo import Reshuffles

if TYPE_CHECKING:
    from .game import Game

G = TypeVar("G", bound="Game")


def load(cls: type[G], text: str | bytes) -> G:
    initial, moves, redo, intact, dealt, lines, line = saves.load(cls.engine, text)
    deals = Reshuffles.from_json(dealt, len(moves))
    try:
        g = cls(cls.engine.copy(initial), initial=initial)
        g._start_replay(moves, deals)
        _probe(g)
    except SaveFileError:
        raise
    except Exception as e:  # noqa: BLE001 - a corrupt position must not escape raw
        raise SaveFileError(f"corrupt save file: the position cannot be played "
                            f"({type(e).__name__}: {e})") from None
    for i, m in enumerate(moves):
        replay_saved(g, m, f"move {i + 1}")
    g._deals_to_repeat = None
    _check_redo(g, redo)
    if not intact:
        raise SaveFileError("corrupt save file: it was changed after it was written (its "
                            "checksum does not match); change games through the API")
    g._redo = list(redo)
    _load_lines(g, lines or [], line)
    return g


def _load_lines(g: Game, lines: list[dict[str, Any]], current: int) -> None:
    """The saved other lines, each checked by replaying it from the start."""
    loaded: list[Line | None] = []
    for k, data in enumerate(lines):
        moves = data["moves"]
        deals = Reshuffles.from_json(data["reshuffles"], len(moves))
        trial = type(g)(g.engine.copy(g._initial), initial=g._initial)
        trial._start_replay(moves, deals)
        for i, m in enumerate(moves):
            replay_saved(trial, m, f"lines[{k}] move {i + 1}")
        loaded.append(Line(tuple(moves), tuple(deals.records)))
    loaded.insert(current, None)
    g._lines = loaded


def replay_saved(g: Game, move: str, where: str) -> None:
    """Play one saved move, which must be legal and written as the game writes it."""
    try:
        _play_saved(g, move)
    except IllegalMove as e:
        raise SaveFileError(f"corrupt save file: {where} {saves.short(move, 60)} is "
                            f"illegal: {e}") from None
    except Exception as e:  # noqa: BLE001
        raise SaveFileError(f"corrupt save file: {where} {saves.short(move, 60)} fails "
                            f"({type(e).__name__})") from None
    if g._history[-1] != move:
        raise SaveFileError(f"corrupt save file: {where} {saves.short(move, 60)} is not "
                            f"written as the game writes it ({g._history[-1]!r})")


def _play_saved(g: Game, move: str) -> None:
    """A save written before the game asked some one-answer decisions (Glory to Rome: a
    give with one kind of card) left those answers out: the engine's optional
    `implicit_answer` supplies them, and they join the history."""
    for _ in range(20):
        try:
            g.play(move)
            return
        except IllegalMove:
            answer = g.engine.implicit_answer(g._state, g._moves)
            if answer is None:
                raise
            g.play(answer)
    g.play(move)


def _check_redo(g: Game, redo: list[str]) -> None:
    """Every move of the redo list must replay, last first, from the loaded position."""
    trial = g.clone()
    for i, m in enumerate(reversed(redo)):
        replay_saved(trial, m, f"redo move {i + 1}")


def _probe(g: Game) -> None:
    """Ask the loaded position everything a user may ask, so that a position the rules
    cannot play fails on loading rather than later; try each legal move on a copy."""
    for ask in (g.engine.decision, g.engine.candidates, g.engine.scores,
                g.engine.is_over, g.engine.winners, g.engine.end_reason):
        ask(g._state)
    for seat in [None, *range(len(g.players))]:
        g.view(seat)
    for m in g._moves[:200]:
        state = g.engine.copy(g._state)
        g.engine.play(state, g._moves, m)

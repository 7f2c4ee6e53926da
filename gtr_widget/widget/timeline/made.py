"""What the timeline knows of each move of the current line: the turn (or round) it was made
in, who made it, and which log events it wrote. Found by replaying the line once, as its
players saw it, and kept while the line only grows: a redraw never replays."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.errors import IllegalMove
from ...core.lines import Line
from ..words import move_words

#: A reader who is no seat: an event renders for it only what every seat may read. A hot seat
#: (several people at one screen) words the timeline so, the same for whoever decides, so the
#: list is not sent again each time the person at the screen changes.
PUBLIC = -1


@dataclass(frozen=True)
class Made:
    """One move: its clock (`engine.clock` before it), its mover, its log events [first, end).
    A move that wrote no log line keeps the game's sentence for it as its mover read it
    (`said`), and whether that sentence names no card (`public`: every seat may read it)."""

    clock: int
    mover: int | None
    first: int
    end: int
    said: str = ""
    public: bool = False


def replay_from_start(game: Any) -> Any:
    """A game at the start of `game`'s current line, that replays the line's moves with the
    deals its players saw (fair undo's), so the positions are the ones they saw."""
    return game.review(len(game.seen.moves)).at_start()


def step(cursor: Any, text: str, word: bool = True) -> Made | None:
    """Play `text` on `cursor`, saying what it was (with `word`, the game's sentence for a move
    that writes no log line); None when it cannot be played there."""
    engine = cursor.engine
    decision = cursor.decision
    clock = engine.clock(cursor.state)
    first = engine.event_count(cursor.state)
    before = engine.copy(cursor.state) if word else None  # to word a move that logs nothing
    legal = cursor.legal_moves() if word else []
    try:
        cursor.play(text)
    except IllegalMove:
        return None
    mover = None if decision is None else decision.player
    end = engine.event_count(cursor.state)
    if end > first or mover is None or before is None:
        return Made(clock, mover, first, end)
    move = next((m for m in legal if m.text == text), None)
    said = "" if move is None else _sentence(cursor, before, move, mover)
    cards = engine.catalogue(before)  # a hidden card could only be named by its name
    public = not any(name in text or name in said for name in cards)
    return Made(clock, mover, first, end, said, public)


def _sentence(game: Any, state: Any, move: Any, mover: int) -> str:
    """The game's sentence for `move` as its mover read it at `state` (English, like the log)."""
    view = game.engine.observe(state, mover)
    said = move_words(game, [move], mover, view, "en")[0].get("label")
    return str(said) if said else ""


def movers(game: Any) -> list[int | None]:
    """Who made each move of `game`'s current line (one replay: for the undo rule's checks)."""
    cursor = replay_from_start(game)
    out: list[int | None] = []
    for text in game.seen.moves:
        made = step(cursor, text, word=False)
        if made is None:
            break
        out.append(made.mover)
    return out


class LineMoves:
    """`Made` for each move of a game's current line, replayed once and extended as it grows."""

    def __init__(self) -> None:
        self._game: Any = None
        self._line: Line | None = None
        self._cursor: Any = None  # the position after the moves in `made`
        self.made: list[Made] = []
        self._labels: dict[int | None, list[str]] = {}  # by seat, once worded
        self.stamp = 0  # bumps whenever the list is rebuilt rather than extended

    def update(self, game: Any) -> list[Made]:
        """The moves of `game`'s current line: the known ones, and the new ones replayed."""
        seen: Line = game.seen
        old = self._line
        if (game is not self._game or old is None or seen.deals != old.deals
                or seen.moves[:len(old.moves)] != old.moves):
            self._game, self._cursor, self.made = game, replay_from_start(game), []
            self._labels = {}
            self.stamp += 1
        self._line = seen
        for text in seen.moves[len(self.made):]:
            made = step(self._cursor, text)
            if made is None:  # not seen as played (cannot happen for a recorded line)
                break
            self.made.append(made)
        return self.made

    def events(self) -> list[Any]:
        """The log events at the end of the line: each move's are `events()[first:end]`."""
        return [] if self._cursor is None else self._cursor.engine.events(self._cursor.state)

    def labels(self, seat: int | None, names: list[str]) -> list[str]:
        """Each move in the words `seat` read in the log: its first log line (which the log
        words for that seat, so a hidden card stays hidden). A move is worded once per seat
        and keeps its words while the line only grows, so a card shown later (at the end of
        the game, say) does not change the sentences already sent."""
        known = self._labels.setdefault(seat, [])
        if len(known) < len(self.made):
            events = self.events()
            moves = [] if self._line is None else self._line.moves
            for k in range(len(known), len(self.made)):
                known.append(_worded(self.made[k], moves[k], events, seat, names))
        return list(known)


def _worded(made: Made, text: str, events: list[Any], seat: int | None,
            names: list[str]) -> str:
    if made.first < made.end <= len(events):
        return str(events[made.first].render(seat)["text"])
    # A move that wrote no log line: the game's sentence for it ("Ann: Pass"), to its mover,
    # the teaching view and, when it names no card, everyone; only who moved to the others.
    who = made.mover
    name = names[who] if who is not None and 0 <= who < len(names) else "Someone"
    if seat is None or seat == who or made.public:
        return f"{name}: {made.said or text}"
    return f"{name} moves"

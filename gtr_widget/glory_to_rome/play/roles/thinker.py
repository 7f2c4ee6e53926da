"""The Thinker: take a Jack, refill to hand size, or draw one (003:137-143; 000:159-169)."""

from __future__ import annotations

from typing import Final

from ....core.moves import Move
from ..events import record, slots
from ..limits import limit
from ..machine import Step, step
from ..powers import hooks, inactive, seat_hooks
from ..reasons import Why, mark, refuse, withhold
from ..stack import Think
from ..state import State
from ..zones import draw_to

TAKE_JACK: Final = "think: take Jack"
REFILL: Final = "think: refill"
DRAW_ONE: Final = "think: draw one"
_JACK_MOVE: Final = Move("think", TAKE_JACK, data=("jack",))
_REFILL_MOVE: Final = Move("think", REFILL, data=("refill",))
_DRAW_ONE_MOVE: Final = Move("think", DRAW_ONE, data=("one",))
_NOTHING_MOVE: Final = Move("think", "think: nothing to draw", data=("none",))
#: The readers of a seat's private line: that seat alone (a tuple made once per seat)
_ONLY: Final = tuple((seat,) for seat in range(8))
#: A think's log notes by option, then by cards drawn (-1: no draw): its data, and for a
#: draw the line's public template and the drawer's (naming the cards). Lines share them
#: (`events.record`); each is made once.
_THINK_NOTES: Final[dict[str, dict[int, tuple[dict, str, str]]]] = {}


def _think_notes(option: str, count: int = -1) -> tuple[dict, str, str]:
    by_count = _THINK_NOTES.get(option)
    if by_count is None:
        by_count = _THINK_NOTES[option] = {}
    notes = by_count.get(count)
    if notes is None:
        if count < 0:
            notes = ({"option": option}, "", "")
        else:
            said = "one card" if option == "one" else f"{count} card{'s' if count != 1 else ''}"
            public = "{who} thinks and draws " + said
            notes = ({"option": option, "count": count}, public,
                     public + (": " + slots(count) if count else ""))
        by_count[count] = notes
    return notes


def think_moves(s: State, seat: int, extras: bool = True, why: Why = None) -> list[Move]:
    """The Thinker options open to a seat now, plus what its buildings add (a discard, say)."""
    out: list[Move] = []
    add_think_moves(s, seat, extras, why, out)
    return out


def add_think_moves(s: State, seat: int, extras: bool, why: Why, out: list[Move]) -> None:
    """`think_moves`, appended to `out` (a lead or follow builds one list, not several)."""
    p = s.players[seat]
    start = len(out)
    if s.jacks:
        out.append(_JACK_MOVE)
    elif why is not None:
        refuse(why, _JACK_MOVE, "the Jack pile is empty (003:139)")
    by_hook = seat_hooks(s, seat)
    if s.draw or s.rules.deck_end == "draw":  # with "draw", drawing from nothing ends it
        hand_size = limit(s, seat, "hand") if by_hook else s.rules.hand_size
        if len(p.hand) < hand_size:
            out.append(_REFILL_MOVE)
            if why is not None:
                refuse(why, _DRAW_ONE_MOVE, f"below your hand size ({hand_size}) you must "
                       "refill all the way; one card is drawn only at or above it (003:143)")
        else:
            out.append(_DRAW_ONE_MOVE)
            if why is not None:
                refuse(why, _REFILL_MOVE, f"your hand is already at its refill size "
                       f"({hand_size}): draw one instead (003:141)")
    elif why is not None:
        for m in (_REFILL_MOVE, _DRAW_ONE_MOVE):
            refuse(why, m, "the draw deck is empty (003:295)")
    if extras:
        for pw in hooks(s, seat, "think_moves"):
            out.extend(pw.think_moves(s, seat, why))
        if why is not None:
            for pw in inactive(s, seat, "think_moves"):
                since = mark(why)
                withhold(why, pw.not_owned(), pw.think_moves(s, seat, why), since)
    if len(out) == start:  # nothing to draw and no Jack: thinking does nothing, but allowed
        out.append(_NOTHING_MOVE)
    elif why is not None:
        refuse(why, _NOTHING_MOVE, "thinking does something now: take a Jack, draw, or what "
               "your buildings offer (003:137-143)")


def say_drawn(s: State, seat: int, cards: list[int], notes: tuple[dict, str, str]) -> None:
    """A draw: the drawer reads which cards came; everyone else only how many. Asked only
    where the state keeps a log (its caller asks `s.quiet` first, as for the notes)."""
    data, public, named = notes  # as `say`, unpacked:
    record(s, seat, "think", named, tuple(cards), _ONLY[seat], public, data)


def do_think(s: State, seat: int, m: Move) -> None:
    """Carry out one Thinker option, then let buildings follow it up (an extra Jack, say)."""
    p = s.players[seat]
    option: str = m.data[0]  # typed: compiled, a str compares by identity first
    if option == "jack":
        p.hand.append(s.jacks.pop())
        if not s.quiet:
            s.say(seat, "think", "{who} thinks and takes a Jack", data=_think_notes(option)[0])
    elif option in ("refill", "one"):
        if option == "refill":  # a seat without powers refills to the rules' hand size
            hand_size = limit(s, seat, "hand") if seat_hooks(s, seat) else s.rules.hand_size
            k = hand_size - len(p.hand)
        else:
            k = 1
        got = draw_to(s, p.hand, k)
        if not s.quiet:
            say_drawn(s, seat, got, _think_notes(option, len(got)))
    else:
        s.say(seat, "think", "{who} thinks, but there is nothing to draw",
              data=_think_notes(option)[0])
    if not s.over:
        for pw in hooks(s, seat, "after_think"):
            pw.after_think(s, seat)


class ThinkStep(Step[Think]):
    """A Thinker action on its own: after a discard, or granted by a building.

    Frame: `frames.Think` (`left`: how many thinks remain).
    """

    kind = "think"

    def moves(self, s: State, f: Think, why: Why = None) -> list[Move]:
        ms = think_moves(s, f.seat, f.extras, why)
        if f.optional:
            ms.append(Move("pass", "pass"))
        return ms

    def apply(self, s: State, f: Think, m: Move) -> None:
        if m.verb == "pass":
            s.stack.pop()
            return
        f.left -= 1
        if f.left <= 0:
            s.stack.pop()
        do_think(s, f.seat, m)

    def prompt(self, s: State, f: Think) -> str:
        left = f.left
        more = f" ({left} left)" if left > 1 else ""
        return f"{s.players[f.seat].name}: think{more}"


step(ThinkStep)


def push_think(s: State, seat: int, times: int = 1, extras: bool = True) -> None:
    """Grant `times` Thinker actions now (each may be declined with "pass")."""
    s.stack.append(Think(seat, times, extras, optional=True))

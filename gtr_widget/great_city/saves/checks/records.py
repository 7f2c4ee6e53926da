"""What the game remembers besides the table: the log, and what each seat saw in the draft.

A log line is read through one seat's eyes (`Event.render`), so its seats and masks must name
seats of this game; its rounds run in order and never past the round in play.
"""

from __future__ import annotations

from ...play.state import State


def records_problem(s: State) -> str | None:
    return _log(s) or _draft_memory(s)


def _log(s: State) -> str | None:
    last = 0
    for k, (rnd, seat, _kind, _text, _cards, known, _public, _data) in enumerate(s.entries()):
        where = f"log line {k + 1}"
        if not last <= rnd <= s.round:
            return (f"{where} is of round {rnd}, after round {last} and with round "
                    f"{s.round} in play: the log runs in order")
        last = rnd
        if seat is not None and seat >= s.n:
            return f"{where} names seat {seat} of a {s.n}-player game"
        if known is not None and not 0 < known < 1 << s.n:
            return f"{where} is read by the seats mask {known} of a {s.n}-player game"
    return None


def _draft_memory(s: State) -> str | None:
    """A seat that picked in the draft kept one card and passed the rest on: the picker at
    place k of the order passed n-1-k cards (001:83). Nobody else remembers a pick."""
    place = {seat: k for k, seat in enumerate(s.draft_order)}
    for i, p in enumerate(s.players):
        if p.drafted == -1:
            if p.passed:
                return f"seat {i} passed draft cards without keeping one (001:83)"
            continue
        if i not in place:
            return f"seat {i} kept a draft card, but the draft order has no place for it"
        if len(p.passed) != s.n - 1 - place[i]:
            return (f"seat {i} passed {len(p.passed)} draft cards from place {place[i] + 1} "
                    f"of the draft: it passes {s.n - 1 - place[i]} (001:83)")
    return None

"""What the game remembers besides the table: the log, and what each seat saw in the draft.

A log line is read through one seat's eyes (`Event.render`), so its seats and masks must name
seats of this game; its rounds run in order and never past the round in play.
"""

from __future__ import annotations

from ...draft_memory import draft_pickers
from ...play.cards import NAME
from ...play.state import State


def records_problem(s: State) -> str | None:
    return _log(s) or _draft_memory(s) or _draft_chain(s)


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


def _draft_chain(s: State) -> str | None:
    """The pickers' records fit together (001:83): either none of them remembers the draft
    (a position built without one) or each does; each kept card is still its keeper's (a
    hand card leaves only to be built, a built one only to the box under an aqueduct,
    001:491); and each picker passed on exactly what the later ones kept and what is still
    out."""
    picked = draft_pickers(s)
    forgot = [i for i in picked if s.players[i].drafted == -1]
    if len(forgot) == len(picked):
        return None
    if forgot:
        return (f"seat {forgot[0]} picked in the draft but remembers no card kept, while "
                f"seat {next(i for i in picked if i not in forgot)} does (001:83)")
    for k, i in enumerate(picked):
        p = s.players[i]
        if p.drafted not in (*p.hand, *p.city.values(), *p.rubble):
            return (f"seat {i} kept {NAME[p.drafted]} (card {p.drafted}) in the draft, but it "
                    "is in neither its hand, its city nor the box under its aqueduct (001:83)")
        later = sorted([*(s.players[j].drafted for j in picked[k + 1:]), *s.draft])
        if sorted(p.passed) != later:
            return (f"seat {i} passed cards {sorted(p.passed)} in the draft, but the later "
                    f"pickers kept or still see {later} (001:83)")
    return None

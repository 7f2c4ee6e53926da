"""Why a move of a power that extends one role's actions is refused: a table row per power.

Such powers (Atrium, Bar, Dock, Aqueduct; the first edition's Bar, Dock, Atrium, Foundry,
Bath) are refused for the same reasons in the same order: the seat lacks the power, the
move is not inside an action of the power's role, the power was already used this action
(or the action's own part was taken, when the power replaces it), the zone it fills is full;
what is left is the power's own condition. Only explanations: legality is legal_moves().
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from ..explain import rule
from ..limits import limit
from ..powers import owns
from ..state import State
from ._extras import used_now


@dataclass(frozen=True)
class Extra:
    pattern: str  # the move text (explain.rule)
    power: str
    role: str
    without: str  # the rule a seat without the power is held to
    cite: str  # cited when the move comes outside the role's actions
    last: str  # the power's own condition, once every check below passed
    key: str = ""  # the _extras key of a once-per-action power ...
    once: str = ""  # ... and the reason when it was used this action
    instead: str = ""  # for a power that replaces the action: the reason once it is open
    zone: str = ""  # a limited zone the power fills ("vault", "clientele") ...
    zone_cite: str = ""  # ... and where its limit is printed


def full(s: State, seat: int, kind: str, cite: str) -> str | None:
    """The reason when the seat's vault or clientele (`kind`) is at its limit."""
    if len(getattr(s.players[seat], kind)) >= limit(s, seat, kind):
        return f"your {kind} is full: its limit is {limit(s, seat, kind)} ({cite})"
    return None


def _reason(x: Extra, editions: tuple[str, ...], not_owned: str, s: State, f: dict,
            m) -> str | None:
    if s.rules.edition not in editions:
        return None
    if not owns(s, f.get("seat", 0), x.power):
        return not_owned.format(power=x.power, base=x.without)
    if f["kind"] != "actions" or f.get("role") != x.role:
        return f"the {x.power} works only during your {x.role} actions ({x.cite})"
    if x.instead and f.get("open"):
        return x.instead
    if x.key and used_now(s, f, x.key):
        return x.once
    if x.zone:
        why = full(s, f["seat"], x.zone, x.zone_cite)
        if why:
            return why
    return x.last


def register(rows: list[Extra], editions: tuple[str, ...], not_owned: str) -> None:
    """Add one explain rule per row, answering only in `editions`; `not_owned` is formatted
    with the power and the rule without it."""
    for x in rows:
        rule(x.pattern)(partial(_reason, x, editions, not_owned))

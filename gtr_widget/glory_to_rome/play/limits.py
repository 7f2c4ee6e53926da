"""Capacities and action counts, as the rules and the building powers make them."""

from __future__ import annotations

from typing import Final

from .powers import Power, changes_limits, counts_clients, seat_hooks
from .stack import Actions
from .state import State

LIMIT_KINDS: Final = ("hand", "clientele", "vault")


def limit(s: State, seat: int, kind: str) -> int:
    """Hand refill size, clientele or vault capacity: base, plus bonuses, times factors.
    Each hook's powers are looked up as a list or None, not iterated from a default `()`:
    compiled, that iteration is a generic iterator made for each hook at every ask."""
    value = s.rules.hand_size if kind == "hand" else s.players[seat].influence
    if changes_limits(s, seat):  # most seats, most of the game, have no such power
        by_hook = seat_hooks(s, seat)
        found: list[Power] | None
        if kind != "hand":  # the Influence as play reads it (an Aerarium)
            found = by_hook.get("influence_reading")
            if found is not None:
                for pw in found:
                    value = pw.influence_reading(s, seat, value)
        found = by_hook.get("limit_bonus")
        if found is not None:
            for pw in found:
                value += pw.limit_bonus(s, seat, kind)
        found = by_hook.get("limit_factor")
        if found is not None:
            for pw in found:
                value *= pw.limit_factor(s, seat, kind)
    return value


def client_actions(s: State, seat: int, role: str) -> int:
    """Actions of `role` the seat's clients give this turn (new hires wait a turn, 003:191)."""
    p = s.players[seat]
    if not p.clientele:
        return 0
    role_of = s.deck.role
    hired = p.hired
    # the hooks are looked up only for a seat whose powers change how its clients count
    by_hook = seat_hooks(s, seat) if counts_clients(s, seat) else None
    widen: list[Power] | None = by_hook.get("client_counts_as") if by_hook else None
    n = 0
    for c in p.clientele:
        if hired and c in hired:
            continue
        r = role_of[c]
        if r == role:
            n += 1
        elif widen is not None:
            for pw in widen:
                if pw.client_counts_as(s, seat, r, role):
                    n += 1
                    break
    if by_hook:
        found = by_hook.get("client_multiplier")
        if found is not None:
            for pw in found:
                n *= pw.client_multiplier(s, seat)
    return n


def actions_left(s: State, f: Actions) -> int:
    """Actions still open in an action frame: a fixed burst, or lead/follow plus clients."""
    if f.left is not None:
        return f.left
    p = s.players[f.seat]
    # a client that acted before a Circus Maximus doubled the others acts once (rulings);
    # a client that left the clientele after acting (a Triclinium) took its actions along
    return p.played + client_actions(s, f.seat, f.role) - p.used - f.clients_acted \
        + f.clients_gone


def consume(s: State, f: Actions, k: int = 1) -> None:
    """Count `k` actions as taken. `acting` counts the actions of the move in progress,
    until what follows an action that a client may have given is settled (actions.py)."""
    if f.left is not None:
        f.left -= k
    else:
        s.players[f.seat].used += k
    f.acting = (f.acting or 0) + k

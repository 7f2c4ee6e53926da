"""Who may take moves back, or deal a new game, from the page: a setting of each table.

    "any"   every move may be undone and redone; new games and scenarios may be dealt.
            The default for a hot seat or the teaching view: everyone shares the screen.
    "own"   a seat may undo only its own last move (with the table's bot moves after it), as
            long as no other person has moved since, and redo only its own undone move. It
            may not deal a new game or load a scenario, which would take back everyone's
            moves. The default when the table shows one fixed seat.
    "none"  the page takes nothing back.

Scripts are not bound by it: `t.undo()` in a cell is the notebook's owner at work. The checks
use only the core `Game` API (a clone is undone to see who made each move).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

RULES = ("auto", "own", "any", "none")


def resolve(rule: str, viewer: Any) -> str:
    """The rule in force: "auto" is "own" for a fixed seat, "any" otherwise."""
    if rule != "auto":
        return rule
    fixed = isinstance(viewer, int) and not isinstance(viewer, bool)
    return "own" if fixed else "any"


def _name(game: Any, seat: int | None) -> str:
    players = game.players
    return players[seat] if seat is not None and 0 <= seat < len(players) else "nobody"


def why_not_undo(game: Any, rule: str, seat: int | None, bots: Collection[int]) -> str | None:
    """None when the page may undo now; otherwise the refusal to show."""
    if rule == "none":
        return "Refused: this table takes no moves back (undo='none')."
    if rule == "any":
        return None
    if not game.ply:
        return "Refused: there is no move to undo."
    probe = game.clone()
    while probe.ply:
        probe.undo()
        decision = probe.decision
        mover = decision.player if decision is not None else None
        if mover in bots:
            continue  # the table's bots give back their moves with the person's
        if mover is not None and mover == seat:
            return None
        return (f"Refused: the last move was {_name(game, mover)}'s; at this table a seat "
                "may undo only its own last move (undo='own').")
    return "Refused: there is no move of yours to undo (undo='own')."


def why_not_redo(game: Any, rule: str, seat: int | None) -> str | None:
    """None when the page may redo now; otherwise the refusal to show."""
    if rule == "none":
        return "Refused: this table takes no moves back (undo='none')."
    if rule == "any":
        return None
    decision = game.decision
    if decision is None or decision.player != seat:
        return ("Refused: the move to redo is not yours; at this table a seat may redo only "
                "its own moves (undo='own').")
    return None


def why_not_deal(rule: str, what: str) -> str | None:
    """None when the page may replace the game (a new deal, a scenario, a scripted step)."""
    if rule == "any":
        return None
    return (f"Refused: {what} would take back every seat's moves; this table allows it only "
            "with undo='any'.")

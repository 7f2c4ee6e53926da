"""Messages from the page, checked before anything changes.

The page is not trusted: a message may be stale (chosen in an older version), forged (an id
or card the viewer was never offered), or malformed. Each is refused with a visible error and
the game is left exactly as it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .table import Table

_KNOWN = {"move", "text", "card", "undo", "redo", "new", "step", "pace", "scenario"}


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def handle_message(table: Table, content: Any) -> None:
    """Apply one message from the front end, or explain in `table.error` why not."""
    try:
        error = _dispatch(table, content)
    except Exception as exc:  # noqa: BLE001 - the engine's reason is what the player should read
        error = str(exc) or type(exc).__name__
    if error:
        table.error = error


def _check_version(table: Table, content: dict) -> str | None:
    version = content.get("version")
    if not _int(version):
        return "Refused: the message has no valid version."
    if version != table.game.version:
        return (f"Refused: that choice was made on an older table (version {version}, "
                f"now {table.game.version}). Choose again.")
    if table._moves_version != table.game.version:
        table.refresh()  # the game moved on without us: offer the current moves
        return "Refused: the table was out of date. Choose again."
    return None


def _check_turn(table: Table) -> str | None:
    if table.game.is_over:
        return "The game is over."
    if not table.may_act():
        decision = table.game.decision
        who = f"seat {decision.player}" if decision is not None else "nobody"
        return f"Refused: it is {who}'s decision, which this table's viewer may not make."
    return None


def _dispatch(table: Table, content: Any) -> str | None:
    if not isinstance(content, dict) or content.get("type") not in _KNOWN:
        return "Refused: malformed message."
    kind = content["type"]
    if kind == "move":
        problem = _check_version(table, content) or _check_turn(table)
        if problem:
            return problem
        move_id = content.get("id")
        if not _int(move_id) or not 0 <= move_id < len(table._moves):
            return "Refused: no such move is on offer."
        table.play(table._moves[move_id])
    elif kind == "text":
        text = content.get("text")
        if not isinstance(text, str) or not text.strip() or len(text) > 200:
            return "Refused: type a move's notation, e.g. 'think: take a Jack'."
        problem = _check_version(table, content) or _check_turn(table)
        if problem:
            return problem
        table.play(text.strip())
    elif kind == "card":
        problem = _check_version(table, content) or _check_turn(table)
        return problem or card_reason(table, content.get("card"))
    elif kind == "undo":
        table.undo()
    elif kind == "redo":
        table.redo()
    elif kind == "new":
        table.new_game()
    elif kind == "step":
        delta = content.get("delta")
        if delta not in (1, -1) or isinstance(delta, bool):
            return "Refused: step by +1 or -1."
        table.step(delta)
    elif kind == "scenario":
        scenario_id = content.get("id")
        if not isinstance(scenario_id, str):
            return "Refused: a scenario id is a string."
        table.load_scenario(scenario_id)
    elif kind == "pace":
        pace = content.get("pace")
        if not isinstance(pace, (int, float)) or isinstance(pace, bool) or not 0 <= pace <= 60:
            return "Refused: pace is a number of seconds from 0 to 60."
        table.pace = float(pace)
    return None


def _visible_cards(view: dict) -> dict[int, dict]:
    """Every card the synced view shows, by id: the cards the viewer may name."""
    seen: dict[int, dict] = {}

    def add(cards: Any) -> None:
        for c in cards or []:
            if isinstance(c, dict) and _int(c.get("id")):
                seen[c["id"]] = c

    add(view.get("pool"))
    for p in view.get("players", []):
        for zone in ("hand", "camp", "clientele", "stockpile", "vault"):
            add(p.get(zone))
        for b in p.get("buildings", []):
            add([b.get("foundation")])
            add(b.get("materials"))
    return seen


def card_reason(table: Table, card: Any) -> str:
    """Why clicking this card does nothing now: the engine's reason when it gives one."""
    if not _int(card):
        return "Refused: malformed card id."
    shown = _visible_cards(table.view).get(card)
    if shown is None:
        return "Refused: that card is not on this table."
    name = shown.get("name", "?")
    reason = _engine_reason(table, shown)
    if reason:
        return reason
    decision = table.game.decision
    prompt = f" ({decision.prompt})" if decision is not None else ""
    return f"No legal move uses {name} now{prompt}."


def _engine_reason(table: Table, card: dict) -> str | None:
    """Ask the engine itself: take a legal move that uses one card of the same role, put the
    clicked card's name in its place, and try that on a copy of the game. The IllegalMove
    message is the rule that forbids it (None when no such move can be formed)."""
    shown = _visible_cards(table.view)
    clone = getattr(table.game, "clone", None)
    name = card.get("name")
    if clone is None or not name:
        return None
    for move in table._moves:
        cards = list(getattr(move, "cards", ()) or ())
        used = shown.get(cards[0], {}).get("name") if len(cards) == 1 else None
        role = getattr(move, "role", None)
        text = str(move)
        if not used or used == name or used not in text or role not in (None, card.get("role")):
            continue
        try:
            clone().play(text.replace(used, name, 1))
        except ValueError as exc:  # IllegalMove is a ValueError
            return str(exc)
        except Exception:  # noqa: BLE001 - a notation this trick cannot form: try the next
            continue
    return None

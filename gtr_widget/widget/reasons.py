"""Why a clicked card does nothing: the game's own candidates answer, not a second rulebook.

The page lights the cards that legal moves use. A click on any other card asks Python why;
the answer is the refusal the game gives for a candidate move using that card
(`Game.candidates()`), so the reason comes from the rule that decides. The card must be one
the synced view shows: a page cannot ask about cards it was never sent.
"""

from __future__ import annotations

from typing import Any

from ..core.errors import clip


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def shown_card(view: Any, card: int) -> dict[str, Any] | None:
    """The card with id `card` wherever the synced view shows it (any game's layout: a card
    is a dict with an int `id` and a `name`), or None."""
    stack = [view]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if node.get("id") == card and _int(node.get("id")) and "name" in node:
                return node
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return None


def card_reason(game: Any, view: dict[str, Any], card: int) -> str:
    """What to tell a person who clicked `card`."""
    shown = shown_card(view, card)
    if shown is None:
        return "Refused: that card is not on this table."
    name = str(shown.get("name", f"card {card}"))
    refused: list[str] = []
    for candidate in game.candidates():
        if card not in candidate.move.cards:
            continue
        if candidate.reason is None:
            return f"{name} can be played now: click it among the lit cards."
        if candidate.reason not in refused:
            refused.append(candidate.reason)
    if refused:
        # The first refusal is the rule of the decision; the others (powers not owned ...) are
        # details the page folds away: one reason a line.
        return clip("\n".join(refused))
    decision = game.decision
    prompt = f" ({decision.prompt})" if decision is not None else ""
    return clip(f"No legal move uses {name} now{prompt}.")

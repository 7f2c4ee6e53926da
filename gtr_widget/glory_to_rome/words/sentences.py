"""Moves as sentences: "lead Architect: Tower" reads "Lead Architect with Tower".

Only the wording changes; the notation (`move.text`) stays what scripts type. A player named
"You" reads in the second person ("your Circus", "give Road to you").
"""

from __future__ import annotations

import re
from typing import Any

_PLAIN = {
    "think: take Jack": "Think: take a Jack",
    "think: draw one": "Think: draw one card",
    "pass": "Pass",
    "done": "Done",
}


def _cards(part: str) -> str:
    """ "petition Bar + Latrine" -> "a petition of Bar and Latrine"; "Tower" -> "Tower". """
    if part.startswith("petition "):
        return "a petition of " + " and ".join(part.removeprefix("petition ").split(" + "))
    return "a Jack" if part == "Jack" else part


def _second_person(text: str, players: list[str]) -> str:
    if "You" not in players:
        return text
    return re.sub(r"\bYou's\b", "your", text)


def _name(players: list[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(players):
        return "you" if players[seat] == "You" else players[seat]
    return "a neighbour"


def _sentence(move: Any, players: list[str], hand_size: int | None) -> str:
    verb, text = move.verb, move.text
    if text in _PLAIN:
        return _PLAIN[text]
    if text == "think: refill":
        return f"Think: draw up to {hand_size}" if hand_size else "Think: fill your hand"
    head, _, rest = text.partition(":")
    rest = rest.strip()
    if verb == "lead" and head.startswith("lead "):
        return f"Lead {head.removeprefix('lead ')} with {_cards(rest)}"
    if verb == "follow":
        return f"Follow with {_cards(rest)}"
    if verb == "give":
        return f"Give {rest} to {_name(players, move.target)}"
    if verb == "laborer":
        return f"Take {rest.removesuffix(' from pool')} from the pool into your stockpile"
    if verb == "merchant":
        return f"Put {rest.removesuffix(' from stockpile')} from your stockpile into your vault"
    if verb == "patron":
        role = rest.removesuffix(" from pool")
        return f"Hire {role} client from the pool" if " " in role else \
            f"Hire a {role} client from the pool"
    if verb == "legionary" and rest.startswith("demand "):
        return f"Demand {rest.removeprefix('demand ')} from the pool and your neighbours"
    if verb in ("craftsman", "architect") and rest.startswith("lay "):
        return f"Lay {rest.removeprefix('lay ')} as a foundation"
    if verb == "more" and rest:
        return f"Also play {rest}"
    if rest:
        return f"{head.strip().capitalize()}: {rest}"
    return text[:1].upper() + text[1:]


def label(move: Any, players: list[str], deciding: int | None, hand_size: int | None) -> str:
    """The move as a sentence for the person deciding."""
    said = _sentence(move, players, hand_size)
    if deciding is not None and 0 <= deciding < len(players) and players[deciding] == "You":
        said = _second_person(said, players)
    return _second_person(said, players)

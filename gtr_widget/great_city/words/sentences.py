"""Moves as sentences: "emissary: space 3" reads "Place your emissary on space 3 (2 bricks,
1 cog)", "build Residential 2 at b4" reads "Build Residential 2 at b4 (1 brick)", "buy 1 cog"
reads "Buy a cog for 1 coin"; in French and Spanish too (building names stay English,
phrases.py says why).

Only the wording changes; the notation (`move.text`) stays what scripts type. A sentence
speaks to the person deciding ("your emissary"), so a player named "You" needs nothing more.
What a sentence adds (what a space gives, what a building costs, what a build replaces) comes
from the view the table shows, never from hidden state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..play.cards import COST, DECK, NAME
from ..play.grid import CELL_NAME
from ..play.purchase import BRICK_PRICE, COG_PRICE
from .phrases import PHRASES, count

_PRICE = {"brick": BRICK_PRICE, "cog": COG_PRICE}


@dataclass
class Table:
    """What the view shows that a sentence may add: each strip space's bricks and cogs, the
    decider's city (cell -> building name), and the School's draw and deck."""

    gets: dict[int, tuple[int, int]] = field(default_factory=dict)
    city: dict[str, str] = field(default_factory=dict)
    school_draw: int = 0
    school_deck: str = ""

    @classmethod
    def from_view(cls, view: dict[str, Any] | None) -> Table:
        if not view:
            return cls()
        spaces = (view.get("strip") or {}).get("spaces") or []
        gets = {sp["space"]: (sp["bricks"], sp["cogs"]) for sp in spaces}
        decision = view.get("decision") or {}
        seat = decision.get("player")
        players = view.get("players") or []
        city = {}
        if isinstance(seat, int) and 0 <= seat < len(players):
            city = {b["cell"]: b["card"]["name"] for b in players[seat].get("city") or []}
        school = view.get("school") or {}
        return cls(gets, city, school.get("draw") or 0, school.get("deck") or "")


def _resources(bricks: int, cogs: int, language: str) -> str:
    return f"{count(bricks, 'brick', language)}, {count(cogs, 'cog', language)}"


def label(move: Any, table: Table, language: str = "en") -> str:
    """The move as a sentence for the person deciding, in `language` ("en", "fr", "es")."""
    p, verb = PHRASES[language], move.verb
    card = NAME[move.cards[0]] if move.cards else ""
    if verb == "draft":
        return p["draft"].format(card=card)
    if verb == "emissary":
        space = move.target
        gets = table.gets.get(space)
        shown = f" ({_resources(*gets, language)})" if gets else ""
        return p["emissary"].format(space=space, gets=shown)
    if verb == "take":
        return p["take"].format(card=card, deck=DECK[move.cards[0]])
    if verb == "buy":
        what, n = move.data
        return p["buy"].format(what=count(n, what, language, article=True),
                               price=count(n * _PRICE[what], "coin", language))
    if verb == "build":
        cell = CELL_NAME[move.target]
        cost = count(COST[move.cards[0]], "brick", language)
        old = table.city.get(cell)
        if old:
            return p["replace"].format(old=old, cell=cell, card=card, cost=cost)
        return p["build"].format(card=card, cell=cell, cost=cost)
    if verb in ("produce", "pass"):
        return p[verb]
    if verb == "school":
        how = move.data[0]
        if how == "deck":
            deck = move.data[1]
            if not table.school_draw:
                return p["school_deck_some"].format(deck=deck)
            return p["school_deck"].format(what=count(table.school_draw, "building", language),
                                           deck=deck)
        if how == "keep":
            return p["school_keep"].format(card=card)
        return p["school_bottom"].format(card=card, deck=table.school_deck or "?")
    return move.text[:1].upper() + move.text[1:]

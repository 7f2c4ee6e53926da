"""Why a move is refused, in the rulebook's terms.

Legality itself is decided in one place: a move is legal when it is among `legal_moves()`.
This module only explains a refusal, so that "architect: add Concrete from pool to Tower"
answers "Archway not owned: ..." instead of a bare "not legal". Each rule is a pattern on the
move's text and a test on the state; the first that applies gives the reason.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...core.moves import normalise
from .catalogue import MATERIALS, ROLES
from .limits import limit
from .powers import owns
from .state import State

Rule = tuple[re.Pattern, Callable[[State, dict, re.Match], str | None]]
RULES: list[Rule] = []


def rule(pattern: str):
    def register(fn: Callable[[State, dict, re.Match], str | None]):
        RULES.append((re.compile(pattern), fn))
        return fn
    return register


# The same rules in the first edition's rulebook, for refusals in a first-edition game.
FIRST_EDITION_LINES = {
    "003:112": "000:125", "003:116": "000:127", "003:119-120": "000:129", "003:127": "000:149",
    "003:139": "000:161", "003:141": "000:163-167", "003:143": "000:169", "003:181": "000:179",
    "003:183": "000:183", "003:197-199": "000:205-209", "003:211": "000:213-215",
    "003:212": "000:215", "003:213-216": "000:219", "003:230": "000:231",
    "003:230-234": "000:231-235, 000:303-307", "003:232": "000:303", "003:256": "000:251",
    "003:256-260": "000:251", "003:269": "000:255", "003:271": "000:255", "003:277": "000:267",
    "003:281": "000:275",
}
_CITATION = re.compile(r"003:[0-9]+(?:-[0-9]+)?")


def reason(s: State, f: dict, text: str) -> str | None:
    t = normalise(text)
    for pattern, fn in RULES:
        m = pattern.match(t)
        if m:
            why = fn(s, f, m)
            if why:
                if s.rules.edition == "first":
                    why = _CITATION.sub(lambda c: FIRST_EDITION_LINES.get(c[0], c[0]), why)
                return why
    return None


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _proper(s: State, name: str) -> str:
    """A card name as the catalogue spells it (moves compare in lower case)."""
    return next((t for t in s.deck.type_of if t.lower() == name), name)


def _seat(f: dict) -> int:
    return f.get("seat", 0)


def _hand_names(s: State, seat: int) -> set[str]:
    return {s.deck.name[c].lower() for c in s.players[seat].hand}


def _role_now(f: dict) -> str | None:
    return f.get("role") if f["kind"] == "actions" else None


def _wrong_role(f: dict, verb: str) -> str | None:
    role = _role_now(f)
    if f["kind"] != "actions":
        return f"no {verb.capitalize()} action now: the game is waiting for a {f['kind']} decision"
    if role and role.lower() != verb:
        return f"this is {_a(role)} action, not {_a(verb.capitalize())} action (003:119-120)"
    return None


@rule(r"architect: add (\w+) from pool to (.+)$")
def _archway(s, f, m):
    if owns(s, _seat(f), "Archway"):
        return None
    return _wrong_role(f, "architect") or (
        "Archway not owned: an Architect takes materials from your stockpile only (003:232)")


@rule(r"merchant: .* from deck")
def _atrium(s, f, m):
    if owns(s, _seat(f), "Atrium"):
        return None
    return _wrong_role(f, "merchant") or (
        "Atrium not owned: a Merchant sells from your stockpile only (003:277)")


@rule(r"merchant: .* from hand")
def _basilica(s, f, m):
    if owns(s, _seat(f), "Basilica"):
        return None
    return _wrong_role(f, "merchant") or (
        "Basilica not owned: a Merchant sells from your stockpile only (003:277)")


@rule(r"merchant: (\w+) from stockpile")
def _merchant(s, f, m):
    why = _wrong_role(f, "merchant")
    if why:
        return why
    seat = _seat(f)
    if len(s.players[seat].vault) >= limit(s, seat, "vault"):
        return (f"vault full: its limit is {limit(s, seat, 'vault')}, your Influence plus any "
                "Market (003:281)")
    if not any(s.deck.material[c].lower() == m[1] for c in s.players[seat].stockpile):
        return f"no {m[1].capitalize()} in your stockpile to sell (003:277)"
    return None


@rule(r"legionary: take (\w+) from pool")
def _legionary_pool(s, f, m):
    return _wrong_role(f, "legionary") or (
        "a Legionary takes from the Pool only cards of the material demanded, and only by "
        "demanding it: say 'legionary: demand <material>' (003:256-260)")


@rule(r"legionary: demand (.+)$")
def _legionary(s, f, m):
    why = _wrong_role(f, "legionary")
    if why:
        return why
    seat = _seat(f)
    wanted = [w.strip() for w in m[1].split(",")]
    deck = s.deck
    hand = [deck.material[c].lower() for c in s.players[seat].hand if not deck.is_jack(c)]
    for w in set(wanted):
        if w.capitalize() not in MATERIALS:
            return f"{w!r} is not a material; Rome demands one of {', '.join(MATERIALS)}"
        if hand.count(w) < wanted.count(w):
            return (f"each demand needs its own {w.capitalize()} card revealed from your hand, "
                    "and a Jack cannot be revealed (003:256, 003:269)")
    return "you have fewer Legionary actions than demands (003:271)"


@rule(r"patron: (\w+) from pool")
def _patron(s, f, m):
    why = _wrong_role(f, "patron")
    if why:
        return why
    seat = _seat(f)
    if len(s.players[seat].clientele) >= limit(s, seat, "clientele"):
        return (f"clientele full: its limit is {limit(s, seat, 'clientele')}, your Influence "
                "plus any Insula (003:183)")
    if not any((s.deck.role[c] or "").lower() == m[1] for c in s.pool):
        return f"no {m[1].capitalize()} card in the Pool to hire (003:181)"
    return None


@rule(r"laborer: (\w+) from pool")
def _laborer(s, f, m):
    why = _wrong_role(f, "laborer")
    if why:
        return why
    if not any((s.deck.material[c] or "").lower() == m[1] for c in s.pool):
        return (f"no {m[1].capitalize()} in the Pool; cards played this turn reach the Pool "
                "only at the end of the turn (003:197-199)")
    return None


@rule(r"(architect|craftsman): lay (.+?)( on \w+ site)?( out of town)?$")
def _lay(s, f, m):
    why = _wrong_role(f, m[1])
    if why:
        return why
    seat = _seat(f)
    name = m[2]
    if name not in _hand_names(s, seat):
        return (f"no {_proper(s, name)} in your hand: a foundation always comes from your hand "
                "(003:211)")
    if any(s.deck.name[b.foundation].lower() == name for b in s.players[seat].buildings):
        return f"you already have {_a(_proper(s, name))}: same-name rule (003:213-216)"
    if m[4]:
        return ("an out-of-town Site needs two consecutive actions, and only when no Site of "
                "that material is left in town (003:220-222; rulings A-1)")
    return ("no Site of that material left in town (003:212), or that Site needs a building "
            "power you do not have")


@rule(r"(architect|craftsman): add (.+?) to (.+)$")
def _add(s, f, m):
    why = _wrong_role(f, m[1])
    if why:
        return why
    seat = _seat(f)
    target = m[3]
    if not any(s.deck.name[b.foundation].lower() == target for b in s.players[seat].buildings):
        return f"you have no {_proper(s, target)} foundation to add to (003:230)"
    source = "hand" if m[1] == "craftsman" else "stockpile"
    return (f"that material does not match the {_proper(s, target)} foundation or is not in "
            f"your {source} (003:230-234)")


@rule(r"follow: (.+)$")
def _follow(s, f, m):
    if f["kind"] != "follow":
        return f"no follow now: the game is waiting for a {f['kind']} decision"
    name = m[1]
    if name.startswith("petition"):
        return ("a petition is two cards of one role in the Republic, three in Imperium, and "
                "never Jacks (003:133; 003:646)")
    if name not in _hand_names(s, _seat(f)):
        return f"no {_proper(s, name)} in your hand"
    return f"follow {s.role} with {_a(s.role)} card, a Jack or a petition (003:116, 003:127)"


@rule(r"lead (\w+): (.+)$")
def _lead(s, f, m):
    if f["kind"] != "lead":
        return "only the Leader leads, at the start of the turn (003:112)"
    if m[1].capitalize() not in ROLES:
        return f"{m[1]!r} is not a role to lead: one of {', '.join(ROLES)} (003:127)"
    name = m[2]
    if name.startswith("petition"):
        return ("a petition is two cards of one role in the Republic, three in Imperium, and "
                "never Jacks (003:133; 003:646)")
    if name not in _hand_names(s, _seat(f)):
        return f"no {_proper(s, name)} in your hand"
    return (f"{_a(_proper(s, name))} leads its own role; only a Jack or a petition leads any "
            "role (003:127)")


@rule(r"think: draw one")
def _draw_one(s, f, m):
    seat = _seat(f)
    if len(s.players[seat].hand) < limit(s, seat, "hand"):
        return ("below your hand size you must refill all the way; drawing one is only for a "
                "hand at or above it (003:143)")
    return None


@rule(r"think: refill")
def _refill(s, f, m):
    seat = _seat(f)
    if len(s.players[seat].hand) >= limit(s, seat, "hand"):
        return "your hand is already at its refill size: draw one instead (003:141)"
    return None


@rule(r"think: take jack")
def _jack(s, f, m):
    return "the Jack pile is empty (003:139)" if not s.jacks else None


_OWN_MOVES = {"basilica": ("Basilica", "003:367"), "fountain": ("Fountain", "003:469"),
              "stairway": ("Stairway", "003:579")}


@rule(r"(basilica|fountain|stairway): ")
def _stone_marble_extra(s, f, m):
    """An extra of a Stone or Marble building used by a seat for whom it is not active."""
    name, line = _OWN_MOVES[m[1]]
    if owns(s, _seat(f), name):
        return None
    return f"{name} not owned: this needs a completed {name} of yours or a public one ({line})"

"""Why a first-edition building move is refused, in the rulebook's terms (see explain.py).

Only explanations: legality is decided by legal_moves(). Each rule answers only in the first
edition, so the later editions' moves of the same words are explained elsewhere.
"""

from __future__ import annotations

import re

from ..explain import RULES, rule
from ..limits import limit
from ..powers import owns
from ..state import State


def _why_not(s: State, f: dict, power: str, role: str, base: str) -> str | None:
    if s.rules.edition != "first":
        return None
    seat = f.get("seat", 0)
    if not owns(s, seat, power):
        return f"{power} not owned: {base}"
    if f["kind"] != "actions" or f.get("role") != role:
        return f"the {power} works only during your {role} actions (000:129)"
    return None


def _full(s: State, seat: int, kind: str, zone: list[int], cite: str) -> str | None:
    if len(zone) >= limit(s, seat, kind):
        return f"your {kind} is full: its limit is {limit(s, seat, kind)} ({cite})"
    return None


@rule(r"bar: hire (.+) from hand$")
def _bar(s, f, m):
    why = _why_not(s, f, "Bar", "Patron", "a Patron takes clients from the Pool (000:179)")
    if why or s.rules.edition != "first":
        return why
    seat = f["seat"]
    return (_full(s, seat, "clientele", s.players[seat].clientele, "000:183")
            or "only an Order card in your hand can be hired, never a Jack (000:153, 000:448)")


@rule(r"dock: (.+) from hand$")
def _dock(s, f, m):
    why = _why_not(s, f, "Dock", "Laborer", "a Laborer takes from the Pool (000:205)")
    return why or ("only an Order card in your hand can be a material, never a Jack "
                   "(000:153, 000:516)" if s.rules.edition == "first" else None)


@rule(r"atrium: (.+) from hand into vault$")
def _atrium(s, f, m):
    why = _why_not(s, f, "Atrium", "Merchant", "a Merchant sells from your stockpile (000:267)")
    if why or s.rules.edition != "first":
        return why
    seat = f["seat"]
    return (_full(s, seat, "vault", s.players[seat].vault, "000:275")
            or "only an Order card in your hand can go into the Vault, never a Jack (000:153)")


@rule(r"(bar|dock|bridge): wait for your turn$")
def _wait(s, f, m):
    if s.rules.edition != "first":
        return None
    return (f"waiting is chosen at the start of your early {m[1].capitalize()} actions, before "
            "the first one, and only by its owner (000:438, 508, 678; rulings A-10)")


@rule(r"foundry: then (\w+) from pool$")
def _foundry(s, f, m):
    why = _why_not(s, f, "Foundry", "Laborer", "a Laborer takes one card from the Pool (000:205)")
    return why or ("the Foundry's Pool card completes a Laborer action begun with the deck's "
                   "top card, drawn first (000:614)" if s.rules.edition == "first" else None)


@rule(r"bath: (\w+) from pool, replacing (\w+) client$")
def _bath(s, f, m):
    why = _why_not(s, f, "Bath", "Patron", "a new client joins your clientele (000:179)")
    return why or ("the Bath swaps one of your clients for a Pool card of another role "
                   "(000:604)" if s.rules.edition == "first" else None)


@rule(r"coliseum: slay (.+)'s (\w+) client$")
def _coliseum(s, f, m):
    if s.rules.edition != "first":
        return None
    return ("a Coliseum slays, into your Vault while it has room, clients whose role matches a "
            "material you just demanded, one per demand, of players your demand reached "
            "(000:770; rulings A-18, A-19)")


@rule(r"prison: steal (.+)$")
def _prison(s, f, m):
    if s.rules.edition != "first":
        return None
    return ("a Prison steals an opponent's completed structure whose name you do not have in "
            "play, once, on its completion (000:808)")


_jack_lead = re.compile(r"lead (\w+): (.+) as a jack$")


def _circus_maximus(s, f, m):
    if s.rules.edition != "first":
        return None
    if f["kind"] != "lead":
        return "only the Leader may play any card as a Jack, with a Circus Maximus (000:760)"
    if not owns(s, f["seat"], "Circus Maximus"):
        return "Circus Maximus not owned: a card leads its own role; a Jack leads any (000:149)"
    return "a card led as a Jack must be an Order card in your hand, for a role, not Thinker"


RULES.insert(0, (_jack_lead, _circus_maximus))  # before the generic "lead" explanation

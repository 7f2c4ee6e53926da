"""Why a first-edition building move is refused, in the rulebook's terms (see explain.py).

Only explanations: legality is decided by legal_moves(). Each rule answers only in the first
edition, so the later editions' moves of the same words are explained elsewhere. Powers
that extend one role's actions are rows of a table (_extra_reasons.py).
"""

from __future__ import annotations

import re

from ...explain import RULES, rule
from ...powers import owns
from .._extra_reasons import Extra, register

EXTRAS = [
    Extra(r"bar: hire (.+) from hand$", "Bar", "Patron",
          "a Patron takes clients from the Pool (000:179)", "000:129",
          "only an Order card in your hand can be hired, never a Jack (000:153, 000:448)",
          zone="clientele", zone_cite="000:183"),
    Extra(r"dock: (.+) from hand$", "Dock", "Laborer",
          "a Laborer takes from the Pool (000:205)", "000:129",
          "only an Order card in your hand can be a material, never a Jack (000:153, 000:516)"),
    Extra(r"atrium: (.+) from hand into vault$", "Atrium", "Merchant",
          "a Merchant sells from your stockpile (000:267)", "000:129",
          "only an Order card in your hand can go into the Vault, never a Jack (000:153)",
          zone="vault", zone_cite="000:275"),
    Extra(r"foundry: then (\w+) from pool$", "Foundry", "Laborer",
          "a Laborer takes one card from the Pool (000:205)", "000:129",
          "the Foundry's Pool card completes a Laborer action begun with the deck's top card, "
          "drawn first (000:614)"),
    Extra(r"bath: (\w+) from pool, replacing (\w+) client$", "Bath", "Patron",
          "a new client joins your clientele (000:179)", "000:129",
          "the Bath swaps one of your clients for a Pool card of another role (000:604)"),
]
register(EXTRAS, ("first",), "{power} not owned: {base}")


@rule(r"(bar|dock|bridge): wait for your turn$")
def _wait(s, f, m):
    if s.rules.edition != "first":
        return None
    return (f"waiting is chosen at the start of your early {m[1].capitalize()} actions, before "
            "the first one, and only by its owner (000:438, 508, 678; rulings A-10)")


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

"""Why a Black Box / second-edition building move is refused, in the rulebook's terms.

Only explanations (see explain.py): legality is decided by legal_moves(). Each rule answers
only in the editions where its power has this wording, so a first-edition move of the same
words is explained in first_explain.py. Powers that extend one role's actions share their
reasons' order, so they are rows of a table (_extra_reasons.py).
"""

from __future__ import annotations

from ...explain import rule
from ...powers import owns
from ...state import State
from .._extra_reasons import Extra, register

SECOND = ("republic", "imperium")
THINK_KINDS = ("lead", "follow", "think")


def _not_owned(s: State, f: dict, power: str, base: str) -> str | None:
    if owns(s, f.get("seat", 0), power):
        return None
    return f"{power} not owned (or not completed): {base}"


def _in_action(s: State, f: dict, power: str, role: str, cite: str) -> str | None:
    if f["kind"] != "actions" or f.get("role") != role:
        return f"the {power} works only during your {role} actions ({cite})"
    return None


def _hand_card(s: State, seat: int, name: str) -> bool:
    return any(s.deck.name[c].lower() == name and not s.deck.is_jack(c)
               for c in s.players[seat].hand)


def _before_think(s: State, f: dict, power: str, cite: str) -> str | None:
    """Latrine and Vomitorium discard just before a Thinker action: owned, and only then."""
    why = _not_owned(s, f, power, "you think without discarding (003:137-143)")
    if why is None and f["kind"] not in THINK_KINDS:
        why = f"the {power} discards just before a Thinker action, not now ({cite})"
    return why


@rule(r"latrine: discard (.+), then think$")
def _latrine(s, f, m):
    why = _before_think(s, f, "Latrine", "003:499")
    if why is None and not _hand_card(s, f["seat"], m[1]):
        why = "the Latrine discards one Order card from your hand, never a Jack (003:499)"
    return why


@rule(r"vomitorium: discard hand, then think$")
def _vomitorium(s, f, m):
    return (_before_think(s, f, "Vomitorium", "003:625")
            or "your hand is empty: there is nothing to discard (003:625)")


@rule(r"tribunal: take jack$")
def _tribunal(s, f, m):
    if s.rules.edition != "republic":
        return "the Tribunal is in the Republic version only (003:611)"
    why = _not_owned(s, f, "Tribunal", "a think takes one Jack at most (003:139)")
    return why or ("the Tribunal's Jack comes right after you think, while the Jack pile has "
                   "one (003:613)")


@rule(r"senate: take jack from (.+)$")
def _senate(s, f, m):
    if s.rules.edition != "imperium":
        return None
    why = _not_owned(s, f, "Senate", "played Jacks go to the Jack pile (003:121-123)")
    return why or ("the Senate takes, at the end of the turn, Jacks your opponents played this "
                   "turn; never your own, never petition cards (003:561; rulings A-12)")


@rule(r"archway: lay")
def _archway_lay(s, f, m):
    return "you cannot use cards from the Pool as foundations (003:349)"


@rule(r"archway: add (\w+) from pool to (.+)$")
def _archway(s, f, m):
    why = (_not_owned(s, f, "Archway", "an Architect takes materials from your stockpile only "
                                       "(003:232)")
           or _in_action(s, f, "Archway", "Architect", "003:349"))
    if why:
        return why
    if f.get("open"):
        return ("a Pool material is instead of the stockpile one: one material per Architect "
                "action (003:349)")
    return (f"no {m[1].capitalize()} in the Pool, or it does not fit that structure "
            "(003:230-234, 003:349)")


EXTRAS = [
    Extra(r"atrium: top card of the deck into vault$", "Atrium", "Merchant",
          "a Merchant sells from your stockpile only (003:277)", "003:355",
          "the draw deck is empty (003:295)",
          instead="the deck card is instead of the stockpile material: one card per Merchant "
                  "action (003:355)",
          zone="vault", zone_cite="003:281"),
    Extra(r"bar: hire the top card of the deck$", "Bar", "Patron",
          "a Patron hires from the Pool only (003:181)", "003:361",
          "the draw deck is empty (003:295)",
          key="bar_at", once="one deck client per Patron action (003:361)",
          zone="clientele", zone_cite="003:361"),
    Extra(r"dock: (.+) from hand$", "Dock", "Laborer",
          "a Laborer takes from the Pool only (003:197)", "003:425",
          "only an Order card in your hand can become a material, never a Jack (003:425)",
          key="dock_at", once="one card from hand per Laborer action (003:425)"),
    Extra(r"aqueduct: hire (.+) from hand$", "Aqueduct", "Patron",
          "a Patron hires from the Pool only (003:181)", "003:343",
          "only an Order card in your hand can be hired, never a Jack (003:343)",
          key="aqueduct_at", once="one client from hand per Patron action (003:343)",
          zone="clientele", zone_cite="003:339-343; rulings A-15"),
]
register(EXTRAS, SECOND, "{power} not owned (or not completed): {base}")


@rule(r"bath: (hold this action|lay (.+) out of town)")
def _bath(s, f, m):
    if s.rules.edition not in SECOND:
        return None
    why = _not_owned(s, f, "Bath", "an out-of-town Site needs two consecutive actions "
                                   "(003:222)")
    if why:
        return why
    if not (f["kind"] == "actions" and f.get("bath")) or f.get("role") not in (
            "Craftsman", "Architect"):
        return ("only a Bath's Craftsman or Architect action may be held or combined "
                "(003:373)")
    if m[1].startswith("lay"):
        return ("two Bath actions of one role make an out-of-town foundation: hold the first "
                "(003:373; rulings A-2), and the town must have no Site of that material "
                "(rulings A-1)")
    return "no out-of-town Site this action could start (003:222; rulings A-1)"

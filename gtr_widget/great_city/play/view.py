"""`view(state, seat)`: the only way state leaves the engine (docs/great-city-view-format.md).

The log is not part of the view: `Game.log_for(seat)` gives it as the seat may read it (the
table syncs it on its own), and bots have no use for it.

Hidden: other players' hands (counts shown, plus the cards the viewer saw go there), deck
order, the draft cards and School cards of someone else. Public: cities with their tokens,
coins, influence tokens and cards, the offer, the influence cards waiting, the strip and its
emissaries, the provisional score. `seat=None` is the all-seeing teaching view.
"""

from __future__ import annotations

from .action import city_cells
from .areas import city_areas
from .cards import CARDS, VALUE
from .gains import build_gains
from .grid import CELL_NAME, COL, ROW, bounds
from .machine import current
from .scoring import LABELS, TIE_BREAK, score_player
from .state import State
from .strips import describe, layout

FORMAT = 1


def card(i: int) -> dict:
    return CARDS[i].to_json()


def _sees(mask: int | None, seat: int | None) -> bool:
    return seat is None or (mask is not None and mask >> seat & 1 == 1)


def decision(s: State) -> dict | None:
    h = current(s)
    if h is None:
        return None
    return {"player": h.player(s), "kind": h.kind, "prompt": h.prompt(s),
            "fields": fields(s)}


def fields(s: State) -> dict:
    """The structured facts of the decision waiting (Decision.fields)."""
    h = current(s)
    out = {"phase": s.phase, "round": s.round, "rounds": s.rules.rounds}
    if h is not None:
        out.update(h.fields(s))
    return out


def _player(s: State, i: int, seat: int | None) -> dict:
    p = s.players[i]
    opened, aq = city_cells(s, p)
    own = seat is None or seat == i
    out = {
        "seat": i, "name": p.name, "colour": p.colour, "is_first": s.first == i,
        "coins": p.coins, "influence_tokens": p.influence,
        "influence_cards": [{"id": c, "value": VALUE[c]} for c in p.won],
        "hand": [card(c) for c in p.hand] if own else None,
        "hand_count": len(p.hand),
        "hand_known": [card(c) for c in p.hand if _sees(p.seen.get(c), seat)],
        "city": [{"cell": CELL_NAME[c], "col": COL[c], "row": ROW[c], "card": card(x),
                  "brick_token": x in p.brick_tokens, "point_tokens": p.points.get(x, 0)}
                 for c, x in sorted(p.city.items())],
        "bounds": bounds(p.city),
        "open_cells": [CELL_NAME[c] for c in opened],
        "aqueduct_cells": [CELL_NAME[c] for c in aq],
        "brick_tokens": len(p.brick_tokens),
        "emissaries": [k + 1 for k, x in enumerate(s.spaces) if x == i],
        "rubble": [card(c) for c in p.rubble],
        "score": score_player(p, s.rules),
        "areas": city_areas(p),
    }
    if own:
        out["drafted"] = card(p.drafted) if p.drafted >= 0 else None
        out["draft_passed"] = [card(c) for c in p.passed]
    return out


def _decks(s: State, seat: int | None) -> dict:
    out = {}
    for d in s.rules.decks:
        cards = s.decks[d]
        entry = {"count": len(cards),
                 "influence_from_top": [[k, VALUE[c]] for k, c in enumerate(cards)
                                        if CARDS[c].category == "influence"],
                 "known": [{"from_top": k, "card": card(c)} for k, c in enumerate(cards)
                           if seat is not None and _sees(s.deck_seen.get(c), seat)]}
        if seat is None:
            entry["cards"] = [card(c) for c in cards]  # top first
        out[d] = entry
    return out


def tie_break_value(tokens: int, coins: int) -> str:
    """A seat's tie-break facts (001:223): "1 token, 2 coins"."""
    return f"{tokens} token{'s' * (tokens != 1)}, {coins} coin{'s' * (coins != 1)}"


def view(s: State, seat: int | None) -> dict:
    r = s.rules
    code = s.stack[0]
    spaces = describe(r, code)
    for sp in spaces:
        x = s.spaces[sp["space"] - 1]
        sp["emissary"] = x if x >= 0 else None
    out = {
        "format": FORMAT, "game": "great_city", "title": "The Great City of Rome",
        "seat": seat, "players_count": s.n, "options": r.options(),
        "decks_in_use": list(r.decks), "round": s.round, "rounds": r.rounds,
        "phase": s.phase, "first_player": s.first, "decision": decision(s),
        "strip": {"layout": layout(r, code), "emperor": "beside space 1", "spaces": spaces,
                  "in_play": s.round > 0, "stack": len(s.stack)},
        "decks": _decks(s, seat),
        "offer": {d: [card(c) for c in s.offer if CARDS[c].deck == d] for d in r.decks},
        "influence_waiting": [{"id": c, "value": VALUE[c]} for c in s.waiting],
        "turn": None, "draft": None, "school": None,
        "players": [_player(s, i, seat) for i in range(s.n)],
        "is_over": s.over, "winners": list(s.winners), "end_reason": s.end_reason,
        "score_labels": LABELS,
        "tie_break": {"label": TIE_BREAK,
                      "values": [tie_break_value(p.influence, p.coins) for p in s.players]},
    }
    if s.phase in ("act", "school_deck", "school_keep", "school_bottom"):
        p = s.players[s.actor]
        turn: dict = {"seat": s.actor, "space": s.space, "bricks": s.bricks, "cogs": s.cogs,
                      "brick_tokens": len(p.brick_tokens), "built": s.built,
                      "produced": s.produced}
        if seat in (None, s.actor):  # the builds come from the actor's hand
            turn["build_gains"] = build_gains(s)
        out["turn"] = turn
    elif s.phase == "take":
        out["turn"] = {"seat": s.actor, "space": s.space, "bricks": 0, "cogs": 0,
                       "brick_tokens": len(s.players[s.actor].brick_tokens),
                       "built": False, "produced": False}
    if s.phase == "draft":
        picker = s.order[s.step]
        out["draft"] = {"seat": picker, "count": len(s.draft),
                        "cards": [card(c) for c in s.draft] if seat in (None, picker)
                        else None}
    if s.school or s.phase == "school_deck":
        out["school"] = {"seat": s.actor, "deck": s.school_deck, "draw": s.school_n,
                         "count": len(s.school),
                         "cards": [card(c) for c in s.school] if seat in (None, s.actor)
                         else None}
    return out

"""`view(state, seat)`: the only way state leaves the engine (docs/view-format.md).

A seat sees its own hand, every public zone, counts of hidden zones, and vault cards only on
the turn they went in (and only if they were shown). `seat=None` sees everything. A hidden
card never leaves with its id, because ids name cards.
"""

from __future__ import annotations

from .construction import needed
from .events import events
from .limits import LIMIT_KINDS, limit
from .machine import current
from .scoring import scores
from .stack import Actions, Frame, PowerFrame
from .state import State

FORMAT = 1


def knows_vault_card(s: State, seat: int | None, owner: int, card: int) -> bool:
    if seat is None or s.over:  # vaults are uncovered at the end (003:285)
        return True
    seen = s.vault_seen.get(card)
    return seen == "all" or (seen == "owner" and seat == owner)


def view(s: State, seat: int | None = None, version: int | None = None) -> dict:
    deck = s.deck
    card = deck.card_json
    top = current(s)
    decision = None
    if top is not None:
        st, f = top
        decision = {"player": st.player(s, f), "kind": decision_kind(f),
                    "prompt": st.prompt(s, f), "fields": st.fields(s, f)}
    all_scores = scores(s)
    players = []
    for i, p in enumerate(s.players):
        vault_known = all(knows_vault_card(s, seat, i, c) for c in p.vault)
        sc = dict(all_scores[i])
        if not vault_known:
            sc["vault"] = sc["merchant_bonus"] = sc["total"] = None
        elif seat is not None and not s.over:
            sc["merchant_bonus"] = sc["total"] = None  # depends on every vault
        players.append({
            "seat": i,
            "name": p.name,
            "influence": p.influence,
            "hand": [card(c) for c in p.hand] if seat is None or seat == i else None,
            "hand_count": len(p.hand),
            # shown to everyone by a Legionary demand this turn, and still in hand (003:269)
            "revealed": [card(c) for c in p.revealed if c in p.hand],
            "camp": [card(c) for c in p.camp],
            "clientele": [card(c) for c in p.clientele],
            "stockpile": [card(c) for c in p.stockpile],
            "vault": [card(c) if knows_vault_card(s, seat, i, c) else {"hidden": True}
                      for c in p.vault],
            "vault_count": len(p.vault),
            "buildings": [{
                "id": b.foundation,
                "foundation": card(b.foundation),
                "site": b.site,
                "out_of_town": b.out_of_town,
                "materials": [card(c) for c in b.materials],
                "needed": needed(s, i, b),
                "complete": b.complete,
                "public": b.public,
                "stolen": b.stolen,
            } for b in p.buildings],
            "limits": {k: limit(s, i, k) for k in LIMIT_KINDS},
            "score": sc,
        })
    out = {
        "format": FORMAT,
        "game": "glory_to_rome",  # the table picks its renderer by this field
        "edition": s.rules.edition,
        "training": s.rules.training,
        "rules": s.rules.to_dict(),  # public: every option in force
        "seat": seat,
        "version": s.moves_played if version is None else version,
        "turn": s.turn,
        "leader": s.leader,
        "role": s.role,
        "decision": decision,
        "deck": len(s.draw),
        "jacks": len(s.jacks),
        "pool": [card(c) for c in s.pool],
        "sites": {"in_town": dict(s.sites), "out_of_town": dict(s.out_sites)},
        "players": players,
        "is_over": s.over,
        "winners": list(s.winners),
        "end_reason": s.end_reason,
        "end_code": s.end_code,
        # worded for this seat, from what it may know now: the same lines as Game.log_for(seat)
        "log": [e.render(seat) for e in events(s)],
    }
    if seat is None:
        out["draw_pile"] = [card(c) for c in reversed(s.draw)]  # top first
        out["seed"] = s.seed
    return out


def decision_kind(f: Frame) -> str:
    if isinstance(f, PowerFrame):
        return f.power.lower().replace(" ", "_")
    if isinstance(f, Actions):
        return f.role.lower()
    return f.kind

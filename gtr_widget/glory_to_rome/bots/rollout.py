"""The heuristic's priorities read straight off a (determinised) state, made cheap: the
policy search's playouts follow ("fast" in search.py).

Roughly `heuristic.score_move`, without its Features: no limits asked (a move that breaks a
limit is not legal anyway), each role valued once per decision, and only typed loops, so that
the compiled build (scripts/compile_engine.py) runs it as plain C.
"""

from __future__ import annotations

import random

from ...core.moves import Move
from ..play.machine import current
from ..play.state import Player, State
from .heuristic import BUILD_VERBS


def fast_policy(s: State, legal: list[Move], rng: random.Random) -> Move:
    """The move `fast_scores` rates best, ties and near-ties broken at random."""
    scores = fast_scores(s, legal)
    noise = rng.random
    top, pick = scores[0] + noise() * 0.5, 0
    for i in range(1, len(scores)):
        sc = scores[i] + noise() * 0.5
        if sc > top:
            top, pick = sc, i
    return legal[pick]


def fast_scores(s: State, legal: list[Move]) -> list[float]:
    """A score per legal move for the seat that decides; higher is better."""
    top = current(s)
    assert top is not None  # playouts ask only while a decision waits
    st, fr = top
    p = s.players[st.player(s, fr)]
    mat_of, val_of = s.deck.material, s.deck.value
    need: dict[str, int] = {}  # materials still missing from incomplete structures
    progress: dict[int, tuple[int, int]] = {}  # foundation -> (materials laid, value)
    incomplete = 0
    for b in p.buildings:
        if not b.complete:
            incomplete += 1
            v = val_of[b.foundation]
            progress[b.foundation] = (len(b.materials), v)
            mat = mat_of[b.foundation]
            if mat is not None:
                need[mat] = need.get(mat, 0) + max(v - len(b.materials), 0)
    roles: dict[str, float] = {}

    out: list[float] = []
    for m in legal:
        verb = m.verb
        sc: float
        if verb == "lead" or verb == "follow" or verb == "more":
            role = m.role or s.role
            assert role is not None  # a lead names its role; a follow follows the led one
            value = roles.get(role)
            if value is None:
                value = roles[role] = role_value(s, p, role, need, incomplete)
            sc = value
            for c in m.cards:
                mat = mat_of[c]
                sc -= 2.5 if mat is None else 0.5 + 0.3 * val_of[c] + (
                    1.5 if need.get(mat, 0) else 0.0)
        elif verb == "think":
            kind = m.data[0] if m.data else ""
            sc = (1.5 * (5 - len(p.hand)) if kind == "refill" else 3.0 if kind == "jack"
                  else 0.5)
        elif verb in BUILD_VERBS:
            if m.data and m.data[0] == "lay":
                sc = (5.0 - 2.5 * incomplete - (3.0 if m.data[2] else 0.0)
                      + (0.5 if mat_of[m.cards[0]] == m.data[1] else -1.0))
            else:
                have, v = progress.get(m.target, (0, 3)) if m.target is not None else (0, 3)
                sc = 12.0 + v if have + 1 >= v else 7.0 + have
        elif verb == "merchant":
            c = m.cards[0]
            sc = 6.0 + val_of[c] - (4.0 if _needed(need, mat_of[c]) else 0.0)
        elif verb == "patron":
            sc = 6.5
        elif verb == "laborer":
            c = m.cards[0]
            sc = 4.0 + (3.0 if _needed(need, mat_of[c]) else 0.0) + 0.5 * val_of[c]
        elif verb == "legionary":
            sc = 3.0 + 1.5 * len(m.data)
        elif verb == "pool":  # the Legionary's Pool card: taken, as a Laborer would
            sc = 4.0 + val_of[m.cards[0]] if m.cards else 0.0
        elif verb == "give":
            sc = -val_of[m.cards[0]] if m.cards else 0.0
        elif verb == "pass":
            sc = 0.0
        elif verb == "skip":
            sc = -0.1
        elif verb == "done":
            sc = 0.5
        else:
            sc = 1.0
        out.append(sc)
    return out


def role_value(s: State, p: Player, role: str, need: dict[str, int], incomplete: int
               ) -> float:
    """What one action of `role` is worth to seat `p`, times the clients who repeat it."""
    mat_of = s.deck.material
    v: float
    if role == "Architect":
        v = 8.5 if _any_needed(need, mat_of, p.stockpile) else 2.0
    elif role == "Craftsman":
        v = 8.0 if _any_needed(need, mat_of, p.hand) else (3.5 if incomplete < 2 else 1.0)
    elif role == "Merchant":
        most = -4.5  # an empty stockpile: nothing to sell
        value = s.deck.value
        for c in p.stockpile:
            if value[c] > most:
                most = float(value[c])
        v = 5.0 + most
    elif role == "Patron":
        v = 5.5 if s.pool else 0.5
    elif role == "Laborer":
        v = 5.5 if _any_needed(need, mat_of, s.pool) else 2.5
    else:
        v = 3.0
    clients = 0
    role_of = s.deck.role
    for c in p.clientele:
        if role_of[c] == role:
            clients += 1
    return v * (1 + clients)


def _needed(need: dict[str, int], mat: str | None) -> bool:
    return mat is not None and need.get(mat, 0) != 0


def _any_needed(need: dict[str, int], mat_of: tuple[str | None, ...], cards: list[int]
                ) -> bool:
    for c in cards:
        if _needed(need, mat_of[c]):
            return True
    return False

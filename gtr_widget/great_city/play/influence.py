"""Influence: tokens gained, and the influence scoring at the end of a round (001:202-214).

The one player with strictly the most influence tokens takes every influence card waiting and
returns all their tokens; on a tie (everyone at 0 included) the cards wait for the next round,
and after the final round they are not awarded (rulings A-11, A-12).
"""

from __future__ import annotations

from .cards import VALUE
from .state import Player, State, log


def gain_influence(s: State, p: Player, n: int) -> int:
    """Give `n` influence tokens (fewer if option influence_token_supply caps the supply)."""
    cap = s.rules.influence_token_supply
    if cap is not None:
        n = max(0, min(n, cap - sum(q.influence for q in s.players)))
    p.influence += n
    return n


def influence_scoring(s: State, final: bool) -> None:
    if not s.waiting:
        return
    tokens = [p.influence for p in s.players]
    top = max(tokens)
    leaders = [i for i, t in enumerate(tokens) if t == top]
    cards = ", ".join(f"{VALUE[c]}" for c in s.waiting)
    if len(leaders) == 1:
        w = leaders[0]
        p = s.mut(w)
        p.won = (*p.won, *s.waiting)
        log(s, w, "influence", f"{p.name} has the most influence tokens ({top}) and takes "
            f"influence card {cards}, returning every token (001:204, 210)",
            s.waiting, data={"winner": w, "tokens": top})
        s.waiting = ()
        p.influence = 0
    elif final:
        log(s, None, "influence", f"Tie for the most influence tokens ({top}) in the final "
            f"round: influence card {cards} is not awarded (001:206, 214)", s.waiting)
    else:
        log(s, None, "influence", f"Tie for the most influence tokens ({top}): influence card "
            f"{cards} waits for the next round (001:206, 212)", s.waiting)



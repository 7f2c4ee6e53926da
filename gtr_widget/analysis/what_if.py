"""What if I play this? Monte Carlo playouts of each candidate move from the decider's view.

Each playout deals a fresh determinisation of what the deciding seat cannot see (other hands,
the deck order, face-down vault cards), plays the candidate, then plays the game out with a
rollout policy for every seat. The playouts never read the real hidden cards: the only inputs
are `game.view(seat)`, the legal moves and the public bookkeeping (`public_info`).

Playout i uses candidate i mod k and its own seed derived from (seed, i), so the same seed gives
the same table whatever the number of workers.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pandas as pd

from ..glory_to_rome.engine import Move
from ..glory_to_rome.engine.ending import scores
from ..glory_to_rome.engine.steps import current
from ..glory_to_rome.game import Game
from ..glory_to_rome.information import Determinizer, public_info
from ._pool import run_chunks

_JOB: dict = {}


def playout_seed(seed: int, i: int) -> int:
    """A per-playout seed that depends only on the base seed and the playout's number."""
    return (seed * 1_000_003 + i * 7_919 + 12_345) % 2**63


def _policy(bot):
    """A rollout policy (state, legal moves, rng) -> move for the bot named or given."""
    if bot == "random":
        return lambda s, legal, rng: rng.choice(legal)
    if bot == "heuristic":  # the heuristic's priorities, read cheaply off the playout state
        from ..glory_to_rome.heuristic import fast_policy

        return fast_policy
    if bot == "heuristic-full":  # the HeuristicBot's exact scoring (slower)
        from ..glory_to_rome.heuristic import Features, best

        def heuristic(s, legal, rng):
            st, f = current(s)
            return best(Features.from_state(s, st.player(s, f)), legal, rng, 0.5)

        return heuristic
    from ..bots.base import make_bot

    made = make_bot(bot)

    def via_view(s, legal, rng):  # any bot object: slower, it reads the seat's view
        st, f = current(s)
        g = Game(s, initial=s)
        return made.choose(g.view(st.player(s, f)), legal)

    return via_view


def _init(view: dict, public: dict, texts: list[str], bot, seed: int, max_moves: int) -> None:
    _JOB.clear()
    _JOB.update(det=Determinizer(view, public), texts=texts, policy=_policy(bot), seed=seed,
                seat=view["seat"], max_moves=max_moves)


def _work(idx: range) -> list[tuple[int, float, int]]:
    det, texts, policy = _JOB["det"], _JOB["texts"], _JOB["policy"]
    seat, seed, cap = _JOB["seat"], _JOB["seed"], _JOB["max_moves"]
    out = []
    for i in idx:
        rng = random.Random(playout_seed(seed, i))
        s = det.sample(rng)
        g = Game(s, initial=s)
        k = i % len(texts)
        g.play(texts[k])
        played = 0
        deck, since = len(s.draw), s.turn
        while not g.is_over and played < cap:
            legal = g.legal_moves()
            if len(legal) == 1:
                g.play(legal[0])
            else:
                if len(s.draw) != deck:
                    deck, since = len(s.draw), s.turn
                move = _draw_move(legal) if s.turn - since >= STALL_TURNS else None
                g.play(move or policy(s, legal, rng))
            played += 1
        sc = scores(s)
        win = 1.0 / len(s.winners) if seat in s.winners else 0.0
        out.append((k, win, sc[seat]["total"]))
    return out


STALL_TURNS = 8  # no card drawn for this long: the playout's bots are looping, draw instead


def _draw_move(legal: list[Move]) -> Move | None:
    for kind in ("refill", "one"):
        for m in legal:
            if m.verb == "think" and m.data and m.data[0] == kind:
                return m
    return None


def what_if(game: Game, candidates: Sequence[Move | str] | None = None, n: int = 1000,
            bot="heuristic", seed: int = 0, workers: int | None = None,
            progress: bool = True, max_moves: int = 5000) -> pd.DataFrame:
    """Win rate and mean points of each candidate move for the seat that decides now.

    `n` playouts in all, shared round-robin among the candidates (default: every legal move).
    `bot` plays every seat in the playouts: "heuristic" (default), "random" or a bot object.
    `workers`: processes (default all cores). Returns one row per candidate, best first, with
    95% intervals (Wilson for the win rate, normal for the mean points).
    """
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is no decision to analyse")
    seat = d.player
    legal = {m.text.lower(): m for m in game.legal_moves()}
    if candidates is None:
        texts = [m.text for m in game.legal_moves()]
    else:
        texts = []
        for c in candidates:
            t = (c.text if isinstance(c, Move) else str(c)).strip()
            if t.lower() not in legal:
                raise ValueError(f"{t!r} is not a legal move now")
            texts.append(legal[t.lower()].text)
    if n < len(texts):
        raise ValueError(f"n={n} playouts cannot cover {len(texts)} candidates")
    view, public = game.view(seat), public_info(game.state, seat)
    init_args = (view, public, texts, bot, seed, max_moves)
    chunk = max(1, min(50, n // (4 * (workers or 2))))
    res = run_chunks(_work, _init, init_args, n, workers, chunk, progress, "what-if playouts")
    rows = []
    for k, t in enumerate(texts):
        wins = [w for kk, w, _ in res if kk == k]
        vps = [v for kk, _, v in res if kk == k]
        rows.append(_summary(t, wins, vps))
    df = pd.DataFrame(rows)
    df.attrs.update(seat=seat, n=n, bot=str(bot), seed=seed)
    return df.sort_values(["win_rate", "mean_vp"], ascending=False, kind="stable").reset_index(
        drop=True)


def _summary(text: str, wins: list[float], vps: list[int]) -> dict:
    m = len(wins)
    p = sum(wins) / m
    lo, hi = wilson(p, m)
    mean = sum(vps) / m
    var = sum((v - mean) ** 2 for v in vps) / (m - 1) if m > 1 else 0.0
    half = 1.96 * math.sqrt(var / m)
    return {"move": text, "playouts": m, "win_rate": p, "win_lo": lo, "win_hi": hi,
            "mean_vp": mean, "vp_lo": mean - half, "vp_hi": mean + half}


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (sound near 0 and 1, unlike p ± 2 sd)."""
    if n == 0:
        return 0.0, 1.0
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)

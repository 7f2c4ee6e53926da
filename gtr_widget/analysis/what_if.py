"""What if I play this? Monte Carlo playouts of each candidate move from the decider's view.

Each playout deals a fresh determinisation of what the deciding seat cannot see (other hands,
the deck order, face-down cards), plays the candidate, then plays the game out with a
rollout policy for every seat. The playouts never read the real hidden cards: the only inputs
are the seat's information state (`Engine.information_state`) and the legal moves.

Playout i uses candidate i mod k and its own seed derived from (seed, i), so the same seed gives
the same table whatever the number of workers.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

import pandas as pd

from ..core.dealing import check_counts, check_flag
from ..core.game import Game
from ..core.moves import Move
from ..core.protocol import Engine
from ..core.registry import engine_named
from ..core.saves import short
from ._pool import even_chunk, run_chunks, worker_count

#: How a playout picks a move: (state, legal moves, rng, memory) -> the move.
Rollout = Callable[[Any, list[Move], random.Random, dict[str, Any]], Move | str]

_JOB: dict[str, Any] = {}


def playout_seed(seed: int, i: int) -> int:
    """A per-playout seed that depends only on the base seed and the playout's number."""
    return (seed * 1_000_003 + i * 7_919 + 12_345) % 2**63


def _rollout(engine: Engine[Any, Any], bot: Any) -> Rollout:
    """A rollout (state, legal moves, rng, memory) -> move for the bot named or given."""
    if isinstance(bot, str):
        return engine.search_policy(bot).rollout
    from ..bots.base import make_bot

    made = make_bot(bot, game=engine.name)

    def via_view(s: Any, legal: list[Move], rng: random.Random, memory: dict[str, Any]
                 ) -> Move | str:  # any bot object: slower, it reads the seat's view
        seat = engine.player(s)
        view = engine.observe(s, seat)
        return made.choose(view, legal)

    return via_view


def make_job(game: str, info: Any, texts: list[str], bot: Any, seed: int, max_moves: int
             ) -> dict[str, Any]:
    """What playouts need: the engine, a dealer of the seat's unseen cards, the candidates."""
    engine = engine_named(game)
    return dict(engine=engine, deal=engine.sampler(info), texts=texts,
                rollout=_rollout(engine, bot), seed=seed, max_moves=max_moves)


def _init(game: str, info: Any, texts: list[str], bot: Any, seed: int, max_moves: int
          ) -> None:
    _JOB.clear()
    _JOB.update(make_job(game, info, texts, bot, seed, max_moves))


def _work(idx: range, job: dict[str, Any] | None = None) -> list[tuple[int, float, float]]:
    """Playouts `idx` of the job (a worker's own, or one given by an in-process caller that
    must not share the module's job with another thread)."""
    j = _JOB if job is None else job
    engine, deal, texts, rollout, cap = (j["engine"], j["deal"], j["texts"], j["rollout"],
                                         j["max_moves"])
    out = []
    play = engine.play
    for i in idx:
        rng = random.Random(playout_seed(j["seed"], i))
        state = deal(rng)
        legal = engine.start(state)
        seat = engine.player(state)
        k = i % len(texts)
        _, legal = play(state, legal, texts[k])
        memory: dict[str, Any] = {}
        played = 0
        while legal and played < cap:  # a finished game has no legal moves
            _, legal = play(state, legal,
                            legal[0] if len(legal) == 1 else rollout(state, legal, rng, memory))
            played += 1
        won = engine.winners(state)
        win = 1.0 / len(won) if seat in won else 0.0
        out.append((k, win, engine.scores(state)[seat]["total"]))
    return out


def what_if(game: Game, candidates: Sequence[Move | str] | None = None,
            n: int | None = None, bot: Any = "heuristic", seed: int = 0,
            workers: int | None = None, progress: bool = True, max_moves: int = 5000,
            budget_s: float | None = None, until: str | None = None) -> pd.DataFrame:
    """Win rate and mean points of each candidate move for the seat that decides now.

    Fixed: `n` playouts in all (default 1000), shared round-robin among the candidates
    (default: every legal move). Anytime (`until="clear"`, or a `budget_s`): playouts in rounds
    until the best move's 95% Wilson interval of the win rate lies above every other move's,
    or `budget_s` seconds (default 10) pass, or `n` playouts (if given) are played; the rule
    is in analysis/anytime.py, and `df.attrs["stopped"]` says which ("clear" or "budget").
    `bot` plays every seat in the playouts: the name of one of the game's search policies
    ("heuristic", the default, or "random") or a bot object (slower: it reads views).
    `workers`: processes (default all cores). Returns one row per candidate, best first, with
    95% intervals (Wilson for the win rate, normal for the mean points) and `best` marked.
    """
    check_counts(n=n, seed=seed, max_moves=max_moves, workers=workers)
    check_flag("progress", progress)
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is no decision to analyse")
    seat = d.player
    texts = candidate_texts(game, candidates)
    info = game.engine.information_state(game.state, seat)
    init_args = (game.engine.name, info, texts, bot, seed, max_moves)
    if until is not None or budget_s is not None:
        from . import anytime

        budget = 10.0 if budget_s is None else budget_s
        done = anytime.run(init_args, workers=worker_count(workers), budget_s=budget,
                           until=until or "budget", cap=n)
        df = done.table.drop(columns="candidate")
        df.attrs.update(seat=seat, n=done.playouts, bot=str(bot), seed=seed,
                        stopped=done.state, elapsed=done.elapsed)
        return df
    n = 1000 if n is None else n
    if n < len(texts):
        raise ValueError(f"n={n} playouts cannot cover {len(texts)} candidates")
    chunk = even_chunk(n, workers, 50)
    res = run_chunks(_work, _init, init_args, n, workers, chunk, progress, "what-if playouts")
    rows = []
    for k, t in enumerate(texts):
        wins = [w for kk, w, _ in res if kk == k]
        vps = [v for kk, _, v in res if kk == k]
        rows.append(_summary(t, wins, vps))
    df = pd.DataFrame(rows)
    df.attrs.update(seat=seat, n=n, bot=str(bot), seed=seed)
    df = df.sort_values(["win_rate", "mean_vp"], ascending=False, kind="stable").reset_index(
        drop=True)
    df["best"] = df.index == 0
    return df


def candidate_texts(game: Game, candidates: Sequence[Move | str] | None) -> list[str]:
    """The candidates' notation as the game writes it (default: every legal move)."""
    legal = {m.text.lower(): m for m in game.legal_moves()}
    if candidates is None:
        return [m.text for m in game.legal_moves()]
    if isinstance(candidates, str) or not isinstance(candidates, Sequence) or not candidates:
        raise ValueError(f"candidates {short(candidates)}: a non-empty list of moves (or None: "
                         "every legal move)")
    texts = []
    for c in candidates:
        t = (c.text if isinstance(c, Move) else str(c)).strip()
        if t.lower() not in legal:
            raise ValueError(f"{short(t, 60)} is not a legal move now")
        texts.append(legal[t.lower()].text)
    return texts


def _summary(text: str, wins: list[float], vps: list[float]) -> dict[str, Any]:
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

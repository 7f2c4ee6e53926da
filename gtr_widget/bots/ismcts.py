"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012),
for any game that answers the core's `Engine` protocol.

Each iteration deals one state consistent with what the deciding seat knows
(`Engine.sampler`), walks the shared tree choosing only among moves legal in that deal (UCB1
with availability counts), adds one node, plays a short rollout and backs up a reward per seat.
The tree is keyed by move text, so nodes merge across deals. The game's `SearchPolicy` orders
each node's moves (the best `top_k` are kept, their priors bias early visits), plays the
rollouts and evaluates the unfinished position where a rollout stops.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from ..core.dealing import check_counts
from ..core.moves import Move
from ..core.protocol import Engine
from ..core.registry import engine_named
from ..core.saves import short
from .bad_input import refuse_or_reraise
from .base import Bot
from .random_bot import RandomBot
from .tree import Node, iterate


class ISMCTSBot:
    """Search bot. `iterations` per decision, or `time_limit` seconds (whichever ends first).

    `clock` measures the time limit: wall-clock by default (what a player waits);
    `time.process_time` counts only this process's CPU, so a benchmark on a shared machine
    gives each move the same work. `policy` names the game's search policy ("heuristic" or
    "random"); `top_k` prunes each node to the policy's best moves; `rollout_moves` caps a
    rollout before the static evaluation.
    """

    name = "ismcts"
    uses_info = True

    def __init__(self, iterations: int = 60, time_limit: float | None = None,
                 seed: int | None = None, policy: str = "heuristic", top_k: int = 4,
                 rollout_moves: int = 10, c: float = 0.7, bias: float = 1.0,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        check_counts(iterations=iterations, top_k=top_k, rollout_moves=rollout_moves)
        for name, value in (("time_limit", time_limit), ("c", c), ("bias", bias)):
            if not (value is None and name == "time_limit") and (
                    isinstance(value, bool) or not isinstance(value, int | float)):
                raise ValueError(f"{name}={short(value)}: a number")
        self.iterations = iterations
        self.time_limit = time_limit
        self.clock = clock
        self.rng = random.Random(seed)
        self.seed = seed
        self.policy_name = policy
        self.top_k = top_k
        self.rollout_moves = rollout_moves
        self.c = c
        self.bias = bias
        self.memory: dict[str, Any] = {}
        self.last_stats: dict[str, Any] = {}

    # -- the bot interface ---------------------------------------------------------------
    def choose(self, view: dict[str, Any], moves: list[Move], info: Any = None) -> Move:
        try:
            return self._search(view, moves, info)
        except Exception as e:  # what it was handed, or a fault of its own (bad_input.py)
            refuse_or_reraise(view, moves, e)

    def _search(self, view: dict[str, Any], moves: list[Move], info: Any) -> Move:
        if len(moves) == 1:
            return moves[0]
        engine = engine_named(view["game"])
        policy = engine.search_policy(self.policy_name)
        unstick = policy.unstick(view, moves, self.memory)
        if unstick is not None:
            return unstick
        if info is None:  # nothing to search over: play as the game's own bot would
            return self._fallback(engine).choose(view, moves)
        deal = engine.sampler(info)
        root = Node()
        deadline = self.clock() + self.time_limit if self.time_limit else None
        n = 0
        while n < self.iterations:
            if deadline is not None and self.clock() > deadline:
                break
            iterate(root, engine, policy, deal, self.rng, self.top_k, self.c, self.bias,
                    self.rollout_moves)
            n += 1
        legal_texts = {m.text for m in moves}
        kids = [(t, ch) for t, ch in root.children.items() if t in legal_texts]
        self.last_stats = {"iterations": n, "children": {
            t: (ch.visits, ch.reward / max(ch.visits, 1)) for t, ch in root.children.items()}}
        if not kids:
            return self._fallback(engine).choose(view, moves)
        text, _ = max(kids, key=lambda kid: (kid[1].visits, kid[1].reward))
        return next(m for m in moves if m.text == text)

    def _fallback(self, engine: Engine[Any, Any]) -> Bot:
        own = engine.bots().get("heuristic")
        bot: Bot = own(self.seed) if own is not None else RandomBot(self.seed)
        return bot

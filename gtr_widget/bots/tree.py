"""One IS-MCTS iteration and the tree's node (`ISMCTSBot` in ismcts.py runs the search).

A module of its own so that the build compiles it with the engines (scripts/compile_engine.py):
the walk down the tree, the UCB1 arithmetic and the back-up ran interpreted, a quarter of a
Great City search's time. The arithmetic is the interpreter's, in the same order, so a seeded
search chooses the same moves compiled or not.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from ..core.moves import Move
from ..core.protocol import Engine
from ..core.search import Position, SearchPolicy


class Node:
    """A move's statistics in the shared tree: visits, times available, summed reward."""

    __slots__ = ("children", "visits", "avail", "reward", "player", "prior", "move")

    def __init__(self, move: Move | None = None, player: int = -1, prior: float = 0.0) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.player = player  # who chose the move leading here
        self.prior = prior
        self.move = move


def iterate(root: Node, engine: Engine[Any, Any], policy: SearchPolicy,
            deal: Callable[[random.Random], Any], rng: random.Random, top_k: int, c: float,
            bias: float, rollout_moves: int) -> None:
    """Deal, walk the tree (UCB1 among the moves legal in this deal), add one node, roll out
    `rollout_moves` moves, and back up each seat's reward along the path."""
    pos = Position(engine, deal(rng))
    node = root
    path = [root]
    while not pos.is_over:
        legal = pos.legal
        if len(legal) == 1:
            pos.play(legal[0])
            continue
        seat = pos.player
        assert seat is not None, "a game that is not over has a deciding seat"
        cands = policy.priors(pos.state, seat, legal)[:top_k]
        children = node.children
        for m, _ in cands:
            ch = children.get(m.text)
            if ch is not None:
                ch.avail += 1
        untried = [(m, p) for m, p in cands if m.text not in children]
        if untried:
            m, p = untried[0]
            ch = Node(m, seat, p)
            ch.avail = 1
            children[m.text] = ch
            pos.play(m)
            path.append(ch)
            break
        best_ch: Node | None = None
        best_m: Move | None = None
        best_v = -1.0
        for m, _ in cands:
            ch = children[m.text]
            v = (ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                 + bias * ch.prior / (ch.visits + 1))
            if v > best_v:
                best_ch, best_m, best_v = ch, m, v
        assert best_ch is not None and best_m is not None, "UCB1 picked no move"
        pos.play(best_m)  # this deal's move with the node's text (card ids differ per deal)
        node = best_ch
        path.append(node)
    memory: dict[str, Any] = {}
    for _ in range(rollout_moves):
        if pos.is_over:
            break
        legal = pos.legal
        pos.play(legal[0] if len(legal) == 1 else policy.rollout(pos.state, legal, rng, memory))
    r = policy.evaluate(pos.state)
    for nd in path:
        nd.visits += 1
        if nd.player >= 0:
            nd.reward += r[nd.player]

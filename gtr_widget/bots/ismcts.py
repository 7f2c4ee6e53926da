"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration deals one determinisation of what the deciding seat cannot see
(`analysis.determinize`), walks the shared tree choosing only among moves legal in that deal
(UCB1 with availability counts), adds one node, plays a short rollout and backs up a reward per
seat. The tree is keyed by move text, so nodes merge across deals. Heuristic scores prune each
node to its best few moves and bias the early visits, so that a small budget plays at least as
well as the heuristic it starts from; rollouts stop after a few turns and a static evaluation
(points on the table plus progress) turns the position into a reward.
"""

from __future__ import annotations

import math
import random
import time

from ..glory_to_rome.engine import Move
from ..glory_to_rome.engine.ending import scores
from ..glory_to_rome.engine.steps import current
from ..glory_to_rome.game import Game
from ..glory_to_rome.heuristic import Features, HeuristicBot, best, fast_policy, score_move
from ..glory_to_rome.information import Determinizer, public_from_view
from .stall import StallGuard


class _Node:
    __slots__ = ("children", "visits", "avail", "reward", "player", "prior", "move")

    def __init__(self, move: Move | None = None, player: int = -1, prior: float = 0.0):
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.player = player  # who chose the move leading here
        self.prior = prior
        self.move = move


def evaluate(s) -> list[float]:
    """A static value per seat in [0, 1]: the chance-like share of a finished game's win."""
    if s.over:
        w = s.winners
        return [1.0 / len(w) if i in w else 0.0 for i in range(s.n)]
    sc = scores(s)
    deck = s.deck
    est = []
    for i, p in enumerate(s.players):
        v = sc[i]["total"]
        for b in p.buildings:
            if not b.complete:
                v += 0.6 * deck.value[b.foundation] * len(b.materials) / max(
                    deck.value[b.foundation], 1)
        v += 0.25 * len(p.stockpile) + 0.15 * len(p.hand) + 0.6 * len(p.clientele)
        est.append(v)
    # A soft-max over estimated points: the leader by 3 points wins about 3 times in 4.
    m = max(est)
    ex = [math.exp((e - m) / 2.5) for e in est]
    tot = sum(ex)
    return [x / tot for x in ex]


class ISMCTSBot:
    """Search bot. `iterations` per decision, or `time_limit` seconds (whichever ends first).

    `top_k` prunes each node to the heuristic's best moves; `rollout_moves` caps a rollout
    before the static evaluation. Rollout policy: "heuristic" (the HeuristicBot's scoring on
    the determinised state), "fast" (its cheap approximation) or "random".
    """

    name = "ismcts"
    uses_public = True

    def __init__(self, iterations: int = 60, time_limit: float | None = None,
                 seed: int | None = None, rollout: str = "heuristic", top_k: int = 4,
                 rollout_moves: int = 10, c: float = 0.7, bias: float = 1.0):
        self.iterations = iterations
        self.time_limit = time_limit
        self.rng = random.Random(seed)
        self.rollout = rollout
        self.top_k = top_k
        self.rollout_moves = rollout_moves
        self.c = c
        self.bias = bias
        self.fallback = HeuristicBot(seed)
        self.guard = StallGuard()
        self.last_stats: dict = {}

    # -- the bot interface ---------------------------------------------------------------
    def choose(self, view: dict, moves: list[Move], public: dict | None = None) -> Move:
        if len(moves) == 1:
            return moves[0]
        unstick = self.guard.pick(view, moves)
        if unstick is not None:
            return unstick
        det = self._determinizer(view, moves, public)
        if det is None:  # no sound picture of the position: play the heuristic move
            return self.fallback.choose(view, moves)
        root = _Node()
        deadline = time.perf_counter() + self.time_limit if self.time_limit else None
        legal_texts = {m.text for m in moves}
        n = 0
        while n < self.iterations:
            if deadline is not None and time.perf_counter() > deadline:
                break
            self._iterate(root, det)
            n += 1
        kids = [ch for t, ch in root.children.items() if t in legal_texts]
        self.last_stats = {"iterations": n, "children": {
            t: (ch.visits, ch.reward / max(ch.visits, 1)) for t, ch in root.children.items()}}
        if not kids:
            return self.fallback.choose(view, moves)
        pick = max(kids, key=lambda ch: (ch.visits, ch.reward))
        return next(m for m in moves if m.text == pick.move.text)

    def _determinizer(self, view: dict, moves: list[Move],
                      public: dict | None) -> Determinizer | None:
        """From the public info given, or else rebuilt from the view (as in the widget); a
        rebuilt picture is used only if a deal of it offers exactly the moves we were given."""
        if public is not None:
            return Determinizer(view, public)
        try:
            det = Determinizer(view, public_from_view(view, moves))
            g = Game.from_state(det.sample(0))
        except (ValueError, KeyError, IndexError):
            return None
        same = [m.text for m in g.legal_moves()] == [m.text for m in moves]
        return det if same and g.decision and g.decision.player == view["seat"] else None

    # -- one iteration -------------------------------------------------------------------
    def _candidates(self, s, seat: int, legal: list[Move]) -> list[tuple[Move, float]]:
        """The node's best few moves by heuristic score, with priors in [0, 1]."""
        f = Features.from_state(s, seat)
        scored = sorted(((score_move(f, m), i, m) for i, m in enumerate(legal)),
                        key=lambda t: (-t[0], t[1]))[: self.top_k]
        hi, lo = scored[0][0], scored[-1][0]
        span = (hi - lo) or 1.0
        return [(m, (sc - lo) / span) for sc, _, m in scored]

    def _iterate(self, root: _Node, det: Determinizer) -> None:
        rng = self.rng
        s = det.sample(rng)
        g = Game(s, initial=s)
        node = root
        path = [root]
        while not g.is_over:
            legal = g.legal_moves()
            if len(legal) == 1:
                g.play(legal[0])
                continue
            st, f = current(s)
            seat = st.player(s, f)
            cands = self._candidates(s, seat, legal)
            for m, _ in cands:
                ch = node.children.get(m.text)
                if ch is not None:
                    ch.avail += 1
            untried = [(m, p) for m, p in cands if m.text not in node.children]
            if untried:
                m, p = untried[0]
                ch = _Node(m, seat, p)
                ch.avail = 1
                node.children[m.text] = ch
                g.play(m)
                path.append(ch)
                break
            c, bias = self.c, self.bias
            best_ch, best_m, best_v = None, None, -1.0
            for m, _ in cands:
                ch = node.children[m.text]
                v = (ch.reward / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                     + bias * ch.prior / (ch.visits + 1))
                if v > best_v:
                    best_ch, best_m, best_v = ch, m, v
            g.play(best_m)  # this deal's move with the node's text (card ids differ per deal)
            node = best_ch
            path.append(node)
        self._rollout(g)
        r = evaluate(g.state)
        for nd in path:
            nd.visits += 1
            if nd.player >= 0:
                nd.reward += r[nd.player]

    def _rollout(self, g: Game) -> None:
        s = g.state
        rng = self.rng
        kind = self.rollout
        for _ in range(self.rollout_moves):
            if g.is_over:
                return
            legal = g.legal_moves()
            if len(legal) == 1 or kind == "random":
                g.play(legal[0] if len(legal) == 1 else rng.choice(legal))
            elif kind == "fast":
                g.play(fast_policy(s, legal, rng))
            else:
                st, f = current(s)
                g.play(best(Features.from_state(s, st.player(s, f)), legal, rng, 0.5))

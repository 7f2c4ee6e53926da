"""A heuristic bot: it reads one seat's observation (or view) and the legal moves, never the
state. `bot_move` gives it the seat's `LiveObservation` (the facts it needs, read off the state
without building the JSON view); a view works too, for callers that hold one.

It values a city as its provisional score plus what the city promises: production buildings
pay each round left, houses and public buildings gain from free cells beside them. Taking a
card, keeping one (draft, School) and building all pick the best value for the coins it costs
(a coin is a point); an emissary space is worth its bricks and cogs less the cards others may
take first. Ties break by a seeded random draw, so a bot game replays exactly.

Placements are valued by `appraisal.Board`, which reads the city once and counts only what
one building changes; the bot keeps its board until its city changes.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final, cast

from ...bots.bad_input import refuse_or_reraise
from ...core.moves import Move
from ..observation import Facts, LiveObservation, Observation
from ..play.cards import CARDS, COST
from .appraisal import UNIT, Board

BRICK: Final = 2  # coins a bought brick costs (001:146)
COG: Final = 1  # coins a bought cog costs (001:150)


def _named(moves: Iterable[Move], text: str) -> Move | None:
    """The move of that text, if legal (a scan: the lists are short, most asks find it last
    or among the first few)."""
    for m in moves:
        if m.text == text:
            return m
    return None


def _left(obs: Facts) -> int:
    """Rounds still to play after this one (production and room are worth that many)."""
    return obs.rounds - max(obs.round, 1)


class HeuristicBot:
    name = "heuristic"
    observes = True  # bot_move gives it the seat's LiveObservation, not the JSON view

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._board: Board | None = None

    def choose(self, view: object, moves: object) -> Move:
        try:
            return self._best(cast("Facts | dict", view), cast(list[Move], moves))
        except Exception as e:  # what it was handed, or a fault of its own (bad_input.py)
            refuse_or_reraise(view, moves, e, (Observation, LiveObservation))

    def _best(self, view: Facts | dict, moves: list[Move]) -> Move:
        if len(moves) == 1:
            return moves[0]
        obs = Observation.from_view(view) if isinstance(view, dict) else view
        kind = obs.kind
        if kind in ("draft", "take", "school_keep"):
            return self._pick(obs, moves)
        if kind == "emissary":
            return self._emissary(obs, moves)
        if kind == "act":
            return self._act(obs, moves)
        return self.rng.choice(moves)  # school deck and the order under a deck

    def board(self, obs: Facts) -> Board:
        """The seat's city as a `Board`: the last one while the city and its tokens are the
        same (a city changes only when its owner builds)."""
        b = self._board
        city, points = obs.city, obs.points
        if b is None or not (b.city is city or b.city == city) \
                or not (b.points is points or b.points == points) \
                or b.shrine_is_temple != obs.shrine_is_temple:
            b = self._board = Board(city, points, obs.shrine_is_temple, obs.open, obs.aq)
        return b

    @staticmethod
    def _worth(b: Board, card: int, coins: int, influence: int, left: int) -> float:
        """What building `card` at its best cell gains, less 0.6 point a brick it costs."""
        units = b.best((card,), coins, influence, left)[0]
        return (float("-inf") if units is None else units / UNIT) - 0.6 * COST[card]

    def _pick(self, obs: Facts, moves: list[Move]) -> Move:
        b, coins, influence, left = self.board(obs), obs.coins, obs.influence, _left(obs)
        scored = [(self._worth(b, m.cards[0], coins, influence, left)
                   + self.rng.random() * 0.01, i) for i, m in enumerate(moves)]
        return moves[max(scored)[1]]

    def _emissary(self, obs: Facts, moves: list[Move]) -> Move:
        b, coins, influence, hand = self.board(obs), obs.coins, obs.influence, obs.hand
        left = _left(obs)
        spaces = obs.spaces  # (bricks, cogs, taken) from the emperor
        worth = sorted((self._worth(b, c, coins, influence, left) for c in obs.offer),
                       reverse=True)
        hand_best = 0.0
        if hand:
            units = b.best(hand, coins, influence, left)[0]
            hand_best = float("-inf") if units is None else units / UNIT
        produce = b.produce
        best, pick = float("-inf"), moves[0]
        for m in moves:
            k = m.target
            assert k is not None  # the space
            sp_bricks, sp_cogs, _ = spaces[k - 1]
            before = sum(taken for _, _, taken in spaces[: k - 1])
            card = worth[min(before + 1, len(worth) - 1)] if worth else 0.0
            bricks = min(sp_bricks, 3)
            v = card * 0.6 + max(hand_best, card, 0) * bricks / 3 + 0.5 * bricks
            v += produce * (1.0 if sp_cogs >= 2 else 0.4 * sp_cogs)
            v += self.rng.random() * 0.01
            if v > best:
                best, pick = v, m
        return pick

    def _act(self, obs: Facts, moves: list[Move]) -> Move:
        turn = obs.turn
        assert turn is not None  # an action turn is under way
        bricks, cogs, tokens = turn["bricks"], turn["cogs"], turn["brick_tokens"]
        passing = _named(reversed(moves), "pass")
        assert passing is not None  # an action turn may always end
        if turn["produced"] and turn["built"]:
            return passing  # nothing left to weigh
        coins, hand = obs.coins, obs.hand
        b = self.board(obs)
        if not turn["produced"]:
            need = max(0, 2 - cogs)
            if b.produce > need * COG + 0.5 and coins >= need:
                if need:
                    return _named(moves, f"buy {need} cog{'s' * (need > 1)}") or passing
                return _named(moves, "produce") or passing
        if not turn["built"] and hand:
            units, card, cell = b.best(hand, coins, obs.influence, _left(obs))
            if units is not None:
                short = max(0, COST[card] - bricks - tokens)
                if units / UNIT > short * BRICK + 0.5 and coins >= short * BRICK:
                    if short:
                        move = _named(moves, f"buy {short} brick{'s' * (short > 1)}")
                        if move is not None:
                            return move
                    else:
                        for m in moves:
                            if m.verb == "build" and m.cards and m.cards[0] == card \
                                    and m.target == cell:
                                return m
                        named = [m for m in moves if m.verb == "build"
                                 and CARDS[m.cards[0]].name == CARDS[card].name
                                 and m.target == cell]
                        if named:
                            return named[0]
        return passing

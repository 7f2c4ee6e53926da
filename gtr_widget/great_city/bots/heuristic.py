"""A heuristic bot: it reads one seat's observation (or view) and the legal moves, never the
state. `bot_move` gives it the seat's `Observation` (the facts it needs, read off the state
without building the JSON view); a view works too, for callers that hold one.

It values a city as its provisional score plus what the city promises: production buildings
pay each round left, houses and public buildings gain from free cells beside them. Taking a
card, keeping one (draft, School) and building all pick the best value for the coins it costs
(a coin is a point); an emissary space is worth its bricks and cogs less the cards others may
take first. Ties break by a seeded random draw, so a bot game replays exactly.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ...core.moves import Move
from ..cards import CARDS, COST, IS_AQUEDUCT, STARS, VALUE
from ..grid import NEIGHBOURS
from ..observation import Observation
from ..rules import Rules
from ..scoring import score_city

BRICK, COG = 2, 1  # coins per bought brick, cog (001:146, 150)


#: Per card: 1 production, 2 residential, 3 public, 0 anything else; and whether producing
#: it gives a coin (what `promise` reads, looked up once).
_KIND = tuple({"production": 1, "residential": 2, "public": 3}.get(c.category, 0) for c in CARDS)
_COIN = tuple("coin" in c.effect for c in CARDS)


@lru_cache(maxsize=64)
def _rules(players: int, shrine: bool, shrine_is_temple: bool) -> Rules:
    """The rules a view's options name (frozen, so one object serves every decision)."""
    return Rules.make(players, shrine=shrine, shrine_is_temple=shrine_is_temple)


class Position:
    """One seat's city and purse, read from its observation."""

    def __init__(self, obs: Observation):
        self.city = dict(obs.city)
        self.points = dict(obs.points)
        self.coins, self.influence = obs.coins, obs.influence
        self.won = list(obs.won)
        self.hand = list(obs.hand)
        self.open = list(obs.open)
        self.aq = list(obs.aq)
        self.left = obs.rounds - max(obs.round, 1)
        self.rules = _rules(obs.players_count, obs.shrine, obs.shrine_is_temple)
        self._base: float | None = None  # value of the city as it stands, once asked

    def base(self) -> float:
        """The value of the city as it stands (asked once per candidate build)."""
        if self._base is None:
            self._base = self.value(self.city, self.points)
        return self._base

    def value(self, city: dict[int, int], points: dict[int, int], coins: int = 0,
              influence: int = 0) -> float:
        sc = score_city(city, points, self.coins + coins, self.influence + influence,
                        self.won, self.rules)["total"]
        return sc + self.promise(city)

    def promise(self, city: dict[int, int]) -> float:
        """What the city should still yield: production each round left, room to grow."""
        left = self.left
        out = 0.0
        for cell, c in city.items():
            kind = _KIND[c]
            if kind == 1:  # production
                out += 0.45 * left * (1.0 if _COIN[c] else 0.8)
            elif kind == 2:  # residential
                free = 0
                for n in NEIGHBOURS[cell]:
                    if n not in city:
                        free += 1
                out += 0.35 * VALUE[c] * min(free, 2) * min(left, 6) / 6
            elif kind == 3:  # public
                free = 0
                for n in NEIGHBOURS[cell]:
                    if n not in city:
                        free += 1
                out += 0.6 * free * min(left, 6) / 6
        return out

    def build_gain(self, card: int, cell: int) -> float:
        """Value gained by building `card` on `cell` now, its build effect included."""
        city = dict(self.city)
        replaced = city.get(cell)
        city[cell] = card
        points = dict(self.points)
        if replaced is not None:
            points.pop(replaced, None)
        c = CARDS[card]
        k = sum(1 for n in NEIGHBOURS[cell] if n in city) + c.bonus
        coins = k if c.effect == "coins" else 0
        influence = STARS[card] + (k if c.effect == "influence" else 0)
        if c.effect == "baths":
            points[card] = k
        extra = 1.5 * k if c.effect == "school" else 0.0
        extra += 0.4 * influence  # tokens also win influence cards
        return self.value(city, points, coins, influence) + extra - self.base()

    def best_build(self, cards) -> tuple[float, int, int]:
        """(gain, card, cell) of the best build among `cards`, or (-inf, -1, -1)."""
        best = (float("-inf"), -1, -1)
        for card in cards:
            for cell in (self.aq if IS_AQUEDUCT[card] else self.open):
                g = self.build_gain(card, cell)
                if g > best[0]:
                    best = (g, card, cell)
        return best

    def produce_gain(self) -> float:
        gain = 0.0
        for c in self.city.values():
            card = CARDS[c]
            if card.category != "production":
                continue
            if "coin" in card.effect:
                gain += 1
            if card.effect == "influence":
                gain += 0.9
            if "brick" in card.effect:
                gain += 1.5
        return gain


class HeuristicBot:
    name = "heuristic"
    observes = True  # bot_move gives it the seat's Observation, not the JSON view

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Observation | dict, moves: list[Move]) -> Move:
        if len(moves) == 1:
            return moves[0]
        obs = Observation.from_view(view) if isinstance(view, dict) else view
        pos = Position(obs)
        kind = obs.kind
        if kind in ("draft", "take", "school_keep"):
            return self._pick(pos, moves)
        if kind == "emissary":
            return self._emissary(obs, pos, moves)
        if kind == "act":
            return self._act(obs, pos, moves)
        return self.rng.choice(moves)  # school deck and the order under a deck

    def _card_worth(self, pos: Position, card: int) -> float:
        gain, _, _ = pos.best_build([card])
        return gain - 0.6 * COST[card]

    def _pick(self, pos: Position, moves: list[Move]) -> Move:
        scored = [(self._card_worth(pos, m.cards[0]) + self.rng.random() * 0.01, i)
                  for i, m in enumerate(moves)]
        return moves[max(scored)[1]]

    def _emissary(self, obs: Observation, pos: Position, moves: list[Move]) -> Move:
        spaces = obs.spaces  # (bricks, cogs, taken) from the emperor
        worth = sorted((self._card_worth(pos, c) for c in obs.offer), reverse=True)
        hand_best = pos.best_build(pos.hand)[0] if pos.hand else 0.0
        best, pick = float("-inf"), moves[0]
        for m in moves:
            sp_bricks, sp_cogs, _ = spaces[m.target - 1]
            before = sum(1 for s in spaces[: m.target - 1] if s[2])
            card = worth[min(before + 1, len(worth) - 1)] if worth else 0.0
            bricks = min(sp_bricks, 3)
            v = card * 0.6 + max(hand_best, card, 0) * bricks / 3 + 0.5 * bricks
            v += pos.produce_gain() * (1.0 if sp_cogs >= 2 else 0.4 * sp_cogs)
            v += self.rng.random() * 0.01
            if v > best:
                best, pick = v, m
        return pick

    def _act(self, obs: Observation, pos: Position, moves: list[Move]) -> Move:
        by_text = {m.text: m for m in moves}
        turn = obs.turn
        bricks, cogs, tokens = turn["bricks"], turn["cogs"], turn["brick_tokens"]
        if not turn["produced"]:
            gain = pos.produce_gain()
            need = max(0, 2 - cogs)
            if gain > need * COG + 0.5 and pos.coins >= need:
                if need:
                    return by_text.get(f"buy {need} cog{'s' * (need > 1)}", by_text["pass"])
                return by_text.get("produce", by_text["pass"])
        if not turn["built"] and pos.hand:
            gain, card, cell = pos.best_build(pos.hand)
            if card >= 0:
                short = max(0, COST[card] - bricks - tokens)
                if gain > short * BRICK + 0.5 and pos.coins >= short * BRICK:
                    if short:
                        move = by_text.get(f"buy {short} brick{'s' * (short > 1)}")
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
        return by_text["pass"]

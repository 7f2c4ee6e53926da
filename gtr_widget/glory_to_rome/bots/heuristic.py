"""A sensible bot: score each legal move by a few features of the seat's own view.

It builds towards completing structures, sells spare materials to the vault, hires clients of
roles it can use, and thinks when its hand runs low. The same scoring runs on a full state
(`Features.from_state`) so that search bots can use it as a cheap rollout policy on
determinised states, where reading the state is not cheating.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any, Final, cast

from ...bots.bad_input import refuse_or_reraise
from ..observation import Observation
from ..play import Move
from ..play.cards import MATERIAL_OF, MATERIALS, ROLE_OF, VALUE
from .stall import StallGuard

BUILD_VERBS: Final = ("craftsman", "architect")


class Features:
    """What the deciding seat knows about its own position, in a form cheap to score with."""

    __slots__ = ("seat", "n", "hand", "stock", "pool", "clients", "client_room", "vault_room",
                 "buildings", "mat", "val", "hand_limit", "deck", "role", "sites_left",
                 "_need", "_hand_mats", "_roles")

    seat: int
    n: int
    hand: Sequence[int]
    stock: list[str]  # the materials of the stockpile
    pool: list[str | None]  # the materials of the Pool (None: a Jack)
    clients: dict[str, int]  # clients per role
    client_room: bool
    vault_room: bool
    #: foundation -> (material, materials laid, materials needed, complete)
    buildings: dict[int, tuple[str, int, int, bool]]
    mat: CardMap  # card -> material (None: a Jack)
    val: CardMap  # card -> value
    hand_limit: int
    deck: int  # cards in the draw pile
    role: str | None
    sites_left: int
    _need: dict[str, int] | None
    _hand_mats: list[tuple[int, str]] | None
    _roles: dict[tuple[str, tuple[int, ...]], float]

    def __init__(self) -> None:  # the columns and facts are set by from_view/from_observation
        self._need = self._hand_mats = None
        self._roles = {}

    @classmethod
    def from_view(cls, view: dict, seat: int) -> Features:
        f = cls()
        mat: dict[int, Any] = {}
        val: dict[int, Any] = {}
        for c in view["pool"]:
            mat[c["id"]], val[c["id"]] = c["material"], c["value"]
        for p in view["players"]:
            for zone in ("hand", "camp", "clientele", "stockpile", "vault"):
                for c in p[zone] or ():
                    if "id" in c:
                        mat[c["id"]], val[c["id"]] = c["material"], c["value"]
            for b in p["buildings"]:
                c = b["foundation"]
                mat[c["id"]], val[c["id"]] = c["material"], c["value"]
        f.mat, f.val = mat, val
        me = view["players"][seat]
        f.seat, f.n = seat, len(view["players"])
        f.hand = [c["id"] for c in me["hand"] or ()]
        f.stock = [c["material"] for c in me["stockpile"]]
        f.pool = [c["material"] for c in view["pool"]]
        f.clients = Counter(c["role"] for c in me["clientele"])
        f.client_room = len(me["clientele"]) < me["limits"]["clientele"]
        f.vault_room = me["vault_count"] < me["limits"]["vault"]
        f.hand_limit = me["limits"]["hand"]
        f.buildings = {b["id"]: (b["foundation"]["material"], len(b["materials"]), b["needed"],
                                 b["complete"]) for b in me["buildings"]}
        f.deck = view["deck"]
        f.role = view["role"]
        f.sites_left = sum(view["sites"]["in_town"].values())
        return f

    @classmethod
    def from_observation(cls, obs: Observation) -> Features:
        """The same features from an `Observation` (no JSON view built): fast, for
        simulations and for search's priors on determinised states."""
        f = cls()
        material = obs.material
        f.mat, f.val = _DeckMap(material), _DeckMap(obs.value)
        role_of = obs.card_role
        seat = f.seat = obs.seat
        f.n = obs.player_count
        f.hand = obs.hand
        f.stock = [material[c] for c in obs.stockpile(seat)]
        f.pool = [material[c] for c in obs.pool]
        clients: dict[str, int] = {}
        clientele = obs.clientele(seat)
        for c in clientele:
            r = role_of[c]
            clients[r] = clients.get(r, 0) + 1
        f.clients = clients
        f.client_room = len(clientele) < obs.limit("clientele")
        f.vault_room = obs.vault_count(seat) < obs.limit("vault")
        f.hand_limit = obs.limit("hand")
        f.buildings = {c: (material[c], have, need, done)
                       for c, have, need, done in obs.buildings(seat)}
        f.deck = obs.draw_count
        f.role = obs.role
        f.sites_left = obs.sites_left
        return f

    @classmethod
    def from_state(cls, s, seat: int) -> Features:
        """The features of `seat` on a (determinised) state, as its observation gives them."""
        return cls.from_observation(Observation(s, seat))

    # -- derived ----------------------------------------------------------------------
    def open_needs(self) -> dict[str, int]:
        """Materials still missing from incomplete structures (computed once)."""
        if self._need is None:
            need = dict.fromkeys(MATERIALS, 0)
            for mat, have, needed, complete in self.buildings.values():
                if not complete:
                    need[mat] += max(needed - have, 0)
            self._need = need
        return self._need

    def hand_mats(self, skip: tuple[int, ...] = ()) -> list[str]:
        if self._hand_mats is None:
            mat = self.mat
            self._hand_mats = [(c, mat[c]) for c in self.hand if mat[c] is not None]
        return [m for c, m in self._hand_mats if c not in skip]


class _DeckMap:
    """A tuple indexed by card id that reads like a dict."""

    __slots__ = ("t",)

    def __init__(self, t: tuple) -> None:
        self.t = t

    def __getitem__(self, c: int):
        return self.t[c]

    def get(self, c: int, default=None):
        return self.t[c] if 0 <= c < len(self.t) else default


#: A card's column (material or value) by card id: a dict of the cards a view shows, or the
#: deck's whole column on a state.
CardMap = dict[int, Any] | _DeckMap


def role_value(f: Features, role: str, skip: tuple[int, ...] = ()) -> float:
    """How much one action of `role` is worth to this seat now (memoised per features)."""
    key = (role, skip)
    v = f._roles.get(key)
    if v is None:
        v = f._roles[key] = _role_value(f, role, skip)
    return v


def _role_value(f: Features, role: str, skip: tuple[int, ...]) -> float:
    need = f.open_needs()
    incomplete = sum(1 for b in f.buildings.values() if not b[3])
    if role == "Craftsman":
        mats = f.hand_mats(skip)
        if any(need[m] for m in mats):
            return 8.0
        return 4.0 if mats and incomplete < 2 else 1.0
    if role == "Architect":
        if any(need[m] for m in f.stock):
            return 8.5
        return 3.5 if f.hand_mats(skip) and incomplete < 2 else 1.0
    if role == "Laborer":
        if any(m is not None and need[m] for m in f.pool):
            return 5.5
        return 3.0 if f.pool else 0.5
    if role == "Merchant":
        if f.stock and f.vault_room:
            return 5.0 + max(VALUE[m] for m in f.stock)
        return 0.5
    if role == "Patron":
        return 5.5 if f.pool and f.client_room else 0.5
    if role == "Legionary":
        return 3.5 if f.hand_mats(skip) else 0.5
    return 1.0


def _card_cost(f: Features, cards: tuple[int, ...]) -> float:
    """What playing these hand cards as a role gives up (a Jack is worth keeping)."""
    cost = 0.0
    need = f.open_needs()
    for c in cards:
        mat = f.mat.get(c)
        if mat is None:
            cost += 2.5
        else:
            cost += 0.5 + 0.3 * VALUE[mat] + (1.5 if need[mat] else 0.0)
    return cost


def score_move(f: Features, m: Move) -> float:
    """A rough value of one move for the seat that decides; higher is better."""
    v = m.verb
    if v in ("lead", "follow", "more"):
        role = m.role or f.role
        assert role is not None  # a lead names its role; a follow follows the led one
        clients = f.clients.get(role, 0)
        gain = role_value(f, role, m.cards) * (1 + clients)
        if v == "follow" or v == "more":
            gain *= 1.1  # following is an action on someone else's lead: no card lost to them
        return gain - _card_cost(f, m.cards)
    if v == "think":
        kind = m.data[0] if m.data else ""
        short = f.hand_limit - len(f.hand)
        if kind == "refill":
            return 1.5 * short + (0.0 if f.deck > 10 else -2.0)
        if kind == "jack":
            return 3.0
        if kind == "one":
            return 0.5
        return 0.0
    if v in BUILD_VERBS:
        if m.data and m.data[0] == "lay":
            cost = m.data[2]
            incomplete = sum(1 for b in f.buildings.values() if not b[3])
            mat = f.mat[m.cards[0]]
            mats = f.hand_mats(m.cards) + f.stock if v == "craftsman" else f.stock + f.hand_mats(
                m.cards)
            supply = sum(1 for x in mats if x == mat)
            base = 5.0 + 1.0 * supply - 2.5 * incomplete + (0.5 if mat == m.data[1] else -1.0)
            return base - (3.0 if cost else 0.0)
        b = None if m.target is None else f.buildings.get(m.target)
        if b is None:
            return 2.0
        _, have, needed, _ = b
        completes = have + 1 >= needed
        return (12.0 + needed) if completes else (7.0 + have)
    if v == "merchant":
        mat = f.mat[m.cards[0]]
        need = f.open_needs()
        return 6.0 + VALUE[mat] - (4.0 if need[mat] else 0.0)
    if v == "patron":
        role = m.role
        assert role is not None  # a client is hired by its role
        mat = MATERIAL_OF[role]
        need = f.open_needs()
        useful = {"Architect": 2.0, "Craftsman": 1.5, "Merchant": 2.0, "Legionary": 1.0,
                  "Laborer": 1.0, "Patron": 0.5}[role]
        return 6.0 + useful + (0.5 if need[mat] else 0.0)
    if v == "laborer":
        mat = f.mat[m.cards[0]]
        need = f.open_needs()
        return 4.0 + (3.0 if need[mat] else 0.0) + 0.5 * VALUE[mat]
    if v == "legionary":
        need = f.open_needs()
        return 3.0 + sum(1.0 + VALUE[x] * 0.5 + (1.0 if need[x] else 0.0) for x in m.data)
    if v == "pool":  # the Legionary's Pool card: taken like a Laborer's, worth more than none
        if not m.cards:
            return 0.0
        mat = f.mat[m.cards[0]]
        need = f.open_needs()
        return 4.0 + (3.0 if need[mat] else 0.0) + 0.5 * VALUE[mat]
    if v == "give":
        if not m.cards:
            return 0.0
        mat = f.mat[m.cards[0]]
        need = f.open_needs()
        return -VALUE[mat] - (2.0 if need[mat] else 0.0)
    if v == "pass":
        return 0.0
    if v == "skip":  # forgoing one action only makes sense before a better later one
        return -0.1
    if v == "done":
        return 0.5
    return 1.0  # a building's own move: worth trying


class HeuristicBot:
    """Greedy on `score_move`; ties broken at random (seeded)."""

    name = "heuristic"
    observes = True  # bot_move gives it the seat's Observation, not the JSON view

    def __init__(self, seed: int | None = None, noise: float = 0.01) -> None:
        self.rng = random.Random(seed)
        self.noise = noise
        self.guard = StallGuard()

    def choose(self, view: object, moves: object) -> Move:
        """The best-scoring move for the seat that `view` (a view dict or an Observation)
        belongs to."""
        try:
            return self._best(cast("dict | Observation", view), cast(list[Move], moves))
        except Exception as e:  # what it was handed, or a fault of its own (bad_input.py)
            refuse_or_reraise(view, moves, e, (Observation,))

    def _best(self, view: dict | Observation, moves: list[Move]) -> Move:
        if isinstance(view, Observation):
            unstick = self.guard.pick_at(view.turn, view.draw_count, moves)
            if unstick is not None:
                return unstick
            f = Features.from_observation(view)
        else:
            unstick = self.guard.pick(view, moves)
            if unstick is not None:
                return unstick
            seat = view["seat"]
            f = Features.from_view(view, view["decision"]["player"] if seat is None else seat)
        return best(f, moves, self.rng, self.noise)


def best(f: Features, moves: list[Move], rng: random.Random, noise: float = 0.01) -> Move:
    top, pick = float("-inf"), moves[0]
    for m in moves:
        sc = score_move(f, m) + rng.random() * noise
        if sc > top:
            top, pick = sc, m
    return pick


__all__ = ["Features", "HeuristicBot", "MATERIALS", "ROLE_OF", "best", "score_move"]

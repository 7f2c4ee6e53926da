"""The state: plain data that copies fast.

Every container in a state is immutable (tuples) or replaced whole when it changes (dicts), so
`copy()` copies references only: a snapshot for undo costs a couple of microseconds. Code that
changes a state must assign a new tuple or dict, never change one in place, and must get a
player to change through `s.mut(seat)`, which copies that player first if another state
shares it. The log is a list shared between copies and cut back (copied) when a copy that is
behind it writes (`log`).
"""

from __future__ import annotations

from collections import Counter

from .cards import IS_AQUEDUCT, N_CARDS
from .grid import CELL_INDEX, CELL_NAME, Shape, shape_of
from .rules import Rules


class Player:
    """One seat: city, hand, coins, tokens, won influence cards."""

    __slots__ = ("name", "colour", "city", "hand", "coins", "influence", "brick_tokens",
                 "points", "won", "rubble", "drafted", "passed", "seen", "shape")

    def __init__(self, name: str, colour: str):
        self.name = name
        self.colour = colour
        self.city: dict[int, int] = {}  # cell -> card id
        self.hand: tuple[int, ...] = ()
        self.coins = 0
        self.influence = 0  # influence tokens
        self.brick_tokens: tuple[int, ...] = ()  # ids of the farms holding a brick token
        self.points: dict[int, int] = {}  # thermal baths id -> point tokens on it
        self.won: tuple[int, ...] = ()  # influence cards
        self.rubble: tuple[int, ...] = ()  # buildings an aqueduct replaced: in the box
        self.drafted = -1  # the card kept in the opening draft
        self.passed: tuple[int, ...] = ()  # the draft cards this seat passed on (it saw them)
        #: hand card -> bit mask of the seats that know it is in this hand
        self.seen: dict[int, int] = {}
        self.shape: Shape = (0,) * 8  # grid.Shape of the city (the fast path)

    def set_city(self, city: dict[int, int]) -> None:
        """Give the player a whole new city (setup, scenarios, loading)."""
        self.city = city
        self.shape = shape_of(city, tuple(c for c, i in city.items() if IS_AQUEDUCT[i]))

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.name, p.colour, p.city, p.hand = self.name, self.colour, self.city, self.hand
        p.coins, p.influence, p.brick_tokens = self.coins, self.influence, self.brick_tokens
        p.points, p.won, p.rubble = self.points, self.won, self.rubble
        p.drafted, p.passed, p.seen, p.shape = self.drafted, self.passed, self.seen, self.shape
        return p

    def to_dict(self) -> dict:
        return {"name": self.name, "colour": self.colour,
                "city": {CELL_NAME[c]: i for c, i in sorted(self.city.items())},
                "hand": list(self.hand), "coins": self.coins, "influence": self.influence,
                "brick_tokens": list(self.brick_tokens),
                "points": {str(k): v for k, v in self.points.items()},
                "won": list(self.won), "rubble": list(self.rubble), "drafted": self.drafted,
                "passed": list(self.passed), "seen": {str(k): v for k, v in self.seen.items()}}

    @classmethod
    def from_dict(cls, d: dict) -> Player:
        p = cls(str(d["name"]), str(d["colour"]))
        p.set_city({CELL_INDEX[c]: int(i) for c, i in d["city"].items()})
        p.hand = tuple(int(i) for i in d["hand"])
        p.coins, p.influence = int(d["coins"]), int(d["influence"])
        p.brick_tokens = tuple(int(i) for i in d["brick_tokens"])
        p.points = {int(k): int(v) for k, v in d["points"].items()}
        p.won, p.rubble = tuple(d["won"]), tuple(d["rubble"])
        p.drafted, p.passed = int(d["drafted"]), tuple(d["passed"])
        p.seen = {int(k): int(v) for k, v in d["seen"].items()}
        return p


#: Fields of State saved as they are (ints, strings, bools).
_PLAIN = ("n", "round", "phase", "first", "step", "actor", "space", "bricks", "cogs", "built",
          "produced", "school_n", "school_deck", "over", "end_reason", "moves", "seed")
#: Fields of State that are tuples of ints.
_TUPLES = ("stack", "spaces", "order", "offer", "waiting", "box", "draft", "school", "winners",
           "draft_order")


class State:
    """A whole position. `phase` names the decision waiting (see machine.py)."""

    __slots__ = ("rules", "players", "owned", "decks", "deck_seen", "log", "log_len",
                 *_PLAIN, *_TUPLES)

    def mut(self, seat: int) -> Player:
        """Player `seat`, ready to change: copied first unless this state already owns it."""
        if self.owned >> seat & 1:
            return self.players[seat]
        p = self.players[seat].copy()
        ps = list(self.players)
        ps[seat] = p
        self.players = tuple(ps)
        self.owned |= 1 << seat
        return p

    def copy(self) -> State:
        s = State.__new__(State)
        s.rules, s.decks, s.deck_seen = self.rules, self.decks, self.deck_seen
        s.players, s.owned = self.players, 0
        self.owned = 0  # the players are shared now: both copy before they change one
        s.log, s.log_len = self.log, self.log_len
        s.n, s.round, s.phase, s.first, s.step = (self.n, self.round, self.phase, self.first,
                                                  self.step)
        s.actor, s.space, s.bricks, s.cogs = self.actor, self.space, self.bricks, self.cogs
        s.built, s.produced, s.school_n, s.school_deck = (self.built, self.produced,
                                                          self.school_n, self.school_deck)
        s.over, s.end_reason, s.moves, s.seed = self.over, self.end_reason, self.moves, self.seed
        s.stack, s.spaces, s.order, s.offer = self.stack, self.spaces, self.order, self.offer
        s.waiting, s.box, s.draft, s.school = self.waiting, self.box, self.draft, self.school
        s.winners, s.draft_order = self.winners, self.draft_order
        return s

    # -- the log (shared between copies; see the module docstring) -----------------------
    def entries(self) -> list[tuple]:
        return self.log[: self.log_len]

    # -- saving ----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        d = {k: getattr(self, k) for k in _PLAIN}
        d.update({k: list(getattr(self, k)) for k in _TUPLES})
        d["rules"] = self.rules.to_dict()
        d["players"] = [p.to_dict() for p in self.players]
        d["decks"] = {k: list(v) for k, v in self.decks.items()}
        d["deck_seen"] = {str(k): v for k, v in self.deck_seen.items()}
        d["log"] = [list(e[:5]) + [e[5], e[6], dict(e[7] or {})] for e in self.entries()]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> State:
        s = cls.__new__(cls)
        for k in _PLAIN:
            setattr(s, k, d[k])
        for k in _TUPLES:
            setattr(s, k, tuple(int(i) for i in d[k]))
        s.rules = Rules.from_dict(d["rules"])
        s.players, s.owned = tuple(Player.from_dict(p) for p in d["players"]), 0
        s.decks = {k: tuple(int(i) for i in v) for k, v in d["decks"].items()}
        s.deck_seen = {int(k): int(v) for k, v in d["deck_seen"].items()}
        s.log = [(e[0], e[1], e[2], e[3], tuple(e[4]), e[5], e[6], e[7]) for e in d["log"]]
        s.log_len = len(s.log)
        bad = misplaced(s)
        if bad:
            raise ValueError(bad)
        return s


def zones(s: State) -> list[tuple[str, int]]:
    """Every card id with the zone it lies in (decks, offer, hands, cities, box, ...)."""
    out = [(f"deck {d}", i) for d, cards in s.decks.items() for i in cards]
    out += [("offer", i) for i in s.offer] + [("waiting", i) for i in s.waiting]
    out += [("box", i) for i in s.box] + [("draft", i) for i in s.draft]
    out += [("school", i) for i in s.school]
    for n, p in enumerate(s.players):
        out += [(f"hand {n}", i) for i in p.hand] + [(f"city {n}", i) for i in p.city.values()]
        out += [(f"won {n}", i) for i in p.won] + [(f"rubble {n}", i) for i in p.rubble]
    return out


def misplaced(s: State) -> str | None:
    """What breaks card conservation (each of the box's ids exactly once), or None."""
    count = Counter(i for _, i in zones(s))
    twice = sorted(i for i, k in count.items() if k > 1)
    missing = sorted(set(range(N_CARDS)) - set(count))
    extra = sorted(set(count) - set(range(N_CARDS)))
    if twice or missing or extra:
        return (f"cards out of place: twice {twice}, missing {missing}, unknown {extra} "
                f"(every one of the {N_CARDS} cards lies in exactly one zone)")
    return None


def log(s: State, seat: int | None, kind: str, text: str, cards: tuple[int, ...] = (),
        known: int | None = None, public: str = "", data: dict | None = None) -> None:
    """Append an event. `known` is a bit mask of the seats that read `text` (None: all)."""
    if len(s.log) != s.log_len:  # a copy that is behind the shared list writes: cut it
        s.log = s.log[: s.log_len]
    s.log.append((s.round, seat, kind, text, cards, known, public, data))
    s.log_len += 1

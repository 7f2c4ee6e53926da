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
from typing import ClassVar

from .cards import IS_AQUEDUCT, N_CARDS
from .grid import CELL_INDEX, CELL_NAME, Shape, shape_of
from .rules import Rules


class Player:
    """One seat: city, hand, coins, tokens, won influence cards."""

    __slots__: ClassVar[tuple[str, ...]] = (
        "name", "colour", "city", "hand", "coins", "influence", "brick_tokens", "points",
        "won", "rubble", "drafted", "passed", "seen", "shape")

    def __init__(self, name: str = "", colour: str = ""):  # defaults: unpickling calls it bare
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
        # Made through __init__, whose defaults are then overwritten (the compiled build
        # has no bare __new__); one assignment per line, the fastest copy of the rest.
        p = Player(self.name, self.colour)
        p.city = self.city
        p.hand = self.hand
        p.coins = self.coins
        p.influence = self.influence
        p.brick_tokens = self.brick_tokens
        p.points = self.points
        p.won = self.won
        p.rubble = self.rubble
        p.drafted = self.drafted
        p.passed = self.passed
        p.seen = self.seen
        p.shape = self.shape
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

    __slots__: ClassVar[tuple[str, ...]] = ("rules", "players", "owned", "decks", "deck_seen",
                                            "log", "log_len", "quiet", *_PLAIN, *_TUPLES)
    rules: Rules
    players: tuple[Player, ...]
    owned: int  # bit mask of the players this state may change in place (`mut`)
    decks: dict[str, tuple[int, ...]]  # deck name -> its cards, the top first
    deck_seen: dict[int, int]  # deck card -> bit mask of the seats that know where it lies
    log: list[tuple]
    log_len: int
    quiet: bool  # no log kept: a game played hushed (Timeline) words it by a replay
    n: int
    round: int
    phase: str
    first: int
    step: int
    actor: int
    space: int
    bricks: int
    cogs: int
    built: bool
    produced: bool
    school_n: int
    school_deck: str | None
    over: bool
    end_reason: str | None
    moves: int
    seed: int
    stack: tuple[int, ...]
    spaces: tuple[int, ...]
    order: tuple[int, ...]
    offer: tuple[int, ...]
    waiting: tuple[int, ...]
    box: tuple[int, ...]
    draft: tuple[int, ...]
    school: tuple[int, ...]
    winners: tuple[int, ...]
    draft_order: tuple[int, ...]

    def __init__(self) -> None:
        """An empty state: setup, `copy` and `from_dict` set every other field."""
        self.quiet = False

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
        s = State()
        s.rules = self.rules
        s.decks = self.decks
        s.deck_seen = self.deck_seen
        s.players = self.players
        s.log = self.log
        s.log_len = self.log_len
        s.quiet = self.quiet
        s.n = self.n
        s.round = self.round
        s.phase = self.phase
        s.first = self.first
        s.step = self.step
        s.actor = self.actor
        s.space = self.space
        s.bricks = self.bricks
        s.cogs = self.cogs
        s.built = self.built
        s.produced = self.produced
        s.school_n = self.school_n
        s.school_deck = self.school_deck
        s.over = self.over
        s.end_reason = self.end_reason
        s.moves = self.moves
        s.seed = self.seed
        s.stack = self.stack
        s.spaces = self.spaces
        s.order = self.order
        s.offer = self.offer
        s.waiting = self.waiting
        s.box = self.box
        s.draft = self.draft
        s.school = self.school
        s.winners = self.winners
        s.draft_order = self.draft_order
        s.owned = self.owned = 0  # the players are shared now: both copy before a change
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
        s = cls()
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
    if s.quiet:
        return
    lg = s.log
    if len(lg) != s.log_len:  # a copy that is behind the shared list writes: cut it
        lg = s.log = lg[: s.log_len]
    lg.append((s.round, seat, kind, text, cards, known, public, data))
    s.log_len += 1

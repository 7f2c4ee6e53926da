"""Build a Great City position from a scenario's description (plain JSON data).

    {"players": 3, "shrine": false, "first": 0, "round": 4, "phase": "act",
     "strip": "CBBBC", "next_strip": "BCBCB",          # the strip in play, the next one
     "seats": [{"city": {"c4": "Vegetable Farm", "d4": "Residential 2"}, "hand": ["Market"],
                "coins": 5, "influence": 0, "won": [3], "points": {"e4": 2},
                "brick_tokens": ["c4"]}, ...],
     "offer": [["Market", "II"]], "waiting": [3], "deck_tops": {"I": ["Vineyard"]},
     "emissaries": {"2": 1},                            # space -> seat, besides the actor
     "turn": {"seat": 0, "space": 5, "bricks": 3, "cogs": 2, "built": false}}

Cards are named as in move texts; each request takes a card of that name (and deck, when
given) from wherever it lies, so every card is still in exactly one zone. Seats left out keep
their starting city. The position must be one the rules could reach (the checks a save's
built position passes, `checks/`): anything else is a PositionError naming the rule.
Phases: "emissary" (placements from the first player), "take" or "act"
(the turn of `turn.seat` on `turn.space`), "over" (final scoring at once).
"""

from __future__ import annotations

from ...core.dealing import checked_seed, seat_names
from ...core.errors import PositionError
from ..game import DEFAULT_NAMES, Game
from ..play.cards import CARDS, INFLUENCE, NAMES
from ..play.grid import CELL_INDEX
from ..play.rules import Rules
from ..play.scoring import finish
from ..play.setup import new_state
from ..play.state import State
from ..play.strips import resources
from ..saves.checks import position_problem
from ..saves.schema import shape_problem
from .spec import check_spec


class _Pool:
    """Takes cards out of a state's zones by name, leaving the rest where they are."""

    def __init__(self, s: State):
        self.s = s
        self.taken: set[int] = set()

    def take(self, name: str, deck: str | None = None) -> int:
        if name.startswith("Influence "):
            i = INFLUENCE[int(name.split()[1])]
            self.taken.add(i)
            return i
        printed = NAMES.get(name.lower())
        if printed is None:
            raise PositionError(f"no building is called {name!r}")
        in_use = set(self.s.rules.decks)
        ids = [c.id for c in CARDS if c.name == printed and c.id not in self.taken
               and (deck is None or c.deck == deck)]
        ids.sort(key=lambda i: (CARDS[i].deck not in in_use, i))
        if not ids:
            raise PositionError(f"no {name!r} left" + (f" in deck {deck}" if deck else ""))
        self.taken.add(ids[0])
        return ids[0]

    def remove_taken(self) -> None:
        s, t = self.s, self.taken
        s.decks = {d: tuple(c for c in v if c not in t) for d, v in s.decks.items()}
        s.box = tuple(c for c in s.box if c not in t)
        s.offer = tuple(c for c in s.offer if c not in t)
        s.waiting = tuple(c for c in s.waiting if c not in t)
        s.draft = tuple(c for c in s.draft if c not in t)
        for i in range(s.n):
            p = s.mut(i)
            p.hand = tuple(c for c in p.hand if c not in t)
            p.seen = {c: m for c, m in p.seen.items() if c not in t}
            p.set_city({k: c for k, c in p.city.items() if c not in t})


def _strip_code(s: State, layout: str) -> int:
    for code in range(2 * len(s.rules.strips)):
        if s.rules.strips[code >> 1][code & 1] == layout.upper():
            return code
    raise PositionError(f"no strip side reads {layout!r} from the emperor")


def _count(seat: dict, key: str, default: int) -> int:
    """A seat's count as the spec gives it: an integer (its range is the checks' business)."""
    value = seat.get(key, default)
    if type(value) is not int:
        raise PositionError(f"{key} must be an integer, not {value!r}")
    return value


def _order_stack(s: State, first: str | None, second: str | None) -> None:
    stack = list(s.stack)
    for pos, layout in ((0, first), (1, second)):
        if layout is None:
            continue
        code = _strip_code(s, layout)
        k = next(k for k, c in enumerate(stack) if c >> 1 == code >> 1)
        stack.pop(k)
        stack.insert(pos, code)
    s.stack = tuple(stack)


def build_state(spec: dict, seed: int = 0) -> State:
    try:
        names = seat_names(spec.get("players", 3) if isinstance(spec, dict) else 3,
                           DEFAULT_NAMES, 2, 4, "The Great City of Rome")
        seed = checked_seed(seed)
    except (TypeError, ValueError) as e:
        raise PositionError(str(e)) from None
    check_spec(spec, len(names))
    try:
        rules = Rules.make(len(names), shrine=spec.get("shrine", False),
                           first_player=spec.get("first", 0), **spec.get("options", {}))
    except ValueError as e:
        raise PositionError(str(e)) from None
    s = new_state(rules, names, seed)
    s.decks = {**s.decks, "II": (*s.draft, *s.decks["II"])}  # no draft: its cards go back
    s.draft = ()
    pool = _Pool(s)
    seats = spec.get("seats", [])
    cities, hands, won, offer, waiting = {}, {}, {}, [], []
    for i, seat in enumerate(seats):
        if "city" in seat:
            if not seat["city"]:
                raise PositionError(f"seat {i}'s city is empty: it starts with two buildings "
                                    "(001:74) and only an aqueduct replaces one (001:491)")
            cities[i] = {_cell(c): pool.take(n) for c, n in seat["city"].items()}
        if "hand" in seat:
            hands[i] = [pool.take(n) for n in seat["hand"]]
        won[i] = [pool.take(f"Influence {v}") for v in seat.get("won", [])]
    for item in spec.get("offer", []):
        offer.append(pool.take(*item) if isinstance(item, list) else pool.take(item))
    waiting = [pool.take(f"Influence {v}") for v in spec.get("waiting", [])]
    tops = {d: [pool.take(n, d) for n in names_] for d, names_ in
            spec.get("deck_tops", {}).items()}
    old_cities = {i: list(s.players[i].city.values()) for i in cities}
    old_hands = {i: list(s.players[i].hand) for i in hands}
    pool.remove_taken()
    released = [c for v in old_cities.values() for c in v if c not in pool.taken]
    released += [c for v in old_hands.values() for c in v if c not in pool.taken]
    s.box = (*s.box, *released)
    s.order, s.step = (), 0
    for i, seat in enumerate(seats):
        p = s.mut(i)
        if i in cities:
            p.set_city(cities[i])
        if i in hands:
            p.hand = tuple(hands[i])
            p.seen = {c: 1 << i for c in hands[i]}
        p.won = tuple(won[i])
        p.coins = _count(seat, "coins", p.coins)
        p.influence = _count(seat, "influence", 0)
        p.points = {_built(p.city, c): v for c, v in seat.get("points", {}).items()}
        p.brick_tokens = tuple(_built(p.city, c) for c in seat.get("brick_tokens", []))
    s.decks = {d: (*tops.get(d, []), *v) for d, v in s.decks.items()}
    s.offer, s.waiting = tuple(offer), tuple(waiting)
    if spec.get("phase", "emissary") == "emissary" and "offer" not in spec:
        _deal_offer(s)
    s.round = spec.get("round", 1)
    s.first = spec.get("first", 0)
    _order_stack(s, spec.get("strip"), spec.get("next_strip"))
    _set_phase(s, spec)
    problem = shape_problem(s.to_dict()) or position_problem(s)
    if problem:  # the same checks as a save's built position (saves/checks, saves/schema)
        raise PositionError(problem)
    return s


def _cell(name: str) -> int:
    if name not in CELL_INDEX:
        raise PositionError(f"no cell {name!r}: cells run from a1 to f7, the starting "
                            "buildings at c4 and d4")
    return CELL_INDEX[name]


def _built(city: dict[int, int], name: str) -> int:
    """The building at cell `name`, which tokens are put on."""
    cell = _cell(name)
    if cell not in city:
        raise PositionError(f"tokens on {name}, where the city has no building")
    return city[cell]


def _deal_offer(s: State) -> None:
    """The round's offer from the top of each deck, as upkeep deals it (001:99, 105)."""
    decks, offer = dict(s.decks), []
    for d in s.rules.decks:
        cards = [c for c in decks[d] if CARDS[c].category != "influence"]
        offer += cards[: s.rules.offer_per_deck]
        decks[d] = tuple(c for c in decks[d] if c not in offer)
    s.decks, s.offer = decks, tuple(offer)


def _set_phase(s: State, spec: dict) -> None:
    phase = spec.get("phase", "emissary")
    spaces = [-1] * 5
    for k, seat in spec.get("emissaries", {}).items():
        spaces[int(k) - 1] = seat
    if phase == "emissary":
        n, r = s.n, s.rules
        s.order = tuple((s.first + k) % n for _ in range(r.emissaries) for k in range(n))
        s.step = sum(1 for x in spaces if x >= 0)
    elif phase in ("take", "act"):
        t = spec["turn"]
        s.actor, s.space = t["seat"], t["space"]
        spaces[s.space - 1] = s.actor
        b, c = resources(s.rules, s.stack[0], s.space)
        s.bricks, s.cogs = (t.get("bricks", b), t.get("cogs", c)) if phase == "act" else (0, 0)
        s.built, s.produced = t.get("built", False), t.get("produced", False)
    s.spaces = tuple(spaces)
    s.phase = phase
    if phase == "over":
        finish(s)


def build(spec: dict, seed: int = 0) -> Game:
    """A Game at the described position."""
    return Game.from_state(build_state(spec, seed))

"""What one seat knows now, in the few facts the heuristic bot reads: its input.

Building the JSON view (every city as card dicts, every deck, the score pad) costs more than
the bot's decision, so simulations with heuristic bots spent most of their time on it. An
`Observation` holds the same facts, read either straight off the state
(`Engine.observation(state, seat)`) or from a view (`from_view`, for callers that hold one):
the seat's own city, purse and hand, and the public table. Nothing a view would hide: other
hands and the decks do not appear at all.

Off the state, each fact is read when asked (most decisions need a few of them): like Glory
to Rome's observation, it reads the live state, so ask before the next move is played.
"""

from __future__ import annotations

from .action import city_cells
from .cards import DECK, VALUE
from .grid import CELL_INDEX
from .machine import current
from .state import State
from .strips import describe

#: The facts, each what the view of the deciding seat says.
FIELDS = ("seat", "decider", "kind", "players_count", "round", "rounds", "shrine",
          "shrine_is_temple", "city", "points", "coins", "influence", "won", "hand", "open",
          "aq", "spaces", "offer", "turn")


class Observation:
    """One seat's facts for the heuristic bot (field for field what it read from the view)."""

    __slots__ = FIELDS
    seat: int
    decider: int | None
    kind: str | None
    players_count: int
    round: int
    rounds: int
    shrine: bool
    shrine_is_temple: bool
    city: dict[int, int]  # cell -> card, in cell order
    points: dict[int, int]  # thermal baths -> point tokens
    coins: int
    influence: int
    won: list[int]  # the values of the influence cards won
    hand: list[int]
    open: list[int]  # cells a building may go on
    aq: list[int]  # cells an aqueduct may go on
    spaces: list[tuple[int, int, bool]]  # (bricks, cogs, taken) per strip space
    offer: list[int]
    turn: dict | None  # bricks, cogs, brick tokens, built, produced (an action turn)

    @classmethod
    def from_state(cls, s: State, seat: int) -> Observation:
        """The facts off the state, each read when first asked (see the module docstring)."""
        return _Live(s, seat)

    @classmethod
    def from_view(cls, view: dict) -> Observation:
        """The same facts from a view (of the deciding seat)."""
        o = cls.__new__(cls)
        d = view["decision"]
        seat = o.seat = o.decider = d["player"]
        o.kind = d["kind"]
        o.players_count, o.round, o.rounds = view["players_count"], view["round"], view["rounds"]
        opts = view["options"]
        o.shrine, o.shrine_is_temple = opts["shrine"], opts["shrine_is_temple"]
        me = view["players"][seat]
        o.city = {CELL_INDEX[b["cell"]]: b["card"]["id"] for b in me["city"]}
        o.points = {b["card"]["id"]: b["point_tokens"] for b in me["city"] if b["point_tokens"]}
        o.coins, o.influence = me["coins"], me["influence_tokens"]
        o.won = [c["value"] for c in me["influence_cards"]]
        o.hand = [c["id"] for c in me["hand"] or []]
        o.open = [CELL_INDEX[c] for c in me["open_cells"]]
        o.aq = [CELL_INDEX[c] for c in me["aqueduct_cells"]]
        o.spaces = [(sp["bricks"], sp["cogs"], sp["emissary"] is not None)
                    for sp in view["strip"]["spaces"]]
        o.offer = [c["id"] for cards in view["offer"].values() for c in cards]
        t = view["turn"]
        o.turn = None if t is None else {k: t[k] for k in ("bricks", "cogs", "brick_tokens",
                                                           "built", "produced")}
        return o


#: The seat's city by cell and its tokens, per city and tokens dicts of a state (a state
#: replaces those dicts whole when they change, never edits them): a seat asked again and
#: again gets the very same objects back, so a bot can tell "unchanged" at a glance.
_SORTED: dict[tuple[int, int], tuple[dict, dict, dict, dict]] = {}


def _sorted(s: State, seat: int) -> tuple[dict[int, int], dict[int, int]]:
    p = s.players[seat]
    city, points = p.city, p.points
    got = _SORTED.get((id(city), id(points)))
    if got is None or got[0] is not city or got[1] is not points:  # ids of dead dicts recur
        cells = sorted(city.items())  # the view lists a city by cell
        got = (city, points, dict(cells), {x: points[x] for _, x in cells if points.get(x, 0)})
        if len(_SORTED) > 4096:
            _SORTED.clear()
        _SORTED[(id(city), id(points))] = got  # holds the dicts, so their ids stay theirs
    return got[2], got[3]


class _Live(Observation):
    """An observation of a live state: each fact read off it when asked (a bot asks a few,
    once each). The city and points dicts are shared between observations: read only."""

    __slots__ = ("_s",)

    def __init__(self, s: State, seat: int) -> None:
        self._s = s
        self.seat = seat

    @property
    def decider(self) -> int | None:  # type: ignore[override]
        h = current(self._s)
        return h.player(self._s) if h is not None else None

    @property
    def kind(self) -> str | None:  # type: ignore[override]
        h = current(self._s)
        return h.kind if h is not None else None

    players_count = property(lambda self: self._s.n)
    round = property(lambda self: self._s.round)
    rounds = property(lambda self: self._s.rules.rounds)
    shrine = property(lambda self: self._s.rules.shrine)
    shrine_is_temple = property(lambda self: self._s.rules.shrine_is_temple)
    city = property(lambda self: _sorted(self._s, self.seat)[0])
    points = property(lambda self: _sorted(self._s, self.seat)[1])
    coins = property(lambda self: self._s.players[self.seat].coins)
    influence = property(lambda self: self._s.players[self.seat].influence)
    won = property(lambda self: [VALUE[c] for c in self._s.players[self.seat].won])
    hand = property(lambda self: list(self._s.players[self.seat].hand))
    open = property(lambda self: list(city_cells(self._s, self._s.players[self.seat])[0]))
    aq = property(lambda self: list(city_cells(self._s, self._s.players[self.seat])[1]))

    @property
    def spaces(self) -> list[tuple[int, int, bool]]:  # type: ignore[override]
        s = self._s
        return [(sp["bricks"], sp["cogs"], s.spaces[sp["space"] - 1] >= 0)
                for sp in describe(s.rules, s.stack[0])]

    @property
    def offer(self) -> list[int]:  # type: ignore[override]
        s = self._s
        return [c for d in s.rules.decks for c in s.offer if DECK[c] == d]

    @property
    def turn(self) -> dict | None:  # type: ignore[override]
        s = self._s
        if s.phase not in ("act", "school_deck", "school_keep", "school_bottom", "take"):
            return None
        act = s.phase != "take"
        return {"bricks": s.bricks if act else 0, "cogs": s.cogs if act else 0,
                "brick_tokens": len(s.players[s.actor].brick_tokens),
                "built": s.built if act else False, "produced": s.produced if act else False}

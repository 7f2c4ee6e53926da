"""What one seat knows now, in the few facts the heuristic bot reads: its input.

Building the JSON view (every city as card dicts, every deck, the score pad) costs more than
the bot's decision, so simulations with heuristic bots spent most of their time on it. An
`Observation` holds the same facts, read either straight off the state
(`Engine.observation(state, seat)`) or from a view (`from_view`, for callers that hold one):
the seat's own city, purse and hand, and the public table. Nothing a view would hide: other
hands and the decks do not appear at all.

Off the state, a `LiveObservation` reads each fact when asked (most decisions need a few of
them): like Glory to Rome's observation, it reads the live state, so ask before the next move
is played. It is a class of its own, not a subclass, so that the compiled build can make both
native classes; a bot takes either (`Facts`).
"""

from __future__ import annotations

from typing import ClassVar, Final

from .play.action import city_cells
from .play.cards import DECK, VALUE
from .play.grid import CELL_INDEX
from .play.machine import current, deciding
from .play.state import State
from .play.strips import SPACES, resources

#: The facts, each what the view of the deciding seat says.
FIELDS = ("seat", "decider", "kind", "players_count", "round", "rounds", "shrine",
          "shrine_is_temple", "city", "points", "coins", "influence", "won", "hand", "open",
          "aq", "spaces", "offer", "turn")


class Observation:
    """One seat's facts for the heuristic bot (field for field what it read from the view)."""

    __slots__: ClassVar[tuple[str, ...]] = FIELDS
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

    @staticmethod
    def from_state(s: State, seat: int) -> LiveObservation:
        """The facts off the state, each read when asked (see the module docstring)."""
        return LiveObservation(s, seat)

    @staticmethod
    def from_view(view: dict) -> Observation:
        """The same facts from a view (of the deciding seat)."""
        o = Observation()
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
_SORTED: Final[dict[tuple[int, int], tuple[dict, dict, dict, dict]]] = {}


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


class LiveObservation:
    """An observation of a live state: each fact read off it when asked (a bot asks a few,
    once each). The city and points dicts are shared between observations: read only."""

    def __init__(self, s: State, seat: int) -> None:
        self._s = s
        self.seat = seat

    @property
    def decider(self) -> int | None:
        return deciding(self._s)

    @property
    def kind(self) -> str | None:
        h = current(self._s)
        return h.kind if h is not None else None

    @property
    def players_count(self) -> int:
        return self._s.n

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def rounds(self) -> int:
        return self._s.rules.rounds

    @property
    def shrine(self) -> bool:
        return self._s.rules.shrine

    @property
    def shrine_is_temple(self) -> bool:
        return self._s.rules.shrine_is_temple

    @property
    def city(self) -> dict[int, int]:
        return _sorted(self._s, self.seat)[0]

    @property
    def points(self) -> dict[int, int]:
        return _sorted(self._s, self.seat)[1]

    @property
    def coins(self) -> int:
        return self._s.players[self.seat].coins

    @property
    def influence(self) -> int:
        return self._s.players[self.seat].influence

    @property
    def won(self) -> list[int]:
        return [VALUE[c] for c in self._s.players[self.seat].won]

    @property
    def hand(self) -> list[int]:
        return list(self._s.players[self.seat].hand)

    @property
    def open(self) -> list[int]:
        return list(city_cells(self._s, self._s.players[self.seat])[0])

    @property
    def aq(self) -> list[int]:
        return list(city_cells(self._s, self._s.players[self.seat])[1])

    @property
    def spaces(self) -> list[tuple[int, int, bool]]:
        s = self._s
        code = s.stack[0]
        return [(*resources(s.rules, code, k), s.spaces[k - 1] >= 0)
                for k in range(1, SPACES + 1)]

    @property
    def offer(self) -> list[int]:
        s = self._s
        return [c for d in s.rules.decks for c in s.offer if DECK[c] == d]

    @property
    def turn(self) -> dict | None:
        s = self._s
        if s.phase not in ("act", "school_deck", "school_keep", "school_bottom", "take"):
            return None
        act = s.phase != "take"
        return {"bricks": s.bricks if act else 0, "cogs": s.cogs if act else 0,
                "brick_tokens": len(s.players[s.actor].brick_tokens),
                "built": s.built if act else False, "produced": s.produced if act else False}


#: What a bot reads: the facts from a view, or off a live state.
Facts = Observation | LiveObservation

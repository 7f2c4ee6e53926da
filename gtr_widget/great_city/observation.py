"""What one seat knows now, in the few facts the heuristic bot reads: its input.

Building the JSON view (every city as card dicts, every deck, the score pad) costs more than
the bot's decision, so simulations with heuristic bots spent most of their time on it. An
`Observation` holds the same facts, read either straight off the state
(`Engine.observation(state, seat)`) or from a view (`from_view`, for callers that hold one):
the seat's own city, purse and hand, and the public table. Nothing a view would hide: other
hands and the decks do not appear at all.
"""

from __future__ import annotations

from .action import city_cells
from .cards import DECK, VALUE
from .grid import CELL_INDEX
from .machine import current
from .state import State
from .strips import describe


class Observation:
    """One seat's facts for the heuristic bot (field for field what it read from the view)."""

    __slots__ = ("seat", "decider", "kind", "players_count", "round", "rounds", "shrine",
                 "shrine_is_temple", "city", "points", "coins", "influence", "won", "hand",
                 "open", "aq", "spaces", "offer", "turn")

    @classmethod
    def from_state(cls, s: State, seat: int) -> Observation:
        o = cls.__new__(cls)
        h = current(s)
        o.seat = seat
        o.decider = h.player(s) if h is not None else None
        o.kind = h.kind if h is not None else None
        o.players_count, o.round, o.rounds = s.n, s.round, s.rules.rounds
        o.shrine, o.shrine_is_temple = s.rules.shrine, s.rules.shrine_is_temple
        p = s.players[seat]
        cells = sorted(p.city.items())  # the view lists a city by cell
        o.city = dict(cells)
        o.points = {x: p.points[x] for _, x in cells if p.points.get(x, 0)}
        o.coins, o.influence = p.coins, p.influence
        o.won = [VALUE[c] for c in p.won]
        o.hand = list(p.hand)
        opened, aq = city_cells(s, p)
        o.open, o.aq = list(opened), list(aq)
        o.spaces = [(sp["bricks"], sp["cogs"], s.spaces[sp["space"] - 1] >= 0)
                    for sp in describe(s.rules, s.stack[0])]
        o.offer = [c for d in s.rules.decks for c in s.offer if DECK[c] == d]
        o.turn = None
        if s.phase in ("act", "school_deck", "school_keep", "school_bottom", "take"):
            act = s.phase != "take"
            o.turn = {"bricks": s.bricks if act else 0, "cogs": s.cogs if act else 0,
                      "brick_tokens": len(s.players[s.actor].brick_tokens),
                      "built": s.built if act else False,
                      "produced": s.produced if act else False}
        return o

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

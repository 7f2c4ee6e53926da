"""The whole game as plain data: zones of card ids, counters and the stack of pending decisions.

Everything here is lists, dicts and ints (the stack's frames are small typed records, stack.py)
so that a state copies fast (bots clone it thousands of times) and turns into JSON without
ceremony. Facts about cards live in the `Deck`; the rules in
`Rules`; behaviour in the flow, roles and buildings modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from . import events as _log
from .cards import VALUE, Deck, deck_of
from .rules import Rules
from .stack import Frame, frame_from_dict

if TYPE_CHECKING:
    from .powers import PowerTable


class Building:
    """A foundation on its Site, with the materials added so far."""

    __slots__: ClassVar[tuple[str, ...]] = (
        "foundation", "site", "materials", "complete", "out_of_town", "public", "stolen")

    def __init__(self, foundation: int, site: str, out_of_town: bool = False):
        self.foundation = foundation
        self.site = site
        self.materials: list[int] = []
        self.complete = False
        self.out_of_town = out_of_town
        self.public = False  # made public by a Stairway
        self.stolen = False  # taken by a Prison

    def copy(self) -> Building:
        b = Building(self.foundation, self.site, self.out_of_town)
        b.materials = self.materials[:]
        b.complete, b.public, b.stolen = self.complete, self.public, self.stolen
        return b

    def to_dict(self) -> dict:
        return {s: getattr(self, s) for s in self.__slots__}

    @staticmethod
    def from_dict(d: dict) -> Building:
        b = Building(d["foundation"], d["site"], d["out_of_town"])
        b.materials = list(d["materials"])
        b.complete, b.public, b.stolen = d["complete"], d["public"], d["stolen"]
        return b


class Player:
    """One seat's cards: hand, camp (cards played this turn), clientele, stockpile, vault."""

    __slots__: ClassVar[tuple[str, ...]] = (
        "name", "hand", "camp", "clientele", "stockpile", "vault", "buildings",
        "influence_sites", "hired", "played", "used", "acted_early", "did", "revealed",
    )
    #: Slots a save written before they existed may lack, with their default.
    LATER: ClassVar[dict[str, type]] = {"revealed": list}

    def __init__(self, name: str):
        self.name = name
        self.hand: list[int] = []
        self.camp: list[int] = []  # cards played to lead or follow this turn
        self.clientele: list[int] = []
        self.stockpile: list[int] = []
        self.vault: list[int] = []
        self.buildings: list[Building] = []
        self.influence_sites: list[str] = []  # Site materials earned as Influence
        self.hired: list[int] = []  # clients hired this turn: they do not act yet
        self.played = 0  # actions earned by leading/following this turn (0 = thought)
        self.used = 0  # actions of the led role taken this turn
        self.acted_early = False  # first-edition early execution already happened
        self.did: list[str] = []  # roles of which this seat performed an action this turn
        self.revealed: list[int] = []  # hand cards revealed to a Legionary demand this turn

    def copy(self) -> Player:
        p = Player(self.name)
        p.hand, p.camp = self.hand[:], self.camp[:]
        p.clientele, p.stockpile, p.vault = self.clientele[:], self.stockpile[:], self.vault[:]
        p.buildings = [b.copy() for b in self.buildings]
        p.influence_sites, p.hired = self.influence_sites[:], self.hired[:]
        p.played, p.used, p.acted_early = self.played, self.used, self.acted_early
        p.did, p.revealed = self.did[:], self.revealed[:]
        return p

    def to_dict(self) -> dict:
        d = {s: getattr(self, s) for s in self.__slots__}
        d["buildings"] = [b.to_dict() for b in self.buildings]
        return d

    @staticmethod
    def from_dict(d: dict) -> Player:
        p = Player(d["name"])
        for s in Player.__slots__:
            v = d[s] if s in d or s not in Player.LATER else Player.LATER[s]()
            setattr(p, s, list(v) if isinstance(v, list) else v)
        p.buildings = [Building.from_dict(b) for b in d["buildings"]]
        return p

    @property
    def influence(self) -> int:
        n = 2  # everyone starts with 2 Influence; each Site earned adds its value
        for site in self.influence_sites:
            n += VALUE[site]
        return n


class State:
    """A position: everything needed to continue the game, and nothing else."""

    __slots__: ClassVar[tuple[str, ...]] = (
        "rules", "deck", "players", "draw", "pool", "jacks", "out_of_play", "sites", "out_sites",
        "leader", "turn", "role", "stack", "log", "over", "winners", "end_reason", "end_code",
        "vault_seen", "seed", "moves_played", "_powers", "n", "quiet",
    )

    def __init__(self, rules: Rules, names: list[str], seed: int | str,
                 deck: Deck | None = None):
        self.rules = rules
        self.deck: Deck = deck_of(rules) if deck is None else deck
        self.players = [Player(n) for n in names]
        self.n = len(names)  # seats never change
        self.draw: list[int] = []  # the draw pile; the top card is the last
        self.pool: list[int] = []
        self.jacks: list[int] = []  # the Jack pile
        self.out_of_play: list[int] = []  # cards set aside for the whole game
        self.sites: dict[str, int] = {}  # in-town Site stacks
        self.out_sites: dict[str, int] = {}  # out-of-town Site stacks
        self.leader = 0
        self.turn = 1
        self.role: str | None = None
        self.stack: list[Frame] = []  # pending decisions and steps (stack.py); top last
        #: structured entries (events.py): read them through `log.entries`, which makes the
        #: newest, kept as tuples, into dicts
        self.log: list[dict | tuple] = []
        self.over = False
        self.winners: list[int] = []
        self.end_reason: str | None = None
        self.end_code: str | None = None  # a key of ending.END_CODES
        # Vault cards whose identity is known this turn: card -> "all" or "owner".
        self.vault_seen: dict[int, str] = {}
        #: what dealt it: an int; a save written before seeds had to be ints may hold a text
        self.seed = seed
        self.moves_played = 0
        self._powers: PowerTable | None = None  # cache of active building powers per seat
        self.quiet = False  # a search's deal keeps no log: nobody reads it

    def copy(self) -> State:
        s = State(self.rules, [], self.seed, self.deck)
        s.players = [p.copy() for p in self.players]
        s.n = self.n
        s.draw, s.pool, s.jacks = self.draw[:], self.pool[:], self.jacks[:]
        s.out_of_play = self.out_of_play[:]
        s.sites, s.out_sites = dict(self.sites), dict(self.out_sites)
        s.leader, s.turn, s.role = self.leader, self.turn, self.role
        s.stack = [f if f.shared else f.copy() for f in self.stack]  # frozen ones are shared
        s.log = self.log[:]
        s.over, s.winners, s.end_reason = self.over, self.winners[:], self.end_reason
        s.end_code = self.end_code
        s.vault_seen = dict(self.vault_seen)
        s.moves_played = self.moves_played
        s._powers = self._powers  # powers depend only on buildings, copied by value above
        s.quiet = self.quiet
        return s

    def say(self, seat: int | None, kind: str, template: str, *cards: int,
            known_to=None, public: str | None = None, data: dict | None = None,
            **words) -> None:
        """Add a line to the log. `template` names `cards` by position ({0}, {0:m} with the
        material, {0:f} as a foundation) and `words` by name ({who} is the seat's name); a
        line only `known_to` may read carries the `public` wording for everyone else.

        A quiet state (a search's deal, a game played hushed) keeps no line; the busiest
        callers ask `quiet` first, so that they build no line's words and facts for nobody."""
        if self.quiet:
            return
        _log.record(self, seat, kind, template, cards, known_to, public, data, words)

    def buildings_changed(self) -> None:
        """Forget cached powers: a building was laid, completed, stolen or made public."""
        self._powers = None

    def to_dict(self) -> dict:
        return {
            "rules": self.rules.to_dict(),
            "players": [p.to_dict() for p in self.players],
            "draw": self.draw, "pool": self.pool, "jacks": self.jacks,
            "out_of_play": self.out_of_play,
            "sites": self.sites, "out_sites": self.out_sites,
            "leader": self.leader, "turn": self.turn, "role": self.role,
            "stack": [f.to_dict() for f in self.stack],
            "log": [_log.entry_to_json(e, self.deck) for e in _log.entries(self)],
            "over": self.over, "winners": self.winners, "end_reason": self.end_reason,
            "end_code": self.end_code,
            "vault_seen": {str(k): v for k, v in self.vault_seen.items()},
            "seed": self.seed, "moves_played": self.moves_played,
        }

    @staticmethod
    def from_dict(d: dict) -> State:
        rules = Rules.from_dict(d["rules"])
        s = State(rules, [p["name"] for p in d["players"]], d["seed"])
        s.players = [Player.from_dict(p) for p in d["players"]]
        s.draw, s.pool, s.jacks = list(d["draw"]), list(d["pool"]), list(d["jacks"])
        s.out_of_play = list(d["out_of_play"])
        s.sites, s.out_sites = dict(d["sites"]), dict(d["out_sites"])
        s.leader, s.turn, s.role = d["leader"], d["turn"], d["role"]
        s.stack = [frame_from_dict(f, rules.edition) for f in d["stack"]]
        s.log = [_log.entry_from_json(e) for e in d["log"]]
        s.over, s.winners, s.end_reason = d["over"], list(d["winners"]), d["end_reason"]
        s.end_code = d.get("end_code")  # absent from older saves
        s.vault_seen = {int(k): v for k, v in d["vault_seen"].items()}
        s.moves_played = d["moves_played"]
        return s

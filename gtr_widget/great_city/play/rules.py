"""The rules in force for one game: what the player count sets, plus the options we offer.

Player-count differences are data (`PLAYER_COUNTS`), not branches in the turn code. Options
switch the rulings where the rulebook is silent (docs/rulings.md, "The Great City of Rome").
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from functools import cache
from pathlib import Path

from ...core.saves import short
from .cards import COLOURS

#: What the player count changes (001:64-80, 89, 315-338).
PLAYER_COUNTS: dict[int, dict] = {
    2: {"decks": ("I", "II"), "emissaries": 2, "offer_per_deck": 2, "rounds": 7,
        # (influence card value, buildings of deck I above it) (001:322)
        "influence": ((4, 4), (8, 8), (14, 14)),
        "colours": ("white", "brown")},  # 001:319
    3: {"decks": ("I", "II", "III"), "emissaries": 1, "offer_per_deck": 1, "rounds": 14,
        "influence": ((3, 3), (6, 6), (10, 10), (14, 14)),  # 001:67, 80
        "colours": ("purple", "orange", "white")},
    4: {"decks": ("I", "II", "III", "IV"), "emissaries": 1, "offer_per_deck": 1,
        "rounds": 14, "influence": ((3, 3), (6, 6), (10, 10), (14, 14)),
        "colours": COLOURS},
}

STRIP_FILE = Path(__file__).parent / "data" / "strips.json"
STRIP_SPACES = 5


@cache
def default_strips() -> tuple[tuple[str, str], ...]:
    """The placeholder strips (data/strips.json): each front with its mirrored back."""
    fronts = json.loads(STRIP_FILE.read_text(encoding="utf-8"))["fronts"]
    return tuple((f, f[::-1]) for f in fronts)


def parse_strips(strips) -> tuple[tuple[str, str], ...]:
    """Six strips, each a front ("CBBBC", read from the emperor; its back is the mirror,
    001:54) or a (front, back) pair. Each side holds 3 bricks (B) and 2 cogs (C) (001:120)."""
    if not isinstance(strips, list | tuple):
        raise ValueError(f"strips {short(strips)}: give six action strips (001:53), each a "
                         "text such as 'CBBBC' or a (front, back) pair")
    if len(strips) != 6:
        raise ValueError(f"{len(strips)} strips: the game has six action strips (001:53)")
    out = []
    for s in strips:
        if isinstance(s, str):
            front, back = s, s[::-1]
        elif isinstance(s, list | tuple) and len(s) == 2:
            front, back = s
        else:
            raise ValueError(f"strip {short(s)}: a strip is a text of {STRIP_SPACES} spaces "
                             "such as 'CBBBC', or a (front, back) pair of them")
        for side in (front, back):
            if (not isinstance(side, str) or len(side) != STRIP_SPACES
                    or sorted(side.upper()) != list("BBBCC")):
                raise ValueError(f"strip side {short(side)}: each side has five spaces, 3 "
                                 "bricks (B) and 2 cogs (C), read from the emperor (001:120)")
        out.append((front.upper(), back.upper()))
    seen: dict[frozenset[str], int] = {}
    for k, (front, back) in enumerate(out):
        sides = frozenset((front, back))  # a strip turned over is still the same strip
        if sides in seen:
            raise ValueError(f"strips {seen[sides] + 1} and {k + 1} are the same ({front}/"
                             f"{back}): the spaces are arranged in different configurations "
                             "on each strip, so give six different strips (001:120)")
        seen[sides] = k
    return tuple(out)


#: The options that are True or False.
_SWITCHES = frozenset({"shrine", "shrine_is_temple", "aqueduct_may_replace_aqueduct"})


@cache
def _option_names() -> frozenset[str]:
    """The Rules fields a caller may set (the player count sets the rest)."""
    return frozenset(f.name for f in fields(Rules)) - set(PLAYER_COUNTS[2]) - {"players",
                                                                               "strips"}


@dataclass(frozen=True)
class Rules:
    """Everything that varies between games. Build one with `Rules.make(players, ...)`."""

    players: int
    decks: tuple[str, ...]
    emissaries: int
    offer_per_deck: int
    rounds: int
    influence: tuple[tuple[int, int], ...]
    colours: tuple[str, ...]
    #: The Shrine mini-expansion (001:340-352); off unless asked for (ruling A-8).
    shrine: bool = False
    #: The Shrine counts as a temple for Jupiter and Juno (ruling A-25).
    shrine_is_temple: bool = True
    #: An aqueduct may replace another aqueduct (ruling A-20).
    aqueduct_may_replace_aqueduct: bool = True
    #: The seat holding the first player marker at the start, or "random" (001:81-82).
    first_player: int | str = 0
    #: None: influence tokens never run out; a number caps the supply (ruling A-6, 001:44).
    influence_token_supply: int | None = None
    strips: tuple[tuple[str, str], ...] = field(default_factory=default_strips)

    @classmethod
    def make(cls, players: int, strips=None, **options) -> Rules:
        if isinstance(players, bool) or not isinstance(players, int) \
                or players not in PLAYER_COUNTS:
            raise ValueError(f"{short(players)} players: The Great City of Rome is for 2 to 4 "
                             "players (001:2)")
        known = _option_names()
        bad = sorted(set(options) - known)
        if bad:
            raise ValueError(f"unknown option(s) {short(', '.join(bad), 40)}; options: "
                             f"{', '.join(sorted(known))}")
        st = default_strips() if strips is None else parse_strips(strips)
        rules = cls(players=players, strips=st, **PLAYER_COUNTS[players], **options)
        problem = rules.problem()  # a switch that is not True or False, a seat out of range...
        if problem:
            raise ValueError(problem)
        return rules

    def to_dict(self) -> dict:
        d = asdict(self)
        d["strips"] = [list(s) for s in self.strips]
        d["influence"] = [list(p) for p in self.influence]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> Rules:
        d = dict(d)
        d["strips"] = parse_strips([tuple(s) for s in d["strips"]])
        d["influence"] = tuple(tuple(p) for p in d["influence"])
        d["decks"], d["colours"] = tuple(d["decks"]), tuple(d["colours"])
        return cls(**d)

    def problem(self) -> str | None:
        """What makes these rules unplayable (a save or a script may build any), or None."""
        players = self.players
        counts = PLAYER_COUNTS.get(players) if type(players) is int else None
        if counts is None:
            return f"{short(players)} players: The Great City of Rome is for 2 to 4 (001:2)"
        for key, value in counts.items():
            if getattr(self, key) != value:
                return (f"rules.{key} is {short(getattr(self, key))}: with {players} players "
                        f"it is {short(value, 60)} (001:64-80, 89, 315-338)")
        for name in sorted(_SWITCHES):
            if type(getattr(self, name)) is not bool:
                return f"rules.{name} is {short(getattr(self, name))}: True or False"
        fp = self.first_player
        if fp != "random" and not (type(fp) is int and 0 <= fp < players):
            return (f"rules.first_player is {short(fp)}: a seat 0..{players - 1} or 'random' "
                    "(001:81-82)")
        cap = self.influence_token_supply
        if cap is not None and (type(cap) is not int or cap < 0):
            return f"rules.influence_token_supply is {short(cap)}: None or a count (ruling A-6)"
        if self.strips is not default_strips():  # the rulebook's, as `make` gives them
            try:
                if parse_strips(self.strips) != self.strips:
                    return "rules.strips: six (front, back) pairs of upper-case texts"
            except ValueError as e:
                return f"rules.{e}"
        return None

    def options(self) -> dict:
        """The switchable rulings in force (for the view)."""
        return {"shrine": self.shrine, "shrine_is_temple": self.shrine_is_temple,
                "aqueduct_may_replace_aqueduct": self.aqueduct_may_replace_aqueduct,
                "first_player": self.first_player,
                "influence_token_supply": self.influence_token_supply}

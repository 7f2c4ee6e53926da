"""The position builder: any legal position from a short description.

Used by the rulebook scenarios and by anyone scripting a "what if". Cards are named as a player
would name them: hand cards, foundations and the deck top by card name ("Tower", "Jack");
clients by role or card name ("Craftsman"); stockpile, vault and materials by material or card
name ("Brick"). Every physical card is dealt exactly once: what is not placed goes, shuffled by
`seed`, into the draw pile under `deck_top`.

    g = build(players=["You", "L", "R"], edition="republic",
              hands={0: ["Tower", "Jack"]}, clientele={0: ["Craftsman", "Craftsman"]},
              buildings={0: ["Academy", {"name": "Shrine", "materials": ["Brick"]}]},
              pool=["Brick", "Stone"], leader=2)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping

from ...core.errors import PositionError
from ..engine.catalogue import MATERIALS, ROLES, VALUE
from ..engine.rules import Rules
from ..engine.state import Building, State
from ..game import DEFAULT_NAMES, Game

Spec = Mapping[int, Iterable]


class _Cards:
    """The edition's unplaced cards, handed out by name, role or material."""

    def __init__(self, state: State):
        self.deck = state.deck
        self.free = list(range(self.deck.size))

    def take(self, word: str, *, by: str) -> int:
        d = self.deck
        word = word.strip()
        tests = {
            "name": lambda c: d.name[c] == word,
            "role": lambda c: d.role[c] == word or d.name[c] == word,
            "material": lambda c: d.material[c] == word or d.name[c] == word,
        }[by]
        for c in self.free:
            if tests(c):
                self.free.remove(c)
                return c
        known = word in d.type_of or word in ROLES or word in MATERIALS or word == "Jack"
        raise PositionError(
            f"no {'more ' if known else ''}card {word!r} left to place in the "
            f"{d.edition} deck" + ("" if known else f" (not a {by} of this edition)"))


def build(players: int | list[str] = 3, edition: str = "republic", *,
          rules: Rules | None = None, seed: int = 0,
          hands: Spec | None = None, clientele: Spec | None = None,
          stockpile: Spec | None = None, vault: Spec | None = None,
          buildings: Spec | None = None, influence: Mapping[int, int] | None = None,
          pool: Iterable[str] = (), deck_top: Iterable[str] = (),
          jacks: int | None = None, deck_size: int | None = None,
          sites: Mapping[str, int] | None = None, leader: int = 0, turn: int = 1,
          decision: dict | None = None, role: str | None = None,
          **options) -> Game:
    """A `Game` at the described position, with `leader` to lead (or `decision` pending).

    `decision` is a raw frame for mid-turn positions, e.g. {"kind": "actions", "seat": 0,
    "role": "Architect", "left": 2} together with `role="Architect"`.
    """
    names = DEFAULT_NAMES[:players] if isinstance(players, int) else list(players)
    rules = rules or Rules.preset(edition, **options)
    s = State(rules, names, seed)
    cards = _Cards(s)
    deck = s.deck

    def place(spec: Spec | None, by: str, zone: str) -> None:
        for seat, words in (spec or {}).items():
            target = getattr(s.players[seat], zone)
            target.extend(cards.take(w, by=by) for w in words)

    n = rules.sites_in_town or len(names)
    in_town = {m: n for m in MATERIALS}
    out_town = {m: (rules.sites_per_material - n if rules.out_of_town else 0) for m in MATERIALS}

    def claim(material: str, out: bool) -> None:
        stack = out_town if out else in_town
        if stack[material] <= 0:
            stack = out_town if stack is in_town else in_town
        if stack[material] <= 0:
            raise PositionError(f"no {material} Site left for this position")
        stack[material] -= 1

    # Cards named by name first, so that a card picked by role or material never takes a
    # copy the description names elsewhere.
    place(hands, "name", "hand")
    top = [cards.take(w, by="name") for w in deck_top]
    laid: list[tuple[Building, dict]] = []
    for seat, specs in (buildings or {}).items():
        for spec in specs:
            if isinstance(spec, str):
                spec = {"name": spec, "complete": True}
            foundation = cards.take(spec["name"], by="name")
            site = spec.get("site", deck.material[foundation])
            b = Building(foundation, site, spec.get("out_of_town", False))
            claim(site, b.out_of_town)
            b.complete = bool(spec.get("complete", False))
            b.public = bool(spec.get("public", False))
            b.stolen = bool(spec.get("stolen", False))
            s.players[seat].buildings.append(b)
            if b.complete:
                s.players[seat].influence_sites.append(site)
            laid.append((b, spec))

    place(clientele, "role", "clientele")
    place(stockpile, "material", "stockpile")
    place(vault, "material", "vault")
    s.pool = [cards.take(w, by="material") for w in pool]
    for b, spec in laid:
        mats = spec.get("materials")
        if mats is None and b.complete:
            mats = [deck.material[b.foundation]] * deck.value[b.foundation]
        b.materials = [cards.take(m, by="material") for m in mats or ()]

    for seat, total in (influence or {}).items():
        p = s.players[seat]
        extra = total - p.influence
        if extra < 0:
            raise PositionError(f"seat {seat} already has Influence {p.influence} > {total}")
        for m in sorted(MATERIALS, key=lambda m: -VALUE[m]):  # fewest Sites first
            while extra >= VALUE[m] and (out_town[m] or in_town[m]):
                claim(m, True)
                p.influence_sites.append(m)
                extra -= VALUE[m]
        if extra:
            raise PositionError(f"cannot make Influence {total} for seat {seat} from the Sites")

    if sites:
        for m, k in sites.items():
            in_town[m] = k
    s.sites, s.out_sites = in_town, out_town

    rest_jacks = [c for c in cards.free if deck.is_jack(c)]
    orders = [c for c in cards.free if not deck.is_jack(c)]
    random.Random(seed).shuffle(orders)
    if deck_size is not None:
        keep = max(deck_size - len(top), 0)
        s.out_of_play += orders[keep:]
        orders = orders[:keep]
    s.draw = orders + top[::-1]  # the top card is the last
    if jacks is None:
        s.jacks = rest_jacks
    else:
        s.jacks, s.out_of_play = rest_jacks[:jacks], s.out_of_play + rest_jacks[jacks:]

    s.leader, s.turn = leader, turn
    s.role = role
    if decision is not None:
        s.stack = [{"kind": "end_turn"}, dict(decision)]
    else:
        s.stack = [{"kind": "lead", "seat": leader}]
    return Game.from_state(s)


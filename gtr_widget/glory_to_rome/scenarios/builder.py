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

Mid-turn: `led="Architect"` starts the turn with `leader` having led it and the seats in
`followed` decided: True (a card of the role), a card name ("Jack"), a list of names (a
petition) or False (thought). Seats not in `followed` are still to decide, clockwise. The
cards played come from the deck, not from the hands as given.

    build(3, led="Architect", leader=0, followed={1: True, 2: False})

A stolen building names its victim: {"name": "Tower", "stolen_from": 1}. The victim keeps its
Influence and, except in the first edition, the thief's Prison Site goes to the victim
(003:531-533; 000:808). `influence` is exact, below what the buildings give too; `sites` and
`out_sites` set the Site cards left in town and out of town.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Mapping

from ...core.dealing import checked_seed, seat_names
from ...core.errors import PositionError
from ...core.saves import short
from ..game import DEFAULT_NAMES, Game, checked_rules
from ..play.cards import MATERIALS, ROLES
from ..play.rules import Rules
from ..play.stack import EndTurn, Frame, Lead, frame_from_dict
from ..play.state import Building, State
from ..saves.checks import built_problem
from .influence import set_influence, settle_steals
from .midturn import Play, start_mid_turn
from .spec import check_spec

Spec = Mapping[int, Iterable]


class _Cards:
    """The edition's unplaced cards, handed out by name, role or material."""

    def __init__(self, state: State):
        self.deck = state.deck
        self.free = list(range(self.deck.size))

    def take(self, word: str, *, by: str, like: dict | None = None, copies: int = 1) -> int:
        """A free card for `word`; `like` (word -> name taken last in this zone) makes a
        word repeated `copies` times in one zone ("Brick", "Brick") copies of one card,
        where the deck has that many."""
        d = self.deck
        word = word.strip()
        if like is not None and word in like:
            for c in self.free:
                if d.name[c] == like[word]:
                    self.free.remove(c)
                    return c
        tests = {
            "name": lambda c: d.name[c] == word,
            "role": lambda c: d.role[c] == word or d.name[c] == word,
            "material": lambda c: d.material[c] == word or d.name[c] == word,
        }[by]
        matching = [c for c in self.free if tests(c)]
        if copies > 1 and like is not None and word not in like:
            counts = Counter(d.name[c] for c in matching)
            matching.sort(key=lambda c: counts[d.name[c]] < copies)  # stable: deck order
        for c in matching:
            self.free.remove(c)
            if like is not None:
                like[word] = d.name[c]
            return c
        known = word in d.type_of or word in ROLES or word in MATERIALS or word == "Jack"
        raise PositionError(
            f"no {'more ' if known else ''}card {short(word, 44)} left to place in the "
            f"{d.edition} deck" + ("" if known else f" (not a {by} of this edition)"))


def build(players: int | list[str] = 3, edition: str = "republic", *,
          rules: Rules | None = None, seed: int = 0,
          hands: Spec | None = None, clientele: Spec | None = None,
          stockpile: Spec | None = None, vault: Spec | None = None,
          buildings: Spec | None = None, influence: Mapping[int, int] | None = None,
          pool: Iterable[str] = (), deck_top: Iterable[str] = (),
          jacks: int | None = None, deck_size: int | None = None,
          sites: Mapping[str, int] | None = None, out_sites: Mapping[str, int] | None = None,
          leader: int = 0, turn: int = 1,
          led: str | None = None, lead_with: Play = True,
          followed: Mapping[int, Play] | None = None,
          decision: Frame | dict | None = None, role: str | None = None,
          **options) -> Game:
    """A `Game` at the described position, with `leader` to lead (or `decision` pending).

    `decision` is a frame for mid-turn positions (play/stack.py), or its dict, e.g.
    {"kind": "actions", "seat": 0, "role": "Architect", "left": 2} together with
    `role="Architect"`.
    """
    names = seat_names(players, DEFAULT_NAMES, 2, 5, "Glory to Rome")
    try:
        rules = checked_rules(len(names), edition, False, rules, options)
        seed = checked_seed(seed)
    except (TypeError, ValueError) as e:
        raise PositionError(str(e)) from None
    check_spec(len(names), dict(
        hands=hands, clientele=clientele, stockpile=stockpile, vault=vault,
        buildings=buildings, influence=influence, pool=pool, deck_top=deck_top, jacks=jacks,
        deck_size=deck_size, sites=sites, out_sites=out_sites, leader=leader, turn=turn,
        led=led, lead_with=lead_with, followed=followed, role=role))
    if decision is not None and not isinstance(decision, Frame | dict):
        raise PositionError(f"decision {short(decision)}: a frame or its dict")
    s = State(rules, names, seed)
    cards = _Cards(s)
    deck = s.deck

    def place(spec: Spec | None, by: str, zone: str) -> None:
        for seat, words in (spec or {}).items():
            target = getattr(s.players[seat], zone)
            like: dict = {}
            words = list(words)
            target.extend(cards.take(w, by=by, like=like, copies=words.count(w)) for w in words)

    n = rules.sites_in_town or len(names)
    in_town = {m: n for m in MATERIALS}
    out_town = {m: (rules.sites_per_material - n if rules.out_of_town else 0) for m in MATERIALS}
    total = {m: in_town[m] + out_town[m] for m in MATERIALS}

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
    steals: dict[int, list[tuple[Building, int]]] = {}
    for seat, specs in (buildings or {}).items():
        for spec in specs:
            if isinstance(spec, str):
                spec = {"name": spec, "complete": True}
            foundation = cards.take(spec["name"], by="name")
            if deck.is_jack(foundation):
                raise PositionError(f"seat {seat}'s building {spec['name']!r}: a Jack is no "
                                    "building (003:116)")
            site = spec.get("site", deck.material[foundation])
            b = Building(foundation, site, spec.get("out_of_town", False))
            claim(site, b.out_of_town)
            b.complete = bool(spec.get("complete", False))
            b.public = bool(spec.get("public", False))
            if spec.get("stolen") and "stolen_from" not in spec:
                raise PositionError(f"seat {seat}'s stolen {spec['name']}: name its victim "
                                    "with 'stolen_from', who keeps its Influence (003:531)")
            if "stolen_from" in spec:
                if not spec.get("complete", True):
                    raise PositionError(f"a Prison steals only a completed structure; seat "
                                        f"{seat}'s {spec['name']} is not (003:531)")
                b.complete = b.stolen = True
                steals.setdefault(seat, []).append((b, int(spec["stolen_from"])))
            elif b.complete:
                s.players[seat].influence_sites.append(site)
            s.players[seat].buildings.append(b)
            laid.append((b, spec))

    place(clientele, "role", "clientele")
    place(stockpile, "material", "stockpile")
    place(vault, "material", "vault")
    like: dict = {}
    pool = list(pool)
    s.pool = [cards.take(w, by="material", like=like, copies=pool.count(w)) for w in pool]
    for b, spec in laid:
        mats = spec.get("materials")
        if mats is None and b.complete:
            mats = [deck.material[b.foundation]] * deck.value[b.foundation]
        b.materials = [cards.take(m, by="material") for m in mats or ()]

    for seat, held in steals.items():
        names = [deck.name[x.foundation] for x in s.players[seat].buildings]
        for b, _ in held:
            if names.count(deck.name[b.foundation]) > 1:
                raise PositionError(f"seat {seat} cannot hold a stolen "
                                    f"{deck.name[b.foundation]} beside one of its own "
                                    "(003:535; 000:808)")
        settle_steals(s, seat, held)

    def take_site(m: str) -> bool:
        if not (out_town[m] or in_town[m]):
            return False
        claim(m, True)
        return True

    for seat, exact in (influence or {}).items():
        set_influence(s, seat, exact, take_site)

    in_play = {m: total[m] - in_town[m] - out_town[m] for m in MATERIALS}
    for stack, given, where in ((in_town, sites, "in town"), (out_town, out_sites, "out of town")):
        for m, k in (given or {}).items():
            if m not in stack or k < 0:
                raise PositionError(f"no {k} {m} Sites {where}: a count of a material's Sites "
                                    "is 0 or more")
            if where == "out of town" and k and not rules.out_of_town:
                raise PositionError("this game has no Sites out of town (003:222)")
            stack[m] = k
    for m in {*(sites or ()), *(out_sites or ())}:
        if in_town[m] + out_town[m] + in_play[m] > total[m]:
            raise PositionError(f"{m}: {in_town[m]} Sites in town, {out_town[m]} out of town "
                                f"and {in_play[m]} in play exceed the {total[m]} this game "
                                "has (003:222)")
    s.sites, s.out_sites = in_town, out_town

    if led is not None:
        start_mid_turn(s, led, leader, lead_with, followed or {}, cards.take)
    elif followed:
        raise PositionError("`followed` needs the role the Leader led (`led`)")
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
    if led is None:
        s.role = role
    if decision is not None:
        if not isinstance(decision, Frame):
            try:
                decision = frame_from_dict(decision, rules.edition)
            except ValueError as e:
                raise PositionError(f"decision: {e}") from None
        s.stack = [EndTurn(), decision.copy()]
    elif led is None:
        s.stack = [Lead(leader)]
    problem = built_problem(json.loads(json.dumps(s.to_dict())))
    if problem:  # the same checks as a save's position: a built game can always be saved
        raise PositionError(problem)
    return Game.from_state(s)


"""The action phase (001:122-196): turns in strip order, nearest the emperor first.

A turn: take one building from the offer (mandatory, ruling A-9), then build at most once and
produce at most once, in either order, buying bricks (2 coins) and cogs (1 coin) before an
action; pass ends the turn and leftover bricks and cogs are lost (001:170, 194). With two
players each emissary's turn stands alone (001:334).
"""

from __future__ import annotations

from typing import Final

from ...core.moves import Move
from ...core.protocol import Candidate
from . import notation
from .building import build, build_refusal, refusal_for_text
from .cards import COST, DECK, DECK_CARDS, IS_AQUEDUCT, NAME
from .grid import N_CELLS, aqueduct_cells, open_cells
from .machine import Phase, phase
from .notation import BUILDS, BUY_BRICKS, BUY_COGS, PASS, PRODUCE, TAKES
from .production import COGS_TO_PRODUCE, produce, produce_refusal
from .purchase import BRICK_PRICE, COG_PRICE, MAX_BRICKS, MAX_COGS, buy, buy_refusal
from .state import Player, State, log
from .strips import resources

ORDER_RULE: Final = "turns follow the strip, the emissary nearest the emperor first (001:124, 196)"


def start_next_turn(s: State) -> None:
    """The emissary nearest the emperor acts next; none left ends the round (001:196)."""
    for k, seat in enumerate(s.spaces, 1):
        if seat >= 0:
            s.actor, s.space, s.phase = seat, k, "take"
            return
    s.actor, s.space, s.phase = -1, 0, "end_round"


def end_turn(s: State) -> None:
    """The emissary leaves the strip; unused bricks and cogs are lost (001:192-194)."""
    spaces = list(s.spaces)
    spaces[s.space - 1] = -1
    s.spaces = tuple(spaces)
    s.bricks = s.cogs = 0
    s.built = s.produced = False
    start_next_turn(s)


def cells_open(p: Player) -> tuple[int, ...]:
    """Cells open to a building, from the city's shape."""
    return open_cells(p.shape)


def cells_for_aqueduct(s: State, p: Player) -> tuple[int, ...]:
    """Cells open to an aqueduct, replacements included."""
    return aqueduct_cells(p.shape, s.rules.aqueduct_may_replace_aqueduct)


def city_cells(s: State, p: Player) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(open cells, aqueduct cells) of a city."""
    return cells_open(p), cells_for_aqueduct(s, p)


#: The cheapest ordinary building and aqueduct of the decks: what a hand card no other seat
#: has seen might cost, for all they know (a draft or School card).
_CHEAPEST: Final = tuple(min(COST[c] for cards in DECK_CARDS.values() for c in cards
                             if IS_AQUEDUCT[c] == aq) for aq in (False, True))


def could_build_unseen(s: State, p: Player) -> bool:
    """Whether, from public facts (bricks, tokens, the city), some building could be built
    now: an onlooker then cannot tell that a hand card it has not seen does not fit."""
    avail = s.bricks + len(p.brick_tokens)
    return bool(avail >= _CHEAPEST[0] and cells_open(p)
                or avail >= _CHEAPEST[1] and cells_for_aqueduct(s, p))


_TAKE_MOVES: Final[dict[tuple[int, ...], tuple[Move, ...]]] = {}
#: Build moves by (hand, bricks available, city shape, option): the same turn asks again
#: after each purchase or produce, and searches ask for the same positions over and over.
#: Kept small: another game almost never meets the same key (random games missed 45 times a
#: game with 100,000 entries kept, 47 with 256), and a big memo only slowed every game down.
_BUILD_MOVES: Final[dict[tuple, tuple[Move, ...]]] = {}
_BUILD_MOVES_KEPT: Final = 256


def _build_moves(hand: tuple[int, ...], avail: int, shape, may_replace: bool
                 ) -> tuple[Move, ...]:
    out: list[Move] = []
    names = set()
    for c in hand:
        if COST[c] <= avail and NAME[c] not in names:
            names.add(NAME[c])
            row = BUILDS[c]
            cells = aqueduct_cells(shape, may_replace) if IS_AQUEDUCT[c] else open_cells(shape)
            out += [row[cell] for cell in cells]
    return tuple(out)


#: _HEADS[bricks][cogs][produce]: the purchases (up to that many bricks and cogs) and the
#: produce move, in the order a legal list gives them, made once.
_HEADS: Final = tuple(tuple(tuple((*BUY_BRICKS[:b], *BUY_COGS[:c], *((PRODUCE,) if prod else ()))
                           for prod in (False, True))
                     for c in range(MAX_COGS + 1)) for b in range(MAX_BRICKS + 1))


class Take(Phase):
    kind = "take"
    verbs = frozenset({"take"})
    order_rule = ORDER_RULE

    def moves(self, s: State) -> list[Move]:
        ms = _TAKE_MOVES.get(s.offer)
        if ms is None:
            seen: dict[str, Move] = {}
            for c in s.offer:  # identical cards are one choice
                seen.setdefault(TAKES[c].text, TAKES[c])
            ms = _TAKE_MOVES[s.offer] = tuple(seen.values())
        return list(ms)

    def candidates(self, s: State) -> list[Candidate]:
        return [Candidate(m) for m in self.moves(s)] + [Candidate(
            notation.PASS, "first take a building from the offer: it is not optional "
            "(001:130-132; ruling A-9)")]

    def explain(self, s: State, text: str) -> str | None:
        t = text.strip().lower()
        if t.startswith("take "):
            offer = ", ".join(f"{NAME[c]} from deck {DECK[c]}" for c in s.offer)
            return (f"{text.strip()[5:]!r} is not in the offer; you choose one of the "
                    f"buildings still offered (001:130-132): {offer}")
        if t.startswith(("build", "buy", "produce")):
            return ("first take a building from the offer, then build and produce "
                    "(001:130-136)")
        return None

    def apply(self, s: State, m: Move) -> None:
        card = m.cards[0]
        p = s.mut(s.actor)
        offer = list(s.offer)
        offer.remove(card)
        s.offer = tuple(offer)
        p.hand = (*p.hand, card)
        p.seen = {**p.seen, card: (1 << s.n) - 1}  # taken in the open
        s.bricks, s.cogs = resources(s.rules, s.stack[0], s.space)
        s.built = s.produced = False
        log(s, s.actor, "take", f"{p.name} takes {NAME[card]} from deck {DECK[card]}",
            (card,))
        s.phase = "act"

    def prompt(self, s: State) -> str:
        return f"{s.players[s.actor].name}: take a building from the offer"

    def fields(self, s: State) -> dict:
        return {"space": s.space, "offer": len(s.offer)}


class Act(Phase):
    kind = "act"
    verbs = frozenset({"buy", "build", "produce", "pass"})
    order_rule = ORDER_RULE

    def moves(self, s: State) -> list[Move]:
        # The same rules as `candidates` (purchase.buy_refusal, production.produce_refusal,
        # building.build_refusal), computed at once; tests check the two agree.
        p = s.players[s.actor]
        coins = p.coins
        bricks = 0 if s.built else min(MAX_BRICKS - s.bricks, coins // BRICK_PRICE)
        if s.produced:
            head = _HEADS[bricks][0][0]
        else:
            cogs = min(MAX_COGS - s.cogs, coins // COG_PRICE)
            head = _HEADS[bricks][cogs][s.cogs >= COGS_TO_PRODUCE]
        if s.built or not p.hand:
            return [*head, PASS]
        key = (p.hand, s.bricks + len(p.brick_tokens), p.shape,
               s.rules.aqueduct_may_replace_aqueduct)
        builds = _BUILD_MOVES.get(key)
        if builds is None:
            builds = _BUILD_MOVES[key] = _build_moves(*key)
            if len(_BUILD_MOVES) > _BUILD_MOVES_KEPT:
                _BUILD_MOVES.clear()
        return [*head, *builds, PASS]

    def candidates(self, s: State) -> list[Candidate]:
        p = s.players[s.actor]
        out = [Candidate(notation.buy("brick", n), buy_refusal(s, "brick", n))
               for n in range(1, MAX_BRICKS + 1)]
        out += [Candidate(notation.buy("cog", n), buy_refusal(s, "cog", n))
                for n in range(1, MAX_COGS + 1)]
        out.append(Candidate(notation.PRODUCE, produce_refusal(s)))
        for c in notation.distinct(p.hand):
            out += [Candidate(notation.build(c, cell), build_refusal(s, c, cell))
                    for cell in range(N_CELLS)]
        out.append(Candidate(notation.PASS))
        return out

    def explain(self, s: State, text: str) -> str | None:
        return refusal_for_text(s, text)

    def alone_is_public(self, s: State) -> bool:
        """Passing alone is public when nothing hidden decides it: the turn has built, or
        every hand card is known to all, or no building of any kind could be built now."""
        p = s.players[s.actor]
        if s.built or not p.hand:
            return True
        everyone = (1 << s.n) - 1
        if all(p.seen.get(c, 0) & everyone == everyone for c in p.hand):
            return True
        return not could_build_unseen(s, p)

    def apply(self, s: State, m: Move) -> None:
        v = m.verb
        if v == "buy":
            buy(s, *m.data)
        elif v == "build":
            assert m.target is not None  # a build names its cell
            build(s, m.cards[0], m.target)
        elif v == "produce":
            produce(s)
        else:
            log(s, s.actor, "pass", f"{s.players[s.actor].name} ends the turn")
            end_turn(s)

    def prompt(self, s: State) -> str:
        p = s.players[s.actor]
        left = [a for a, done in (("build", s.built), ("produce", s.produced)) if not done]
        return f"{p.name}: {' and/or '.join(left)}, or pass"

    def fields(self, s: State) -> dict:
        p = s.players[s.actor]
        return {"space": s.space, "bricks": s.bricks, "cogs": s.cogs,
                "brick_tokens": len(p.brick_tokens), "coins": p.coins,
                "built": s.built, "produced": s.produced}


phase(Take)
phase(Act)

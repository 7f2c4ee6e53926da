"""Setup (001:60-86, 315-322, 340-344) and the opening draft from deck II (001:68, 83).

Random steps all happen here, from the seed: shuffling each deck, the strip stack with each
strip's side, and (option) the first player. After setup nothing is random, so a seed and a
move list replay a game exactly.
"""

from __future__ import annotations

import random

from ...core.moves import Move
from ...core.protocol import Candidate
from . import notation
from .cards import DECK_CARDS, INFLUENCE, N_CARDS, NAME, SHRINE, STARTING
from .grid import START_CELLS
from .machine import Phase, phase
from .rules import Rules
from .state import Player, State, log

START_COINS = 5  # 001:65, 75 (two players too: ruling A-33)


def new_state(rules: Rules, names: list[str], seed: int) -> State:
    """A game dealt from `seed`, waiting for the first draft pick."""
    n = rules.players
    rng = random.Random(seed)
    s = State()
    s.rules, s.n, s.seed = rules, n, seed
    s.round, s.phase, s.step, s.moves = 0, "draft", 0, 0
    s.actor, s.space, s.bricks, s.cogs = -1, 0, 0, 0
    s.built = s.produced = s.over = False
    s.school_n, s.school_deck, s.end_reason = 0, None, None
    s.spaces, s.order, s.offer, s.waiting = (-1,) * 5, (), (), ()
    s.draft, s.school, s.winners = (), (), ()
    s.deck_seen, s.log, s.log_len = {}, [], 0
    used: set[int] = set()
    players = []
    for i, name in enumerate(names):
        colour = rules.colours[i]
        p = Player(name, colour)
        p.set_city(dict(zip(START_CELLS, STARTING[colour], strict=True)))  # 001:74
        p.coins = START_COINS
        used.update(STARTING[colour])
        if rules.shrine:  # an extra hand card, known to all (001:344)
            p.hand = (SHRINE[colour],)
            p.seen = {SHRINE[colour]: (1 << n) - 1}
            used.add(SHRINE[colour])
        players.append(p)
    s.players, s.owned = tuple(players), 0
    decks = {}
    for d in rules.decks:  # 001:66, 76, 78, 321
        cards = list(DECK_CARDS[d])
        rng.shuffle(cards)
        used.update(cards)
        if d == "I":  # influence cards at fixed depths (001:67, 80, 322)
            for value, depth in sorted(rules.influence, key=lambda p: -p[1]):
                cards.insert(depth, INFLUENCE[value])
                used.add(INFLUENCE[value])
        decks[d] = tuple(cards)
    s.decks = decks
    strips = list(range(len(rules.strips)))
    rng.shuffle(strips)  # 001:69, 85: shuffled, each with a random side up
    s.stack = tuple(i * 2 + rng.randrange(2) for i in strips)
    fp = rules.first_player
    s.first = rng.randrange(n) if fp == "random" else int(fp)  # 001:81-82
    s.box = tuple(i for i in range(N_CARDS) if i not in used)
    # The draft: the first player's right-hand neighbour draws one card per player from
    # deck II; each keeps one and passes the rest to the right (counterclockwise) (001:83).
    s.order = s.draft_order = tuple((s.first - k) % n for k in range(1, n + 1))
    s.draft, s.decks = decks["II"][:n], {**decks, "II": decks["II"][n:]}
    log(s, None, "setup", f"{n} players; {names[s.first]} holds the first player marker; "
        f"decks {', '.join(rules.decks)}" + ("; the Shrine is in play" if rules.shrine else ""))
    return s


class Draft(Phase):
    """Keep one of the deck II cards passed to you (001:83)."""

    kind = "draft"
    verbs = frozenset({"draft"})
    order_rule = "the draft runs counterclockwise from the first player's right (001:83)"

    def player(self, s: State) -> int:
        return s.order[s.step]

    def moves(self, s: State) -> list[Move]:
        return [notation.draft(c) for c in notation.distinct(s.draft)]

    def alone_is_public(self, s: State) -> bool:
        """Only the last card is kept alone: cards of one name are the picker's secret."""
        return len(s.draft) == 1

    def apply(self, s: State, m: Move) -> None:
        seat = s.order[s.step]
        card = m.cards[0]
        p = s.mut(seat)
        rest = list(s.draft)
        rest.remove(card)
        known = 1 << seat
        if len(s.draft) == 1 and s.step > 0:  # the one who passed a single card knows it
            known |= 1 << s.order[s.step - 1]
        p.hand = (*p.hand, card)
        p.seen = {**p.seen, card: known}
        p.drafted, p.passed = card, tuple(rest)
        s.draft = tuple(rest)
        log(s, seat, "draft", f"{p.name} keeps {NAME[card]} from the draft", (card,),
            known, f"{p.name} keeps a card from the draft")
        s.step += 1
        if s.step == len(s.order):
            s.phase = "upkeep"

    def prompt(self, s: State) -> str:
        return f"{s.players[self.player(s)].name}: keep one card of the draft"

    def fields(self, s: State) -> dict:
        return {"cards": len(s.draft), "pick": s.step + 1}

    def candidates(self, s: State) -> list[Candidate]:
        return [Candidate(m) for m in self.moves(s)]


phase(Draft)

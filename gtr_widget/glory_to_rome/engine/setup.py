"""Dealing a new game: the deck, hands, Jacks, Sites, first player and starting Pool."""

from __future__ import annotations

import random

from .catalogue import MATERIALS
from .rules import Rules
from .state import State


def new_state(rules: Rules, names: list[str], seed: int) -> State:
    """A fresh game, dealt from `seed` alone (no global randomness, no hash order)."""
    if not 2 <= len(names) <= 5:
        raise ValueError("Glory to Rome is for 2 to 5 players")
    s = State(rules, names, seed)
    deck = s.deck
    rng = random.Random(seed)
    orders = list(range(deck.order_count))
    rng.shuffle(orders)
    s.draw = orders  # the top card is the last
    jacks = list(range(deck.order_count, deck.size))

    if rules.first_player_before_deal:  # 000:99-103: find the leader, then deal
        _choose_leader(s)
    for p in s.players:
        p.hand = [s.draw.pop() for _ in range(rules.start_orders)]
        p.hand += [jacks.pop() for _ in range(rules.start_jacks)]
    if rules.leftover_jacks_in_pile:
        s.jacks = jacks
    else:  # first edition sets the undealt Jacks out of play (000:111)
        s.out_of_play = jacks
    in_town = rules.sites_in_town or len(names)
    for m in MATERIALS:
        s.sites[m] = in_town
        s.out_sites[m] = rules.sites_per_material - in_town if rules.out_of_town else 0
    if not rules.first_player_before_deal:  # 003:94-100, 004:163-169
        _choose_leader(s)
    s.say(None, "leader", "{name} has the Leader card", name=s.players[s.leader].name,
          data={"leader": s.leader})
    s.stack = [{"kind": "lead", "seat": s.leader}]
    return s


def _choose_leader(s: State) -> None:
    """Deal one card face up per player; alphabetically first leads; ties deal again.

    Every card dealt this way, tie-breakers included, starts the Pool.
    """
    contenders = list(range(s.n))
    while True:
        dealt = {seat: s.draw.pop() for seat in contenders}
        s.pool.extend(dealt.values())
        best = min(s.deck.name[c] for c in dealt.values())
        contenders = [seat for seat, c in dealt.items() if s.deck.name[c] == best]
        if len(contenders) == 1:
            s.leader = contenders[0]
            return

"""Dealing a new game: the deck, hands, Jacks, Sites, first player and starting Pool."""

from __future__ import annotations

import random

from ...core.moves import Move
from ...core.shuffle import shuffle
from .cards import MATERIALS, alphabetical_key
from .machine import Step, step
from .reasons import Why, refuse
from .rules import Rules
from .stack import Lead, StartPick, StartReveal
from .state import State


def new_state(rules: Rules, names: list[str], seed: int | str) -> State:
    """A fresh game, dealt from `seed` alone (no global randomness, no hash order)."""
    if not 2 <= len(names) <= 5:
        raise ValueError("Glory to Rome is for 2 to 5 players")
    s = State(rules, names, seed)
    deck = s.deck
    rng = random.Random(seed)
    orders = list(range(deck.order_count))
    shuffle(rng, orders)  # rng.shuffle, card for card, compiled (no frame per card)
    s.draw = orders  # the top card is the last
    jacks = list(range(deck.order_count, deck.size))

    if rules.first_player_before_deal:  # 000:99-103: find the leader, then deal
        _choose_leader(s)
    extra = 1 if rules.chosen_start_card else 0  # 002:271: one more Order card to pick from
    for p in s.players:
        p.hand = [s.draw.pop() for _ in range(rules.start_orders + extra)]
        p.hand += [jacks.pop() for _ in range(rules.start_jacks)]
    if rules.leftover_jacks_in_pile:
        s.jacks = jacks
    else:  # first edition sets the undealt Jacks out of play (000:111)
        s.out_of_play = jacks
    in_town = rules.sites_in_town or len(names)
    for m in MATERIALS:
        s.sites[m] = in_town
        s.out_sites[m] = rules.sites_per_material - in_town if rules.out_of_town else 0
    if rules.chosen_start_card:  # 002:271-274: every player picks a card face down first
        s.stack = [StartReveal()]
        s.stack += [StartPick(seat) for seat in reversed(range(s.n))]
        return s
    if not rules.first_player_before_deal:  # 003:94-100, 004:163-169
        _choose_leader(s)
    _hand_over(s)
    return s


def _hand_over(s: State) -> None:
    s.say(None, "leader", "{name} has the Leader card", name=s.players[s.leader].name,
          data={"leader": s.leader})
    s.stack = [Lead(s.leader)]


def _choose_leader(s: State) -> None:
    """Deal one card face up per player; alphabetically first leads; ties deal again.

    Every card dealt this way, tie-breakers included, starts the Pool.
    """
    _settle(s, {seat: s.draw.pop() for seat in range(s.n)})


def _settle(s: State, dealt: dict[int, int]) -> None:
    """The first card name alphabetically leads (in the edition's language); tied players are
    dealt another card from the deck until one is first. All these cards start the Pool."""
    language = s.rules.start_names
    while True:
        s.pool.extend(dealt.values())
        key = {seat: alphabetical_key(s.deck.name[c], language) for seat, c in dealt.items()}
        best = min(key.values())
        contenders = [seat for seat in dealt if key[seat] == best]
        if len(contenders) == 1:
            s.leader = contenders[0]
            return
        dealt = {seat: s.draw.pop() for seat in contenders}


class StartPickStep(Step[StartPick]):
    """Spanish experienced variant (002:271-274): pick the Order card that bids for the lead.

    The pick is set aside face down (out of play) until every player has picked."""

    kind = "start_pick"

    def moves(self, s: State, f: StartPick, why: Why = None) -> list[Move]:
        hand = s.players[f.seat].hand
        out, seen = [], set()
        for c in hand:
            name = s.deck.name[c]
            if name in seen:
                continue
            seen.add(name)
            m = Move("start", f"start: {name}", (c,))
            if s.deck.is_jack(c):
                refuse(why, m, "a Jack (Senator) cannot bid for the lead: pick one of your "
                       "Order cards (002:271-272)")
            else:
                out.append(m)
        return out

    def apply(self, s: State, f: StartPick, m: Move) -> None:
        s.stack.pop()
        p = s.players[f.seat]
        p.hand.remove(m.cards[0])
        s.out_of_play.append(m.cards[0])
        s.say(f.seat, "pick", "{text}", text=f"{p.name} puts a card face down for the lead")

    def prompt(self, s: State, f: StartPick) -> str:
        return (f"{s.players[f.seat].name}: pick an Order card face down; the first name "
                "alphabetically leads (002:271-274)")


step(StartPickStep)


class StartRevealStep(Step[StartReveal]):
    """All picks are shown together; ties draw from the deck; every card starts the Pool."""

    kind = "start_reveal"
    automatic = True

    def run(self, s: State, f: StartReveal) -> None:
        picks = s.out_of_play[-s.n:]
        del s.out_of_play[-s.n:]
        s.say(None, "picks", "{text}", text="the picks: " + ", ".join(
            f"{p.name} {s.deck.name[c]}" for p, c in zip(s.players, picks)))
        _settle(s, dict(enumerate(picks)))
        _hand_over(s)


step(StartRevealStep)

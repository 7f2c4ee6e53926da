"""Determinisation: a full State consistent with what one seat knows.

`view(seat)` holds every card the seat may know. It leaves out public bookkeeping that a search
needs: the decision stack, per-turn counters (actions played and used, clients hired this turn),
the Sites earned as Influence, the rules in force. `public_info(game, seat)` collects those;
any card id a frame holds that the seat may not know is replaced by its *slot* (zone, owner,
index), so the id (which names the card) never reaches the bot. `determinize(view, public, rng)`
then deals every card the seat cannot place at random into the hidden slots, respecting every
known count: other hands, the draw pile, face-down vault cards and cards out of play. Jacks
never go into the draw pile or a vault (they are not Order cards).
"""

from __future__ import annotations

import random

from ..engine.rules import Rules
from ..engine.state import Building, Player, State
from ..game import Game

#: Frame keys whose values are never card ids (seats, counts, flags, names).
_NOT_CARDS = frozenset({"kind", "seat", "role", "left", "open", "extras", "optional", "to",
                        "material", "power", "from", "victim", "victims", "target_seat"})
_TURN_FIELDS = ("played", "used", "acted_early", "did")


def _card_key(key: str) -> bool:
    """Which frame keys hold card ids: "card", "cards", or names ending in them."""
    return key not in _NOT_CARDS and (key.endswith("card") or key.endswith("cards"))


def known_ids(view: dict) -> set[int]:
    """Every card id present in a view."""
    out: set[int] = set()

    def add(cards) -> None:
        for c in cards or ():
            if "id" in c:
                out.add(c["id"])

    add(view["pool"])
    add(view.get("draw_pile"))
    for p in view["players"]:
        for zone in ("hand", "camp", "clientele", "stockpile", "vault"):
            add(p[zone])
        for b in p["buildings"]:
            out.add(b["id"])
            add(b["materials"])
    return out


def _slot_of(s: State, card: int) -> list | None:
    """Where a hidden card sits, as a slot a determinisation can resolve."""
    if card in s.draw:
        return ["draw", None, s.draw.index(card)]
    if card in s.out_of_play:
        return ["out_of_play", None, s.out_of_play.index(card)]
    for i, p in enumerate(s.players):
        if card in p.hand:
            return ["hand", i, p.hand.index(card)]
        if card in p.vault:
            return ["vault", i, p.vault.index(card)]
    return None


def public_info(game: Game, seat: int | None) -> dict:
    """What every player knows that `view(seat)` leaves out, with no hidden card id.

    This is the one place analysis reads `game.state`: only public bookkeeping leaves.
    """
    s = game.state
    visible = known_ids(game.view(seat))

    def scrub(v):
        if isinstance(v, int) and not isinstance(v, bool) and v not in visible:
            slot = _slot_of(s, v)
            return {"slot": slot} if slot is not None else v
        if isinstance(v, (list, tuple)):
            return [scrub(x) for x in v]
        return v

    stack = []
    for f in s.stack:
        stack.append({k: (scrub(v) if _card_key(k) else v) for k, v in f.items()})
    jack_ids = [c for c in s.out_of_play if s.deck.is_jack(c)]
    return {
        "seat": seat,
        "rules": s.rules.to_dict(),
        "names": [p.name for p in s.players],
        "stack": stack,
        "turn": [{k: getattr(p, k) for k in _TURN_FIELDS} | {"hired": list(p.hired)}
                 for p in s.players],
        "influence_sites": [list(p.influence_sites) for p in s.players],
        "out_of_play_jacks": jack_ids,  # set aside face up at setup (000:111)
        "out_of_play_count": len(s.out_of_play),
        # Per vault slot, who saw the card go in this turn ("all", "owner" or None): public,
        # since everyone sees whether a card goes in face up or face down.
        "vault_seen": [[s.vault_seen.get(c) for c in p.vault] for p in s.players],
        "moves_played": s.moves_played,
    }


def _ids(cards) -> list[int]:
    return [c["id"] for c in cards]


def determinize(view: dict, public: dict, rng: random.Random | int | None = None) -> State:
    """A full State that `view` and `public` describe, hidden cards dealt at random.

    Every card of the edition is placed exactly once. For the all-seeing view (seat None) the
    result is the true position, draw order included.
    """
    return Determinizer(view, public).sample(rng)


class Determinizer:
    """Reads a view once, then deals many random completions of it (one per playout)."""

    def __init__(self, view: dict, public: dict):
        rules = Rules.from_dict(public["rules"])
        s = State(rules, list(public["names"]), 0)
        deck = s.deck
        s.pool = _ids(view["pool"])
        s.leader, s.turn, s.role = view["leader"], view["turn"], view["role"]
        s.sites = dict(view["sites"]["in_town"])
        s.out_sites = dict(view["sites"]["out_of_town"])
        s.log = [(e["turn"], e["player"], e["text"]) for e in view["log"]]
        s.over, s.winners = view["is_over"], list(view["winners"])
        s.end_reason = view["end_reason"]
        s.moves_played = public["moves_played"]

        placed = set(known_ids(view))
        self.hidden_hands: list[tuple[int, int]] = []  # (seat, index) of unknown hand cards
        self.hidden_vault: list[tuple[int, int]] = []
        players = []
        for i, pv in enumerate(view["players"]):
            p = Player(pv["name"])
            p.hand = _ids(pv["hand"]) if pv["hand"] is not None else [-1] * pv["hand_count"]
            if pv["hand"] is None:
                self.hidden_hands += [(i, k) for k in range(pv["hand_count"])]
            p.camp = _ids(pv["camp"])
            p.clientele = _ids(pv["clientele"])
            p.stockpile = _ids(pv["stockpile"])
            p.vault = [c.get("id", -1) for c in pv["vault"]]
            self.hidden_vault += [(i, k) for k, c in enumerate(pv["vault"]) if "id" not in c]
            for bv in pv["buildings"]:
                b = Building(bv["id"], bv["site"], bv["out_of_town"])
                b.materials = _ids(bv["materials"])
                b.complete, b.public, b.stolen = bv["complete"], bv["public"], bv["stolen"]
                p.buildings.append(b)
            p.influence_sites = list(public["influence_sites"][i])
            t = public["turn"][i]
            p.played, p.used, p.acted_early = t["played"], t["used"], t["acted_early"]
            p.did, p.hired = list(t["did"]), list(t["hired"])
            players.append(p)
        s.players = players

        self.oop_jacks_all = list(public["out_of_play_jacks"])
        placed |= set(self.oop_jacks_all)
        self.free_jacks = [c for c in range(deck.order_count, deck.size) if c not in placed]
        self.free_orders = [c for c in range(deck.order_count) if c not in placed]
        self.draw_known = "draw_pile" in view  # the teaching view knows the order
        if self.draw_known:
            s.draw = _ids(view["draw_pile"])[::-1]
            on_draw = set(s.draw)
            self.free_orders = [c for c in self.free_orders if c not in on_draw]
        self.n_draw = view["deck"]
        self.n_pile_jacks = view["jacks"]
        self.n_oop_orders = public["out_of_play_count"] - len(public["out_of_play_jacks"])
        if len(self.free_jacks) - self.n_pile_jacks > len(self.hidden_hands):
            raise ValueError("the view and public info disagree: more Jacks than hidden hand "
                             "cards")
        need = (len(self.hidden_hands) + len(self.hidden_vault) + self.n_oop_orders
                + (0 if self.draw_known else self.n_draw) + self.n_pile_jacks)
        if need != len(self.free_jacks) + len(self.free_orders):
            raise ValueError(f"{len(self.free_jacks) + len(self.free_orders)} unplaced cards for "
                             f"{need} hidden places: the view and the public info disagree")
        self.vault_seen = public["vault_seen"]
        self.stack = public["stack"]
        self.base = s

    def sample(self, rng: random.Random | int | None = None) -> State:
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        s = self.base.copy()
        s.seed = rng.randrange(2**32)
        jacks, orders = self.free_jacks[:], self.free_orders[:]
        rng.shuffle(jacks)
        rng.shuffle(orders)
        # The Jack pile takes Jacks; the others left over are hidden in hands (never in the
        # deck or a vault: they are not Order cards).
        s.jacks = [jacks.pop() for _ in range(self.n_pile_jacks)]
        hands = self.hidden_hands
        jack_slots = set(rng.sample(range(len(hands)), len(jacks)))
        for k, (i, j) in enumerate(hands):
            s.players[i].hand[j] = jacks.pop() if k in jack_slots else orders.pop()
        for i, j in self.hidden_vault:
            s.players[i].vault[j] = orders.pop()
        if not self.draw_known:
            s.draw = [orders.pop() for _ in range(self.n_draw)]
        s.out_of_play = self.oop_jacks_all + orders
        for i, p in enumerate(s.players):
            for k, seen in enumerate(self.vault_seen[i]):
                if seen:
                    s.vault_seen[p.vault[k]] = seen
        s.stack = [_resolve(f, s) for f in self.stack]
        return s


def _resolve(f: dict, s: State) -> dict:
    """A public frame with its slots turned back into (sampled) card ids."""

    def res(v):
        if isinstance(v, dict) and "slot" in v:
            zone, owner, k = v["slot"]
            if zone == "draw":
                return s.draw[k]
            if zone == "out_of_play":
                return s.out_of_play[k]
            return getattr(s.players[owner], zone)[k]
        if isinstance(v, list):
            return [res(x) for x in v]
        return v

    return {k: (res(v) if _card_key(k) else v) for k, v in f.items()}


def all_cards(s: State) -> list[int]:
    """Every card id in every zone of a state (each should appear exactly once)."""
    out = list(s.draw) + list(s.pool) + list(s.jacks) + list(s.out_of_play)
    for p in s.players:
        out += p.hand + p.camp + p.clientele + p.stockpile + p.vault
        for b in p.buildings:
            out += [b.foundation] + b.materials
    return out


def determinized_game(game_or_view, public: dict | None = None,
                      rng: random.Random | int | None = None) -> Game:
    """A Game over a determinised state (from a Game and a seat, or a view + public info)."""
    if isinstance(game_or_view, Game):
        raise TypeError("pass view and public info: determinized_game(view, public, rng)")
    return Game.from_state(determinize(game_or_view, public, rng))

"""Determinisation: a full State consistent with what one seat knows.

`view(seat)` holds every card the seat may know. It leaves out public bookkeeping that a search
needs: the decision stack, per-turn counters (actions played and used, clients hired this turn),
the Sites earned as Influence, the rules in force. `public_info(state, seat)` collects those;
any card id a frame holds (in a field its class marks as cards, play/stack.py) that the
seat may not know is replaced by its *slot* (zone, owner, index), so the id (which names the
card) never reaches the bot. `determinize(view, public, rng)`
then deals every card the seat cannot place at random into the hidden slots, respecting every
known count: other hands, the draw pile, face-down vault cards and cards out of play. Jacks
never go into the draw pile or a vault (they are not Order cards).
"""

from __future__ import annotations

import random
from collections import Counter

from ..core.shuffle import shuffle
from .play.events import entries
from .play.powers import active_powers
from .play.rules import Rules
from .play.stack import Frame, frame_from_dict
from .play.state import Building, Player, State
from .play.view import view

_TURN_FIELDS = ("played", "used", "acted_early")


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
        for zone in ("hand", "camp", "clientele", "stockpile", "vault", "revealed"):
            add(p.get(zone))
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


def public_info(s: State, seat: int | None) -> dict:
    """What every player knows that `view(seat)` leaves out, with no hidden card id.

    This is the one place search reads the full state: only public bookkeeping leaves.
    """
    visible = known_ids(view(s, seat))

    def scrub(c: int):
        if c not in visible:
            slot = _slot_of(s, c)
            return {"slot": slot} if slot is not None else c
        return c

    stack = [f.with_cards(scrub).to_dict() for f in s.stack]
    jack_ids = [c for c in s.out_of_play if s.deck.is_jack(c)]
    return {
        "seat": seat,
        "rules": s.rules.to_dict(),
        "names": [p.name for p in s.players],
        "stack": stack,
        "turn": [{k: getattr(p, k) for k in _TURN_FIELDS}  # the lists copied: play
                 | {"did": list(p.did), "hired": list(p.hired)}  # changes them in place
                 for p in s.players],
        "influence_sites": [list(p.influence_sites) for p in s.players],
        "out_of_play_jacks": jack_ids,  # set aside face up at setup (000:111)
        "out_of_play_count": len(s.out_of_play),
        # Per vault slot, who saw the card go in this turn ("all", "owner" or None): public,
        # since everyone sees whether a card goes in face up or face down.
        "vault_seen": [[s.vault_seen.get(c) for c in p.vault] for p in s.players],
        "moves_played": s.moves_played,
    } | ({"log": [dict(e) for e in entries(s)]} if seat is None else {})  # all-seeing


def log_facts(view: dict) -> tuple[dict[int, Counter], dict[int, set[str]]]:
    """What this turn's public log says about hands: (has, lacks) per seat.

    A Legionary shows one hand card per material demanded (003:258): the demander holds
    them while it only gathers afterwards. A victim who answers "Glory to Rome! (no Brick)"
    held no Brick then, until it draws again. Only the current turn is read, and a seat's
    facts are dropped as soon as a later event of its own might have changed its hand.
    Everything is read from the events' public fields (kind, seat, data), never their words.
    """
    turn = view["turn"]
    has: dict[int, Counter] = {}
    lacks: dict[int, set[str]] = {}
    for e in view["log"]:
        if e["turn"] != turn or e["player"] is None:
            continue
        who, kind, data = e["player"], e.get("kind"), e.get("data") or {}
        if kind == "demand":
            has.setdefault(who, Counter()).update(data["materials"])
            continue
        if kind == "no_match":
            lacks.setdefault(who, set()).add(data["material"])
            continue
        victim = data.get("owner")
        if kind == "take" and data.get("zone") == "hand" and victim != who:
            # the taker only gathers; the victim's hand lost one card of that material
            if victim in has and has[victim][data["material"]] > 0:
                has[victim][data["material"]] -= 1
            continue
        has.pop(who, None)  # anything else this seat does may have changed its hand
        if not (kind == "think" and data.get("option") == "jack"):  # a Jack adds no material
            lacks.pop(who, None)
    return ({s: +c for s, c in has.items() if +c}, {s: x for s, x in lacks.items() if x})


def _entry(e: dict) -> dict:
    """A log entry rebuilt from a view's line: worded as that seat read it, its cards those
    the seat saw (a sample's other seats read the same words: they exist only in a search)."""
    out = {"turn": e["turn"], "seat": e["player"], "kind": e.get("kind", "log"),
           "text": e["text"]}
    if e.get("cards"):
        out["cards"] = list(e["cards"])
        out["template"] = e["text"].replace("{", "{{").replace("}", "}}")
        out["words"] = {}
    if e.get("data"):
        out["data"] = dict(e["data"])
    return out


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

    def __init__(self, view: dict, public: dict, use_log: bool = True):
        rules = Rules.from_dict(public["rules"])
        s = State(rules, list(public["names"]), 0)
        deck = s.deck
        s.pool = _ids(view["pool"])
        s.leader, s.turn, s.role = view["leader"], view["turn"], view["role"]
        s.sites = dict(view["sites"]["in_town"])
        s.out_sites = dict(view["sites"]["out_of_town"])
        s.log = ([dict(e) for e in public["log"]] if "log" in public
                 else [_entry(e) for e in view["log"]])
        s.over, s.winners = view["is_over"], list(view["winners"])
        s.end_reason = view["end_reason"]
        s.end_code = view.get("end_code")
        s.moves_played = public["moves_played"]

        placed = set(known_ids(view))
        self.hidden_hands: list[tuple[int, int]] = []  # (seat, index) of unknown hand cards
        self.hidden_vault: list[tuple[int, int]] = []
        players = []
        for i, pv in enumerate(view["players"]):
            p = Player(pv["name"])
            shown = _ids(pv.get("revealed", []))  # hand cards a Legionary showed this turn
            p.revealed = shown
            p.hand = _ids(pv["hand"]) if pv["hand"] is not None else \
                shown + [-1] * (pv["hand_count"] - len(shown))
            if pv["hand"] is None:
                self.hidden_hands += [(i, k) for k in range(len(shown), pv["hand_count"])]
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
        # card fields may hold slots ({"slot": ...}) until a sample deals the hidden cards
        self.stack = [frame_from_dict(f, rules.edition) for f in public["stack"]]
        self.base = s
        self.has, self.lacks = log_facts(view) if use_log else ({}, {})
        self.has.pop(view["seat"], None)
        self.lacks.pop(view["seat"], None)
        self.mat = deck.material
        s.quiet = True  # deals are for search: no one reads their log
        active_powers(s)  # the buildings are the same in every deal: one power table for all

    def sample(self, rng: random.Random | int | None = None) -> State:
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        s = self.base.copy()
        s.seed = rng.randrange(2**32)
        jacks, orders = self.free_jacks[:], self.free_orders[:]
        shuffle(rng, jacks)  # rng.shuffle's very draws, compiled (core/shuffle.py)
        shuffle(rng, orders)
        # The Jack pile takes Jacks; the others left over are hidden in hands (never in the
        # deck or a vault: they are not Order cards).
        s.jacks = [jacks.pop() for _ in range(self.n_pile_jacks)]
        hands = self.hidden_hands
        pinned: dict[int, int] = {}  # hidden hand slot -> a card of a material shown (has)
        for seat, need in self.has.items():
            slots = [k for k, (i, _) in enumerate(hands) if i == seat]
            shuffle(rng, slots)
            for mat, count in sorted(need.items()):
                for _ in range(count):
                    c = next((c for c in orders if self.mat[c] == mat), None)
                    if c is None or not slots or len(pinned) + len(jacks) >= len(hands):
                        break
                    orders.remove(c)
                    pinned[slots.pop()] = c
        free = [k for k in range(len(hands)) if k not in pinned]
        jack_slots = set(rng.sample(free, len(jacks)))
        for k, (i, j) in enumerate(hands):
            c = pinned.get(k)
            if c is None:
                c = jacks.pop() if k in jack_slots else orders.pop()
            s.players[i].hand[j] = c
        for i, j in self.hidden_vault:
            s.players[i].vault[j] = orders.pop()
        if not self.draw_known:
            s.draw = [orders.pop() for _ in range(self.n_draw)]
            if self.lacks:
                self._respect_lacks(s, rng, set(pinned))
        s.out_of_play = self.oop_jacks_all + orders
        for i, p in enumerate(s.players):
            for k, seen in enumerate(self.vault_seen[i]):
                if seen:
                    s.vault_seen[p.vault[k]] = seen
        s.stack = [_resolve(f, s) for f in self.stack]
        return s


    def _respect_lacks(self, s: State, rng: random.Random, pinned: set[int]) -> None:
        """Swap a card a hand is known to lack for a random draw-pile card that fits."""
        mat = self.mat
        for k, (i, j) in enumerate(self.hidden_hands):
            lacks = self.lacks.get(i)
            if not lacks or k in pinned:
                continue
            hand = s.players[i].hand
            if mat[hand[j]] not in lacks:
                continue
            ok = [x for x, c in enumerate(s.draw) if mat[c] not in lacks]
            if ok:
                x = rng.choice(ok)
                hand[j], s.draw[x] = s.draw[x], hand[j]


def _resolve(f: Frame, s: State) -> Frame:
    """A public frame with its slots turned back into (sampled) card ids."""

    def res(v):
        if isinstance(v, dict) and "slot" in v:
            zone, owner, k = v["slot"]
            if zone == "draw":
                return s.draw[k]
            if zone == "out_of_play":
                return s.out_of_play[k]
            return getattr(s.players[owner], zone)[k]
        return v

    return f.with_cards(res)


def all_cards(s: State) -> list[int]:
    """Every card id in every zone of a state (each should appear exactly once)."""
    out = list(s.draw) + list(s.pool) + list(s.jacks) + list(s.out_of_play)
    for p in s.players:
        out += p.hand + p.camp + p.clientele + p.stockpile + p.vault
        for b in p.buildings:
            out += [b.foundation] + b.materials
    return out

"""One turn: lead or think, follow or think, actions in order, end of turn (003:108-123)."""

from __future__ import annotations

from itertools import combinations

from ...core.moves import Move
from ...core.protocol import Candidate
from .catalogue import ROLES
from .powers import any_hook, anyone_answers, hooks, inactive, seat_hooks
from .reasons import Why, absent_names, article, mark, refuse, withhold
from .roles.thinker import do_think, think_moves
from .state import State
from .steps import Step, step


def petition_size(s: State, seat: int) -> int | None:
    size = s.rules.petition_size
    by_hook = seat_hooks(s, seat)
    if by_hook:
        for pw in by_hook.get("petition_size", ()):
            size = pw.petition_size(s, seat, size)
    return size


NO_PETITION = ("this game has no petitions: several cards of one role stand for a Jack only "
               "by a building's function (000:498)")
_HEADS = {"lead": "lead {}:", "follow": "follow:", "more": "also play:"}


def petition_refusal(size: int | None, k: int) -> str | None:
    """Why `k` cards of one role are not a petition when petitions take `size`, or None."""
    if size is None:
        return NO_PETITION
    if k != size:  # two cards (003:133), three in Imperium (003:646)
        cite = "003:646" if size == 3 else "003:133"
        return f"a petition is {size} cards of one role played as a Jack ({cite})"
    return None


def _petitions(s: State, seat: int, role: str | None, verb: str, why: Why = None) -> list[Move]:
    """N Order cards of one role played as a Jack (003:133). `role` None: leader picks it.

    Cards of one name are interchangeable, so each multiset of names is offered once.
    """
    hand = s.players[seat].hand
    size = petition_size(s, seat)
    if why is not None:
        for k in (2, 3):  # the petition sizes of the rulebooks: the other one is refused
            reason = petition_refusal(size, k)
            if reason is not None:
                why.extend(Candidate(m, reason) for m in _combos(s, hand, k, role, verb))
    if not size or len(hand) < size:
        return []
    return _combos(s, hand, size, role, verb)


def _combos(s: State, hand: list[int], size: int, role: str | None, verb: str) -> list[Move]:
    """The moves playing `size` Order cards of one role from `hand` as a Jack."""
    deck = s.deck
    names, role_index = deck.name, deck.role_index
    counts = [0] * 7  # per role index; the last slot counts Jacks (index -1)
    for c in hand:
        counts[role_index[c]] += 1
    out: list[Move] = []
    book = None
    for r in range(6):
        if counts[r] < size:
            continue
        if book is None:
            book = _book(s)
        # sorted by name, so each combination lists its names in order
        group = sorted((c for c in hand if role_index[c] == r), key=names.__getitem__)
        seen: set[tuple[str, ...]] = set()
        for combo in combinations(group, size):
            key = tuple(names[c] for c in combo)
            if key in seen:
                continue
            seen.add(key)
            ms = book.get((verb, combo, role))
            if ms is None:
                listed = " + ".join(key)
                head = _HEADS[verb]
                ms = book[verb, combo, role] = tuple(
                    Move(verb, f"{head.format(led)} petition {listed}", combo, led,
                         data=("petition",))
                    for led in ([role] if role else ROLES))
            out += ms
    return out


def _book(s: State) -> dict:
    """Moves already made for this deck, by what defines them: a move is an immutable value
    (verb, cards, role), so the lead and follow moves of a card are built once per deck."""
    book = s.deck.__dict__.get("move_book")
    if book is None:
        book = s.deck.move_book = {}
    return book


def _other_ways(s: State, seat: int, role: str | None, verb: str, why: Why) -> list[Move]:
    """Besides a card of the role or a Jack: a petition, a way a building adds, or thinking
    instead."""
    out = _petitions(s, seat, role, verb, why)
    by_hook = seat_hooks(s, seat)
    if by_hook:
        for pw in by_hook.get("lead_moves", ()):
            out += pw.lead_moves(s, seat, verb == "lead", why)
    if why is not None:
        for pw in inactive(s, seat, "lead_moves"):
            since = mark(why)
            withhold(why, pw.not_owned(), pw.lead_moves(s, seat, verb == "lead", why), since)
    return out + think_moves(s, seat, why=why)


def _not_in_hand(s: State, why: list, present: set[str], verb: str, text, cite: str) -> None:
    """Refuse the texts naming cards the hand does not hold (`text(name)`: the texts): cards
    are played from the hand (`cite`)."""
    for name in absent_names(s, present):
        for t in text(name):
            refuse(why, Move(verb, t), f"no {name} in your hand: cards are played from the "
                                       f"hand ({cite})")


def lead_moves(s: State, seat: int, why: Why = None) -> list[Move]:
    deck = s.deck
    book = _book(s)
    out: list[Move] = []
    seen = set()
    for c in s.players[seat].hand:
        name = deck.name[c]
        if name in seen:
            continue
        seen.add(name)
        ms = book.get(("lead", c))
        if ms is None:
            if deck.is_jack(c):
                ms = tuple(Move("lead", f"lead {r}: Jack", (c,), r) for r in ROLES)
            else:
                ms = (Move("lead", f"lead {deck.role[c]}: {name}", (c,), deck.role[c]),)
            book["lead", c] = ms
        out += ms
        if why is not None and not deck.is_jack(c):
            own = deck.role[c]
            for r in ROLES:
                if r != own:
                    refuse(why, Move("lead", f"lead {r}: {name}", (c,), r),
                           f"{article(name)} leads its own role, {own}; only a Jack or a "
                           "petition leads any role (003:127)")
    if why is not None:
        _not_in_hand(s, why, seen, "lead", lambda n: [f"lead {r}: {n}" for r in (
            ROLES if n == "Jack" else (deck.type_of[n].role,))], "003:115")
    return out + _other_ways(s, seat, None, "lead", why)


def follow_moves(s: State, seat: int, why: Why = None) -> list[Move]:
    deck = s.deck
    book = _book(s)
    role = s.role
    out = []
    seen = set()
    for c in s.players[seat].hand:
        name = deck.name[c]
        if name in seen:
            continue
        seen.add(name)
        if deck.role[c] == role or deck.is_jack(c):
            m = book.get(("follow", c, role))
            if m is None:
                m = book["follow", c, role] = Move("follow", f"follow: {name}", (c,), role)
            out.append(m)
        elif why is not None:
            refuse(why, Move("follow", f"follow: {name}", (c,), role), wrong_role(role))
    if why is not None:
        _not_in_hand(s, why, seen, "follow", lambda n: [f"follow: {n}"], "003:118")
    return out + _other_ways(s, seat, role, "follow", why)


def wrong_role(role: str) -> str:
    return f"follow {role} with {article(role)} card, a Jack or a petition (003:116, 003:127)"


def play_cards(s: State, seat: int, cards: tuple[int, ...]) -> None:
    """Move cards from hand to camp; they earn one action (a petition counts as one Jack)."""
    p = s.players[seat]
    for c in cards:
        p.hand.remove(c)
        p.camp.append(c)
    p.played += 1


def _describe(s: State, m: Move) -> str:
    names = [s.deck.name[c] for c in m.cards]
    if m.data and m.data[0] == "petition":
        return "a petition of " + " + ".join(names)
    return " + ".join(names)


def _after_play(s: State, seat: int) -> None:
    """Hooks that follow a lead or follow: more cards of the role, early actions."""
    if not seat_hooks(s, seat):
        return
    if any_hook(s, seat, "acts_early", s.role):
        push_early_actions(s, seat)
    if any_hook(s, seat, "plays_several"):
        s.stack.append({"kind": "more", "seat": seat})


def push_actions(s: State, seat: int) -> None:
    """The seat's block of actions of the led role (its end asks the after-actions hook)."""
    s.stack.append({"kind": "actions", "seat": seat, "role": s.role})


def push_early_actions(s: State, seat: int) -> None:
    s.players[seat].acted_early = True
    push_actions(s, seat)


def push_end_of_turn(s: State) -> None:
    s.stack.append({"kind": "end_turn"})


def after_follow_think(s: State, seat: int) -> None:
    """A follower who thinks may still act early with clients (A-10), after drawing."""
    if s.role and any_hook(s, seat, "acts_early", s.role):
        push_early_actions(s, seat)


def think_instead(s: State, f: dict) -> None:
    """Turn the current lead/follow/think decision into a plain Thinker decision.

    Used by powers that act before the Thinker option (a discard): the continuation
    of the decision is kept, and a think frame with no further extras goes on top.
    """
    seat = f["seat"]
    s.stack.pop()
    if f["kind"] == "lead":
        push_end_of_turn(s)
    elif f["kind"] == "follow":
        after_follow_think(s, seat)
    elif f["kind"] == "think" and f.get("left", 1) > 1:
        s.stack.append(dict(f, left=f["left"] - 1))
    s.stack.append({"kind": "think", "seat": seat, "left": 1, "extras": False})


@step
class LeadStep(Step):
    kind = "lead"

    def moves(self, s, f, why=None):
        return lead_moves(s, f["seat"], why)

    def apply(self, s, f, m):
        seat = f["seat"]
        s.stack.pop()
        if m.verb == "think":
            push_end_of_turn(s)
            do_think(s, seat, m)
            return
        s.role = m.role
        play_cards(s, seat, m.cards)
        s.say(seat, f"{s.players[seat].name} leads {m.role} with {_describe(s, m)}")
        push_end_of_turn(s)
        s.stack.append({"kind": "start_actions"})
        for k in range(s.n - 1, 0, -1):
            s.stack.append({"kind": "follow", "seat": (seat + k) % s.n})
        _after_play(s, seat)

    def prompt(self, s, f):
        return f"{s.players[f['seat']].name}: lead a role or think"


@step
class FollowStep(Step):
    kind = "follow"

    def moves(self, s, f, why=None):
        return follow_moves(s, f["seat"], why)

    def apply(self, s, f, m):
        seat = f["seat"]
        s.stack.pop()
        if m.verb == "think":
            after_follow_think(s, seat)
            do_think(s, seat, m)
            return
        play_cards(s, seat, m.cards)
        s.say(seat, f"{s.players[seat].name} follows with {_describe(s, m)}")
        _after_play(s, seat)

    def prompt(self, s, f):
        return f"{s.players[f['seat']].name}: follow {s.role} or think"


@step
class MoreStep(Step):
    """Play further cards of the role for further actions (a power may allow it)."""

    kind = "more"

    def moves(self, s, f, why=None):
        deck = s.deck
        seat = f["seat"]
        out = []
        seen = set()  # names offered
        looked = set()  # names in hand
        for c in s.players[seat].hand:
            name = deck.name[c]
            if name in looked:
                continue
            looked.add(name)
            if deck.is_jack(c) or deck.role[c] == s.role:
                seen.add(name)
                out.append(Move("more", f"also play: {name}", (c,), s.role))
            elif why is not None:
                refuse(why, Move("more", f"also play: {name}", (c,), s.role),
                       f"only {article(s.role)} card, a Jack or a petition gives one more "
                       f"{s.role} action (003:519)")
        if why is not None:
            _not_in_hand(s, why, looked, "more", lambda n: [f"also play: {n}"], "003:519")
        # A petition counts as one more card, like the Jack it stands for.
        out += _petitions(s, seat, s.role, "more", why)
        # So does a card a power lets stand for the role.
        for pw in hooks(s, seat, "lead_moves"):
            for m in pw.lead_moves(s, seat, False):
                name = m.text.split(": ", 1)[1]
                if name not in seen:
                    seen.add(name)
                    out.append(m._replace(text=f"also play: {name}"))
        return out + [Move("done", "done")] if out else []

    def apply(self, s, f, m):
        if m.verb == "done":
            s.stack.pop()
            return
        play_cards(s, f["seat"], m.cards)
        s.say(f["seat"], f"{s.players[f['seat']].name} also plays {_describe(s, m)}")

    def prompt(self, s, f):
        return f"{s.players[f['seat']].name}: play another {s.role} card, or done"


@step
class StartActions(Step):
    """After every follow decision: the Leader acts, then the others clockwise (003:119-120)."""

    kind = "start_actions"
    automatic = True

    def run(self, s, f):
        for k in range(s.n - 1, -1, -1):
            seat = (s.leader + k) % s.n
            p = s.players[seat]
            # A thinker without clients has no action this turn: a client hired now waits.
            if not p.acted_early and (p.played or p.clientele):
                push_actions(s, seat)


@step
class EndTurn(Step):
    """End-of-turn powers (A-13), in clockwise order from the Leader, then the cleanup."""

    kind = "end_turn"
    automatic = True

    def run(self, s, f):
        s.stack.append({"kind": "cleanup"})
        if not anyone_answers(s, "end_of_turn"):
            return
        for k in range(s.n - 1, -1, -1):
            seat = (s.leader + k) % s.n
            for pw in reversed(hooks(s, seat, "end_of_turn")):
                pw.end_of_turn(s, seat)


@step
class Cleanup(Step):
    """Role cards to the Pool, Jacks to their pile, the Leader card passes left (003:121-123)."""

    kind = "cleanup"
    automatic = True

    def run(self, s, f):
        for p in s.players:
            for c in p.camp:
                (s.jacks if s.deck.is_jack(c) else s.pool).append(c)
            p.camp = []
            p.hired = []
            p.played = p.used = 0
            p.acted_early = False
            p.did = []
        s.vault_seen = {}
        s.role = None
        s.leader = (s.leader + 1) % s.n
        s.turn += 1
        s.stack.append({"kind": "lead", "seat": s.leader})

"""One turn: lead or think, follow or think, actions in order, end of turn (003:108-123)."""

from __future__ import annotations

from typing import Final, cast

from ...core.moves import Move
from .cards import inner
from .events import record, slots
from .leading import follow_moves, lead_moves, not_in_hand, petitions
from .machine import Step, step
from .powers import any_hook, anyone_answers, hooks, seat_hooks
from .reasons import Why, article, refuse
from .roles.thinker import do_think
from .stack import Actions, Cleanup, EndTurn, Follow, Lead, More, StartActions, Think
from .state import State
from .zones import take_out

#: Shared frames are frozen values, and the turn pushes the same few every turn: each is made
#: once (a seat's Lead and Follow for each of the 2 to 5 seats).
_END_TURN: Final = EndTurn()
_CLEANUP: Final = Cleanup()
_START_ACTIONS: Final = StartActions()
_LEAD: Final = tuple(Lead(seat) for seat in range(5))
_FOLLOW: Final = tuple(Follow(seat) for seat in range(5))
#: "{0} + {1}" for the cards of a play, by count (`slots` is a cached call: slower)
_PLUS_SLOTS: Final = tuple(slots(n, " + ") for n in range(8))
#: A one-card play's template by its head ("{who} follows with {0}"), made once each
_ONE_CARD: Final[dict[str, str]] = {}
#: A play of several cards' template by its head, then by count (negative: not a petition)
_SEVERAL: Final[dict[str, dict[int, str]]] = {}
#: A play's log data and words, by petition (0 or 1) and role, shared by its lines
#: (`events.record`): some hundred plays a game make no dict of their own
_PLAY_NOTES: Final[tuple[dict[str | None, tuple[dict, dict]], ...]] = ({}, {})


def play_cards(s: State, seat: int, cards: tuple[int, ...]) -> None:
    """Move cards from hand to camp; they earn one action (a petition counts as one Jack)."""
    p = s.players[seat]
    for c in cards:
        take_out(p.hand, c)
        p.camp.append(c)
    p.played += 1


def _say_played(s: State, seat: int, kind: str, head: str, m: Move) -> None:
    """Log a lead, follow or extra card: "{who} leads Architect with Tower"."""
    if s.quiet:  # a search's deal: its wording would be built for nobody
        return
    petition = bool(m.data) and m.data[0] == "petition"
    n = len(m.cards)
    if not petition and n == 1:  # the usual play: one card
        template = _ONE_CARD.get(head) or _ONE_CARD.setdefault(head, head + "{0}")
    else:
        template = _several(head, n, petition)
    by_role = _PLAY_NOTES[1 if petition else 0]
    notes = by_role.get(m.role)
    if notes is None:
        notes = by_role[m.role] = ({"role": m.role, "petition": petition}, {"role": m.role})
    # `record` directly: `say(..., *m.cards)` would pack the cards and words on every play
    record(s, seat, kind, template, m.cards, None, None, notes[0], notes[1])


def _several(head: str, n: int, petition: bool) -> str:
    """The template of a play of `n` cards, a petition or not, made once per head and count:
    "{who} leads Architect with a petition of {0} + {1}"."""
    by_count = inner(_SEVERAL, head)
    key = n if petition else -n
    template = by_count.get(key)
    if template is None:
        template = by_count[key] = head + ("a petition of " if petition else "") + (
            _PLUS_SLOTS[n] if n < len(_PLUS_SLOTS) else slots(n, " + "))
    return template


def _after_play(s: State, seat: int) -> None:
    """Hooks that follow a lead or follow: more cards of the role, early actions."""
    if not seat_hooks(s, seat):
        return
    if any_hook(s, seat, "acts_early", s.role):
        push_early_actions(s, seat)
    if any_hook(s, seat, "plays_several"):
        s.stack.append(More(seat))


def push_actions(s: State, seat: int) -> None:
    """The seat's block of actions of the led role (its end asks the after-actions hook)."""
    s.stack.append(Actions(seat, cast(str, s.role)))  # a role is led while seats act


def push_early_actions(s: State, seat: int) -> None:
    s.players[seat].acted_early = True
    push_actions(s, seat)


def push_end_of_turn(s: State) -> None:
    s.stack.append(_END_TURN)


def after_follow_think(s: State, seat: int) -> None:
    """A follower who thinks may still act early with clients (A-10), after drawing."""
    if s.role and seat_hooks(s, seat) and any_hook(s, seat, "acts_early", s.role):
        push_early_actions(s, seat)


def think_instead(s: State, f: Lead | Follow | Think) -> None:
    """Turn the current lead/follow/think decision into a plain Thinker decision.

    Used by powers that act before the Thinker option (a discard): the continuation
    of the decision is kept, and a think frame with no further extras goes on top.
    """
    seat = f.seat
    s.stack.pop()
    if isinstance(f, Lead):
        push_end_of_turn(s)
    elif isinstance(f, Follow):
        after_follow_think(s, seat)
    elif isinstance(f, Think) and f.left > 1:
        rest = f.copy()
        rest.left -= 1
        s.stack.append(rest)
    s.stack.append(Think(seat, left=1, extras=False))


class LeadStep(Step[Lead]):
    kind = "lead"

    def moves(self, s: State, f: Lead, why: Why = None) -> list[Move]:
        return lead_moves(s, f.seat, why)

    def apply(self, s: State, f: Lead, m: Move) -> None:
        seat = f.seat
        # the turn's end takes the Lead's place (the stack never empties, which would give
        # its storage back to the system allocator: machine.pop_frame)
        s.stack[-1] = _END_TURN
        if m.verb == "think":
            do_think(s, seat, m)
            return
        s.role = m.role
        play_cards(s, seat, m.cards)
        _say_played(s, seat, "lead", "{who} leads {role} with ", m)
        s.stack.append(_START_ACTIONS)
        for k in range(s.n - 1, 0, -1):
            s.stack.append(_FOLLOW[(seat + k) % s.n])
        _after_play(s, seat)

    def prompt(self, s: State, f: Lead) -> str:
        return f"{s.players[f.seat].name}: lead a role or think"


step(LeadStep)


class FollowStep(Step[Follow]):
    kind = "follow"

    def moves(self, s: State, f: Follow, why: Why = None) -> list[Move]:
        return follow_moves(s, f.seat, why)

    def apply(self, s: State, f: Follow, m: Move) -> None:
        seat = f.seat
        s.stack.pop()
        if m.verb == "think":
            after_follow_think(s, seat)
            do_think(s, seat, m)
            return
        play_cards(s, seat, m.cards)
        _say_played(s, seat, "follow", "{who} follows with ", m)
        _after_play(s, seat)

    def prompt(self, s: State, f: Follow) -> str:
        return f"{s.players[f.seat].name}: follow {s.role} or think"

    def fields(self, s: State, f: Follow) -> dict:
        return {"role": s.role}


step(FollowStep)


class MoreStep(Step[More]):
    """Play further cards of the role for further actions (a power may allow it)."""

    kind = "more"

    def moves(self, s: State, f: More, why: Why = None) -> list[Move]:
        deck = s.deck
        seat = f.seat
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
                       f"only {article(cast(str, s.role))} card, a Jack or a petition gives "
                       f"one more {s.role} action (003:519)")
        if why is not None:
            not_in_hand(s, why, looked, "more", lambda n: [f"also play: {n}"], "003:519")
        # A petition counts as one more card, like the Jack it stands for.
        out += petitions(s, seat, s.role, "more", why)
        # So does a card a power lets stand for the role.
        for pw in hooks(s, seat, "lead_moves"):
            for m in pw.lead_moves(s, seat, False):
                name = m.text.split(": ", 1)[1]
                if name not in seen:
                    seen.add(name)
                    out.append(m._replace(text=f"also play: {name}"))
        # With cards in hand the player is asked even when none fits, so the table cannot
        # tell (rulings: "The shape of a decision"); an empty hand is public.
        return out + [Move("done", "done")] if out or s.players[f.seat].hand else []

    def apply(self, s: State, f: More, m: Move) -> None:
        if m.verb == "done":
            s.stack.pop()
            return
        play_cards(s, f.seat, m.cards)
        _say_played(s, f.seat, "also_play", "{who} also plays ", m)

    def prompt(self, s: State, f: More) -> str:
        return f"{s.players[f.seat].name}: play another {s.role} card, or done"

    def fields(self, s: State, f: More) -> dict:
        return {"role": s.role}


step(MoreStep)


class StartActionsStep(Step[StartActions]):
    """After every follow decision: the Leader acts, then the others clockwise (003:119-120)."""

    kind = "start_actions"
    automatic = True

    def run(self, s: State, f: StartActions) -> None:
        for k in range(s.n - 1, -1, -1):
            seat = (s.leader + k) % s.n
            p = s.players[seat]
            # A thinker without clients has no action this turn: a client hired now waits.
            if not p.acted_early and (p.played or p.clientele):
                push_actions(s, seat)


step(StartActionsStep)


class EndTurnStep(Step[EndTurn]):
    """End-of-turn powers (A-13), in clockwise order from the Leader, then the cleanup."""

    kind = "end_turn"
    automatic = True

    def run(self, s: State, f: EndTurn) -> None:
        s.stack.append(_CLEANUP)
        if not anyone_answers(s, "end_of_turn"):
            return
        for k in range(s.n - 1, -1, -1):
            seat = (s.leader + k) % s.n
            for pw in reversed(hooks(s, seat, "end_of_turn")):
                pw.end_of_turn(s, seat)


step(EndTurnStep)


class CleanupStep(Step[Cleanup]):
    """Role cards to the Pool, Jacks to their pile, the Leader card passes left (003:121-123)."""

    kind = "cleanup"
    automatic = True

    def run(self, s: State, f: Cleanup) -> None:
        order = s.deck.order_count
        for p in s.players:
            # each list emptied in place (a state's lists are its own: copies slice them)
            if p.camp:
                for c in p.camp:
                    (s.jacks if c >= order else s.pool).append(c)  # Jacks to their pile
                p.camp.clear()
            if p.hired:
                p.hired.clear()
            p.played = p.used = 0
            p.acted_early = False
            if p.did:
                p.did.clear()
            if p.revealed:
                p.revealed.clear()
        if s.vault_seen:
            s.vault_seen.clear()
        s.role = None
        s.leader = (s.leader + 1) % s.n
        s.turn += 1
        s.stack.append(_LEAD[s.leader])


step(CleanupStep)

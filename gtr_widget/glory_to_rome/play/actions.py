"""A player's block of actions of the led role (or a burst a building grants).

Frame: `frames.Actions` (a fixed burst has `left`; `open` while an action can still take
extras a building allows). The role modules say what one action can do; this step counts the
actions and lets the player pass the rest.

Which client gave an action, for a power that acts on it once the action is over (a
Triclinium): a burst granted to one client names it (`client_card`: a Bath's or a Domus's new
client); a burst whose every action is a client's says so (`clients`, a Watermill); in a
block, any client of the role may have given any action beyond the cards played, and the
power asks the player which one did. `acting` counts the actions of the move just made until
that is settled; `clients_gone` the actions given by clients that left the block since.
"""

from __future__ import annotations

from typing import Final

from ...core.moves import Move
from .limits import actions_left, client_actions, consume
from .machine import Step, step
from .powers import anyone_answers, hooks, inactive
from .reasons import Why, article, mark, refuse, withhold
from .stack import Actions
from .state import State

PASS: Final = Move("pass", "pass")  # ends the rest of the block
SKIP: Final = Move("skip", "skip")  # forgoes this one action; the next follows (000:139)


def any_hands(s: State) -> tuple[list[int], list[int]]:
    """Two hands that could do whatever any hand could: one Order card of each material
    (small, tried first) and one of each name (every card's own rules)."""
    made = s.deck.memo.get("any_hands")
    if made is None:
        deck, orders = s.deck, range(s.deck.order_count)
        made = s.deck.memo["any_hands"] = (list({deck.material[c]: c for c in orders}.values()),
                                   list({deck.name[c]: c for c in orders}.values()))
    return made


DONE: Final = Move("done", "done")


class RoleActions:
    """What one action of a role can do; each role module subclasses it (a base class, not a
    protocol, so that the compiled build calls the role's methods directly)."""

    #: Whether the role's own moves depend on the hand (a Craftsman's do, a Patron's never)
    reads_hand = True

    def moves(self, s: State, seat: int, f: Actions, left: int, why: Why = None) -> list[Move]:
        raise NotImplementedError

    def apply(self, s: State, seat: int, f: Actions, m: Move) -> None:
        raise NotImplementedError


ROLE_ACTIONS: Final[dict[str, RoleActions]] = {}


def begin(s: State, f: Actions, k: int = 1) -> None:
    """Count an action as taken (once per action, even when it has several parts)."""
    if not f.open:
        consume(s, f, k)
        did = s.players[f.seat].did
        if f.role not in did:
            did.append(f.role)


def start_action(s: State, f: Actions, k: int = 1) -> None:
    """Take an action (counted once) and leave it open, so a building may add to it."""
    begin(s, f, k)
    f.open = True


def close(f: Actions) -> None:
    f.open = False


def unowned_extras(s: State, seat: int, role: str, f: Actions, why: list) -> None:
    """The moves buildings the seat lacks would add to this action, each refused because
    the building is not the seat's (its own conditions come after that)."""
    for pw in inactive(s, seat, "action_moves"):
        if not pw.adds_to_role(role):
            continue
        since = mark(why)
        withhold(why, pw.not_owned(), pw.action_moves(s, seat, role, f, why), since)


def client_offers(s: State, f: Actions, why: Why = None) -> list[Move]:
    """What powers offer once an action that a client may have given is over (a Triclinium:
    that client into the Vault); none unless the frame's last move took actions."""
    if not f.acting or not anyone_answers(s, "client_acted"):
        return []
    seat = f.seat
    return [m for pw in hooks(s, seat, "client_acted") for m in pw.client_acted(s, seat, f, why)]


def source(s: State, f: Actions) -> str:
    """Where a frame's actions come from: "lead", "follow", "clients" (a thinker's), or the
    building whose burst it is ("Amphitheatre", "Bath", "Garden"...)."""
    if f.left is not None:
        return f.source or "burst"
    p = s.players[f.seat]
    if p.acted_early:
        return "early"
    if not p.played:
        return "clients"
    return "lead" if f.seat == s.leader else "follow"


class ActionStep(Step[Actions]):
    kind = "actions"

    def moves(self, s: State, f: Actions, why: Why = None) -> list[Move]:
        seat, role = f.seat, f.role
        if f.open:
            since = len(why) if why is not None else 0
            extra = [m for pw in hooks(s, seat, "action_moves") if pw.adds_to_role(role)
                     for m in pw.action_moves(s, seat, role, f, why)]
            if extra:
                if why is not None:
                    unowned_extras(s, seat, role, f, why)
                return extra + [DONE]
            close(f)  # only while advancing: a waiting open action always has extras
            if why is not None:
                del why[since:]
        if f.acting is not None:  # the action just taken is over: what follows it, first
            offers = client_offers(s, f, why)
            if offers:
                return offers
            f.acting = None  # nothing to offer now, nor later (only while advancing, as above)
        left = actions_left(s, f)
        if left <= 0:
            return []
        out = ROLE_ACTIONS[role].moves(s, seat, f, left, why)
        for pw in hooks(s, seat, "action_moves"):
            if pw.adds_to_role(role):
                out += pw.action_moves(s, seat, role, f, why)
        if why is not None:
            unowned_extras(s, seat, role, f, why)
            if left <= 1 or not out:
                refuse(why, SKIP, "skip forgoes one action of several; with this one left, "
                                  "pass (000:139)")
        if out and left > 1:
            out.append(SKIP)
        out.append(PASS)
        return out

    def forced(self, s: State, f: Actions, moves: list[Move]) -> Move | None:
        if len(moves) == 1 and moves[0] is PASS and not self._hand_could_act(s, f):
            return PASS  # nothing this action could do, whatever the hand holds
        return None

    def auto_note(self, s: State, f: Actions, m: Move) -> str | None:
        n = actions_left(s, f)
        return (f"{s.players[f.seat].name}: {n} {f.role} action{'s' if n != 1 else ''} "
                "passed, nothing could be done")

    def _hand_could_act(self, s: State, f: Actions) -> bool:
        """Whether some hand of this size could act here. Passing for the player only when
        none could keeps the shape of the game from showing a hidden hand (rulings: "The
        shape of a decision"): a seat with cards in hand is asked, even if only "pass" fits."""
        p = s.players[f.seat]
        if not p.hand:
            return False  # an empty hand is public: its count is shown
        if not (ROLE_ACTIONS[f.role].reads_hand or hooks(s, f.seat, "action_moves")
                or anyone_answers(s, "client_acted")):
            return False  # nothing here reads the hand: every hand has only this "pass"
        real = p.hand
        try:
            for hand in any_hands(s):
                p.hand = list(hand)
                if len(self.moves(s, f.copy())) > 1:
                    return True
            return False
        finally:
            p.hand = real

    def apply(self, s: State, f: Actions, m: Move) -> None:
        if m.verb == "pass":
            s.stack.pop()
            self.finish(s, f)
            return
        if m.verb == "done":
            close(f)
            return
        if m.verb == "skip":
            consume(s, f)
            f.acting = None  # a skipped action is nobody's
            if not s.quiet:
                s.say(f.seat, "skip", "{who} skips {a_role} action", role=f.role,
                      a_role=article(f.role))
            return
        ROLE_ACTIONS[f.role].apply(s, f.seat, f, m)

    def finish(self, s: State, f: Actions) -> None:
        """A seat's block of the led role is over: powers that act then."""
        if f.left is not None or not anyone_answers(s, "after_actions"):
            return  # a burst granted by a building is not the seat's block
        for pw in hooks(s, f.seat, "after_actions"):
            pw.after_actions(s, f.seat)

    def fields(self, s: State, f: Actions) -> dict:
        """The role, the actions left, where they come from, and whether this is the open
        action's follow-up (an Aqueduct or Bar part added to a Patron action)."""
        seat = f.seat
        out = {"role": f.role, "left": actions_left(s, f), "source": source(s, f),
               "stage": "extra" if f.open else "client" if client_offers(s, f)
               else "action"}
        if f.left is None:  # a block: the cards played and the clients' share of it
            p = s.players[seat]
            out["cards"] = p.played
            out["clients"] = client_actions(s, seat, f.role)
        if f.open:  # the buildings that may add to it (not which can: hands are hidden)
            out["extras"] = sorted({pw.name for pw in hooks(s, seat, "action_moves")})
        return out

    def prompt(self, s: State, f: Actions) -> str:
        name = s.players[f.seat].name
        if f.open:
            return f"{name}: add to this {f.role} action, or done"
        if client_offers(s, f):
            powers = ", ".join(sorted({pw.name for pw in hooks(s, f.seat, "client_acted")}))
            return f"{name}: {powers} — the client who gave this {f.role} action"
        n = actions_left(s, f)
        return f"{name}: {f.role} action ({n} left)"


step(ActionStep)

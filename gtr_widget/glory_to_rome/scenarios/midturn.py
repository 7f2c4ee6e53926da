"""Mid-turn positions for the builder: a role already led, each other seat having followed,
thought or still to decide, without replaying the lead and the follows (003:112-120)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ...core.errors import PositionError
from ..play.cards import ROLES
from ..play.leading import petition_size
from ..play.stack import EndTurn, Follow, StartActions
from ..play.state import State

Play = bool | str | list[str]


def _petition_sizes(s: State, seat: int) -> set[int]:
    """The petition sizes the seat may play: the rulebook's, and a lower one by a power
    (003:133, 003:646, 003:399)."""
    base = s.rules.petition_size
    if not base:
        return set()
    return {base, petition_size(s, seat) or base}


def _play(s: State, seat: int, role: str, play: Play, take: Callable[..., int]) -> None:
    """Put the cards a seat led or followed with into its camp: True is a card of the role,
    a name is that card (of the role, or a Jack), a list of names is a petition."""
    deck, p = s.deck, s.players[seat]
    if play is True:
        cards = [take(role, by="role")]
    elif isinstance(play, str):
        cards = [take(play, by="name")]
        c = cards[0]
        if not deck.is_jack(c) and deck.role[c] != role:
            raise PositionError(
                f"seat {seat} cannot play {play} for {role}: only {role} cards, a Jack or a "
                "petition lead or follow it (003:116, 003:127)")
    else:
        assert play is not False, "a seat that thought played no card (start_mid_turn)"
        names = list(play)
        cards = [take(n, by="name") for n in names]
        roles = {deck.role[c] for c in cards}
        sizes = _petition_sizes(s, seat)
        if len(roles) != 1 or None in roles or len(cards) not in sizes:
            allowed = " or ".join(map(str, sorted(sizes))) or "no"
            raise PositionError(
                f"seat {seat}'s {' + '.join(names)} is not a petition: {allowed} cards of one "
                "role stand for a Jack (003:133, 003:646)")
    p.camp.extend(cards)
    p.played = 1


def start_mid_turn(s: State, led: str, leader: int, lead_with: Play,
                   followed: Mapping[int, Play], take: Callable[..., int]) -> None:
    """Set the turn as if `leader` had led `led` and each seat in `followed` had decided:
    True / a name / a petition list: followed with it; False: thought (drawing is left to
    the description: the hands are as given). Seats not listed are still to decide, in
    clockwise order, so the listed ones must come first clockwise from the Leader."""
    if led not in ROLES:
        raise PositionError(f"{led!r} is not a role: one of {', '.join(ROLES)}")
    if lead_with is False:
        raise PositionError("a Leader who thinks leads no role (003:112): leave `led` out")
    order = [(leader + k) % s.n for k in range(1, s.n)]
    for seat in followed:
        if seat == leader or seat not in order:
            raise PositionError(f"seat {seat} cannot follow: the Leader is seat {leader} "
                                f"of {s.n}")
    decided = [seat in followed for seat in order]
    if decided != sorted(decided, reverse=True):
        raise PositionError("seats follow in clockwise order from the Leader (003:116): "
                            "a seat cannot have decided before the one on its right")
    s.role = led
    _play(s, leader, led, lead_with, take)
    for seat in order:
        if seat in followed and followed[seat] is not False:
            _play(s, seat, led, followed[seat], take)
    s.stack = [EndTurn(), StartActions()]
    s.stack += [Follow(seat) for seat in reversed(order) if seat not in followed]

"""Merchant: a material from the stockpile into the vault, within its limit (003:277-285)."""

from __future__ import annotations

from ....core.moves import Move
from ..actions import ROLE_ACTIONS, RoleActions, start_action
from ..cards import MATERIALS
from ..events import zone_of
from ..limits import limit
from ..reasons import Why, offer
from ..stack import Actions
from ..state import State
from ..zones import take_out
from .naming import choices, refuse_short_takes, take_moves, taking


def vault_full(s: State, seat: int, cite: str = "003:281") -> str | None:
    """Why nothing can go into the vault now (it is at its limit), or None."""
    n = limit(s, seat, "vault")
    if len(s.players[seat].vault) < n:
        return None
    return f"your vault is full: its limit is {n}, your Influence and what adds to it ({cite})"


def sell(s: State, seat: int, card: int, source: list[int], seen: str | None,
         where: str) -> None:
    """Into the vault. `seen`: who knows the card this turn ("all", "owner" or None)."""
    p = s.players[seat]
    origin = None if s.quiet else zone_of(s, source)
    take_out(source, card)
    p.vault.append(card)
    if seen:
        s.vault_seen[card] = seen
    if origin is not None:
        private = None if seen == "all" else ((seat,) if seen == "owner" else ())
        s.say(seat, "vault", "{who} puts {0:m} {where} into the vault", card,
              known_to=private, where=where, public="{who} puts a card {where} into the vault",
              data={"face_up": seen == "all", **origin})


class Merchant(RoleActions):
    reads_hand = False  # materials come from the stockpile

    def moves(self, s: State, seat: int, f: Actions, left: int,
              why: Why = None) -> list[Move]:
        full = vault_full(s, seat)
        if why is None:
            return [] if full is not None else take_moves(
                s, "merchant", s.players[seat].stockpile, "stockpile", False)
        return _merchant_refusals(s, seat, full, why)

    def apply(self, s: State, seat: int, f: Actions, m: Move) -> None:
        start_action(s, f)
        sell(s, seat, m.cards[0], s.players[seat].stockpile, "all", "from the stockpile")


def _merchant_refusals(s: State, seat: int, full: str | None, why: list) -> list[Move]:
    """A Merchant's moves with every refusal (apart from the fast path: the refusals'
    lambdas would make the compiled `moves` build a closure at every call)."""
    found = choices(s, s.players[seat].stockpile, s.deck.material)
    out = taking(s, "merchant", found, "stockpile")
    if full is not None:
        out = offer(out, full, why)
    refuse_short_takes(why, "merchant", MATERIALS, found, "from stockpile", "your stockpile",
                       "no {} in your stockpile to sell (003:277)", "003:277")
    return out


ROLE_ACTIONS["Merchant"] = Merchant()

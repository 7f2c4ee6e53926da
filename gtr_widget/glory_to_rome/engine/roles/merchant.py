"""Merchant: a material from the stockpile into the vault, within its limit (003:277-285)."""

from __future__ import annotations

from ....core.moves import Move
from ..actions import ROLE_ACTIONS, start_action
from ..limits import limit
from ..state import State
from ..zones import first_each


def has_vault_room(s: State, seat: int) -> bool:
    return len(s.players[seat].vault) < limit(s, seat, "vault")


def sell(s: State, seat: int, card: int, source: list[int], seen: str | None,
         where: str) -> None:
    """Into the vault. `seen`: who knows the card this turn ("all", "owner" or None)."""
    p = s.players[seat]
    source.remove(card)
    p.vault.append(card)
    if seen:
        s.vault_seen[card] = seen
    what = f"{s.deck.name[card]} ({s.deck.material[card]})" if seen == "all" else "a card"
    s.say(seat, f"{p.name} puts {what} {where} into the vault")


class Merchant:
    def moves(self, s, seat, f, left):
        if not has_vault_room(s, seat):
            return []
        stock = s.players[seat].stockpile
        return [Move("merchant", f"merchant: {mat} from stockpile", (c,))
                for mat, c in first_each(stock, s.deck.material).items()]

    def apply(self, s, seat, f, m):
        start_action(s, f)
        sell(s, seat, m.cards[0], s.players[seat].stockpile, "all", "from the stockpile")


ROLE_ACTIONS["Merchant"] = Merchant()

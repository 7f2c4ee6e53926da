"""Moving cards between zones, and the draw pile's end-of-game trigger."""

from __future__ import annotations

from .scoring import end_game
from .state import State


def take_out(zone: list[int], card: int) -> None:
    """`zone.remove(card)`: compiled, this loop compares ids as machine ints, where
    `list.remove` compares each card before it through Python's generic comparison (a play,
    a take or a lay removes one card from a hand or the Pool on most moves); `pop(i)` is
    compiled to a direct call, where `del zone[i]` goes through Python's generic deletion."""
    for i in range(len(zone)):
        if zone[i] == card:
            zone.pop(i)
            return
    raise ValueError(f"card {card} is not in the zone")


def draw(s: State, seat: int, k: int) -> int:
    """Draw up to `k` cards into a hand; return how many came. An empty deck ends the game."""
    return len(draw_to(s, s.players[seat].hand, k))


def draw_to(s: State, zone: list[int], k: int) -> list[int]:
    """Move up to `k` cards from the top of the draw pile to `zone` (A-3 decides the end)."""
    got = []
    for _ in range(k):
        if not s.draw:
            if s.rules.deck_end == "draw":
                end_game(s, "the draw deck ran out", code="deck_empty")
            break
        got.append(s.draw.pop())
    zone.extend(got)
    end_if_deck_empty(s)
    return got


def end_if_deck_empty(s: State) -> None:
    """Taking the last card of the draw pile ends the game at once when A-3 reads "empty".

    For a power that moves the top card by its own means (hired, sold) and must finish that
    move, hooks included, before the game may end."""
    if not s.draw and s.rules.deck_end == "empty":
        end_game(s, "the draw deck ran out", code="deck_empty")


def first_of(s: State, zone: list[int], *, material: str | None = None,
             role: str | None = None, name: str | None = None) -> int | None:
    """The first card in a zone with the given material, role or name (a canonical pick)."""
    deck = s.deck
    for c in zone:
        if material is not None and deck.material[c] != material:
            continue
        if role is not None and deck.role[c] != role:
            continue
        if name is not None and deck.name[c] != name:
            continue
        return c
    return None


def distinct(s: State, zone: list[int], *, jacks: bool = False) -> dict[str, int]:
    """One card per name in a zone: {name: first id}, in zone order (Jacks only if asked)."""
    out: dict[str, int] = {}
    names = s.deck.name
    n_orders = s.deck.order_count
    for c in zone:
        if c >= n_orders and not jacks:
            continue
        out.setdefault(names[c], c)
    return out

"""The building powers' hand-card offers (play/hand_offers.py) give the same legal moves, in
the same order, whether or not refusals are asked: the legal path (every move while
advancing) skips the name dict the refusal path builds. One Order card per name, the first in
hand order; a Jack never (Jacks are never materials or clients, 003:129), and refused with the
power's reason only when refusals are asked."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget import Game
from gtr_widget.core.moves import Move
from gtr_widget.core.protocol import Candidate
from gtr_widget.glory_to_rome.play.hand_offers import hand_cards

JACK_REASON = "a Jack is never a material (003:129)"


def _make(name: str, card: int) -> Move:
    return Move("test_offer", f"offer {name}", (card,))


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 20), hand=st.lists(st.integers(0, 149), max_size=14))
def test_the_legal_path_offers_what_the_refusal_path_allows(seed: int, hand: list[int]) -> None:
    s = Game.new(3, edition="republic", seed=seed)._state
    s.players[1].hand = hand
    key = f"test offers {seed}"  # a table of this test's own moves
    legal = hand_cards(s, 1, None, _make, JACK_REASON, key)
    why: list[Candidate] = []
    allowed = hand_cards(s, 1, why, _make, JACK_REASON, key)
    assert legal == allowed
    orders = s.deck.order_count
    firsts: dict[str, int] = {}
    for c in hand:
        if c < orders:
            firsts.setdefault(s.deck.name[c], c)
    assert [m.cards[0] for m in legal] == list(firsts.values())
    jacks = [c for c in hand if c >= orders]
    assert [c.reason for c in why] == ([JACK_REASON] if jacks else [])
    assert [c.move.cards[0] for c in why] == jacks[:1]

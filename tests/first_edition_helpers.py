"""Small helpers for the first-edition building tests (tests/buildings/test_first_*.py)."""

from __future__ import annotations

import pytest

from gtr_widget.glory_to_rome.play import IllegalMove


def refused(g, text: str) -> None:
    """`text` raises IllegalMove and changes nothing (state, history, view)."""
    before_view, before_json = g.view(None), g.to_json()
    with pytest.raises(IllegalMove):
        g.play(text)
    assert g.view(None) == before_view
    assert g.to_json() == before_json


def names(g, cards) -> list[str]:
    return sorted(g.state.deck.name[c] for c in cards)


def mats(g, cards) -> list[str]:
    return sorted(g.state.deck.material[c] for c in cards)


def roles(g, cards) -> list[str]:
    return sorted(g.state.deck.role[c] for c in cards)


def texts(g) -> list[str]:
    return [m.text for m in g.legal_moves()]


def play(g, *moves: str):
    for m in moves:
        g.play(m)
    return g


def acting(g, seat: int) -> bool:
    """Whether `seat` is now taking actions (a role block or a burst)."""
    return g.decision is not None and g.decision.player == seat and \
        g.state.stack[-1].kind == "actions"

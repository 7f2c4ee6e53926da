"""Moves name their card where different cards would answer the same words (issue 12, §3).

A Pool or stockpile card is offered by its role or material; where the zone holds different
names for those words, each move names its card, and the short text is refused with a reason.
"""

from __future__ import annotations

import random

import pytest
from helpers import assert_refused

from gtr_widget import Game
from gtr_widget.glory_to_rome.scenarios.builder import build


def _names(g, cards):
    return [g.state.deck.name[c] for c in cards]


def test_patron_names_the_client_when_two_legionaries_differ():
    """003:181: a Patron hires a client from the Pool; the Pool holds two different Legionary
    cards (Brick), so each is its own move."""
    g = build(2, hands={0: ["Temple"]}, pool=["Atrium", "Foundry"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    texts = sorted(str(m) for m in g.legal_moves() if m.verb == "patron")
    assert texts == ["patron: Legionary from pool (Atrium)",
                     "patron: Legionary from pool (Foundry)"]
    assert_refused(g, "patron: Legionary from pool", "say which")
    g.play("patron: Legionary from pool (Foundry)")
    assert _names(g, g.state.players[0].clientele) == ["Foundry"]
    assert "Atrium" in _names(g, g.state.pool) and "Foundry" not in _names(g, g.state.pool)


def test_short_text_stays_where_it_is_unambiguous():
    g = build(2, hands={0: ["Temple"]}, pool=["Atrium", "Atrium", "Dock"], leader=0)
    g.play("lead Patron: Temple")
    g.play("think: take Jack")
    assert {str(m) for m in g.legal_moves() if m.verb == "patron"} == {
        "patron: Legionary from pool", "patron: Craftsman from pool"}


def test_laborer_merchant_and_architect_name_the_material_card():
    """003:197 (Laborer from the Pool), 003:277 (Merchant from the stockpile), 003:232
    (Architect from the stockpile): two different Brick cards are two moves."""
    g = build(2, hands={0: ["Road"], 1: ["Jack"]}, pool=["Atrium", "Foundry"], leader=0)
    g.play("lead Laborer: Road")
    g.play("think: take Jack")
    assert_refused(g, "laborer: Brick from pool", "different Brick cards")
    g.play("laborer: Brick from pool (Atrium)")
    assert _names(g, g.state.players[0].stockpile) == ["Atrium"]

    g = build(2, hands={0: ["Villa"]}, stockpile={0: ["Atrium", "Foundry"]}, leader=0)
    g.play("lead Merchant: Villa")
    g.play("think: take Jack")
    g.play("merchant: Brick from stockpile (Foundry)")
    assert _names(g, g.state.players[0].vault) == ["Foundry"]

    g = build(2, hands={0: ["Tower"]}, stockpile={0: ["Atrium", "Foundry"]},
              buildings={0: [{"name": "Shrine", "materials": []}]}, leader=0)
    g.play("lead Architect: Tower")
    g.play("think: take Jack")
    assert_refused(g, "architect: add Brick to Shrine", "say which")
    g.play("architect: add Brick (Foundry) to Shrine")
    assert _names(g, g.state.players[0].stockpile) == ["Atrium"]


def _zones(g) -> list[list[int]]:
    s = g.state
    seat = g.decision.player
    own = [] if seat is None else [s.players[seat].stockpile, s.players[seat].vault]
    return [s.pool, *own]


def _same_words_checked(g) -> int:
    """Every legal move taking one Pool/stockpile/vault card has a twin, with its own text,
    for each differently named card of the same material and role in that zone."""
    deck = g.state.deck
    moves = g.legal_moves()
    texts = [str(m) for m in moves]
    assert len(set(texts)) == len(texts), texts
    by_shape = {}
    for m in moves:
        if len(m.cards) == 1:
            by_shape.setdefault((m.verb, m.role, m.target), {})[deck.name[m.cards[0]]] = str(m)
    checked = 0
    for m in moves:
        if len(m.cards) != 1:
            continue
        c = m.cards[0]
        for zone in _zones(g):
            if c not in zone:
                continue
            offered = by_shape[m.verb, m.role, m.target]
            for c2 in zone:
                if (deck.name[c2] != deck.name[c] and deck.material[c2] == deck.material[c]
                        and deck.material[c] is not None):
                    checked += 1
                    assert deck.name[c2] in offered, (str(m), deck.name[c2], offered)
    return checked


@pytest.mark.parametrize("edition", ["republic", "imperium", "first"])
def test_random_games_never_hide_a_card_behind_shared_words(edition):
    checked = 0
    for seed in range(2):
        g = Game.new(3, edition=edition, seed=seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if g.is_over:
                break
            checked += _same_words_checked(g)
            g.play(rng.choice(g.legal_moves()))
    assert checked > 0  # the situation arose and was checked

"""The lead and follow lists, built in one list with each hand group's petition key made in
one pass, offer exactly what the rules list, in a fixed order: each card name once (a Jack
leads any role), then the petitions, then the Thinker's options. The oracle below is written
from the rulebook, not from the engine's tables; the seeded fingerprints pin whole games."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget import Game
from gtr_widget.core.errors import IllegalMove
from gtr_widget.core.moves import Move
from gtr_widget.glory_to_rome.play.cards import ROLES, deck_for
from gtr_widget.glory_to_rome.play.leading import follow_moves, lead_moves
from gtr_widget.glory_to_rome.play.machine import play

DECK_SIZE = deck_for("republic", 6).size
HANDS = st.lists(st.integers(0, DECK_SIZE - 1), unique=True, max_size=12)
LED = st.sampled_from([None, *ROLES])


def _state(hand: list[int], led: str | None):
    s = Game.new(3, edition="republic", seed=1)._state
    for q in s.players:  # the hand's cards are nowhere else
        q.hand = [c for c in q.hand if c not in hand]
    s.players[0].hand = list(hand)
    s.role = led
    return s


def _expected(s, hand: list[int], led: str | None) -> list[tuple[str, tuple[int, ...], str]]:
    """(text, cards, role) of each legal lead or follow, from the rules alone."""
    deck = s.deck
    out = []
    seen: set[str] = set()
    for c in hand:  # a card of the role, or a Jack (003:112-118), each name once
        name = deck.name[c]
        if name in seen:
            continue
        seen.add(name)
        if led is None:
            for r in (ROLES if deck.is_jack(c) else [deck.role[c]]):
                out.append((f"lead {r}: {name}", (c,), r))
        elif deck.is_jack(c) or deck.role[c] == led:
            out.append((f"follow: {name}", (c,), led))
    size = s.rules.petition_size  # two cards of one role as a Jack (003:133)
    for r in ROLES:
        group = [c for c in hand if deck.role[c] == r]
        first: dict[str, int] = {}
        for c in group:
            first.setdefault(deck.name[c], c)
        names = sorted(deck.name[c] for c in group)
        for combo in sorted(set(combinations(names, size))):
            used: dict[str, int] = {}
            cards = []
            for name in combo:  # the first cards of each name, in hand order
                k = used.get(name, 0)
                cards.append([c for c in group if deck.name[c] == name][k])
                used[name] = k + 1
            listed = " + ".join(combo)
            for role in ([led] if led else ROLES):
                head = f"lead {role}:" if led is None else "follow:"
                out.append((f"{head} petition {listed}", tuple(cards), role))
    think = ["think: take Jack"] if s.jacks else []  # 003:137-143
    think.append("think: refill" if len(hand) < s.rules.hand_size else "think: draw one")
    out += [(t, (), None) for t in think]
    return out


@settings(max_examples=200, deadline=None)
@given(hand=HANDS, led=LED)
def test_lead_and_follow_lists_are_what_the_rules_list(hand, led):
    s = _state(hand, led)
    make = lead_moves if led is None else follow_moves
    got = make(s, 0)
    assert [(m.text, m.cards, m.role) for m in got] == _expected(s, hand, led)


@settings(max_examples=100, deadline=None)
@given(hand=HANDS, led=LED)
def test_the_list_is_the_same_when_refusals_are_asked(hand, led):
    """Asking why the others are refused (`candidates`) changes nothing in the legal list."""
    s = _state(hand, led)
    make = lead_moves if led is None else follow_moves
    why: list = []
    assert make(s, 0, why) == make(s, 0)
    assert all(c.reason for c in why)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), pick=st.integers(0, 10**6))
def test_a_move_equal_to_a_legal_one_plays_as_the_legal_one(seed, pick):
    """The machine finds the played move by identity first: a Move rebuilt field by field
    (equal, not the same object) must still be accepted, and play the same."""
    a = Game.new(3, edition="republic", seed=seed)
    b = a.clone()
    legal = a.legal_moves()
    m = legal[pick % len(legal)]
    a.play(m)
    b.play(Move(*m))
    assert a.legal_moves() == b.legal_moves()
    assert a.view() == b.view()


def test_a_move_not_in_the_list_is_refused_and_changes_nothing():
    g = Game.new(3, edition="republic", seed=3)
    s = g.state
    legal = g.legal_moves()
    before = s.to_dict()
    fake = Move("lead", "lead Patron: Nothing", (999,), "Patron")
    try:
        play(s, legal, fake)
    except IllegalMove as e:
        assert "lead Patron: Nothing" in str(e)
    else:
        raise AssertionError("a move not among the legal ones was played")
    assert s.to_dict() == before

"""What a seat reads does not depend on the cards it cannot see: its view, its log, and the
shape of the decisions that follow (who is asked what), for both games.

A differential test. From positions of random games, for a seat k, the game's own sampler deals
a second full state consistent with what k knows: the cards k cannot see are dealt again among
the hidden places (other hands, deck orders, face-down cards). Both states then play the same
moves, where legal in both, and k must read the same on both: the same view, the same new log
lines, the same decision (kind and player), and, when k decides, the same moves. The walk
stops where a move shows k a card it could not see before (a draw, a new offer): from there the
two deals may rightly differ. Rulings: "The shape of a decision shows no hidden hand"
(docs/hidden-information.md; Glory to Rome 003:256-263, the Great City 001:83, 469).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from gtr_widget import Game as GloryToRome
from gtr_widget.core import Game
from gtr_widget.great_city import Game as GreatCity
from gtr_widget.great_city.play.cards import NAME
from gtr_widget.great_city.scenarios.builder import build

GAMES: dict[str, type[Game]] = {"glory_to_rome": GloryToRome, "great_city": GreatCity}
#: Log kinds the rules make public about a hidden hand: Glory to Rome's victim without the
#: material says "Glory to Rome!" aloud (003:262). Like a card shown, it ends the walk.
SAID_ALOUD = {"no_match"}
#: Moves played after each position, at most.
STEPS = 12


def visible_ids(view: Any) -> set[int]:
    """Every card id a view shows (a card is a dict with an int "id", in both games)."""
    out: set[int] = set()
    todo = [view]
    while todo:
        x = todo.pop()
        if isinstance(x, dict):
            if isinstance(x.get("id"), int):
                out.add(x["id"])
            todo.extend(x.values())
        elif isinstance(x, list):
            todo.extend(x)
    return out


def _names(state: Any) -> Any:
    """Card names by id: copies of one card are alike, so which copy a line or a zone
    holds is no information (a Jack, two Residential 2), only the name is."""
    deck = getattr(state, "deck", None)
    return deck.name if deck is not None else NAME


def _without_ids(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _without_ids(v) for k, v in x.items() if k != "id"}
    if isinstance(x, list):
        return [_without_ids(v) for v in x]
    return x


class Table:
    """One state seen by seat k: its view, its log, the decision and the moves."""

    def __init__(self, engine: Any, state: Any, seat: int) -> None:
        self.engine, self.state, self.seat = engine, state, seat
        self.legal = engine.start(state)
        self.name = _names(state)

    def raw_view(self) -> dict:
        return self.engine.observe(self.state, self.seat)

    def view(self) -> dict:
        """The view, cards by name, without the log (compared line by line)."""
        return _without_ids({k: v for k, v in self.raw_view().items() if k != "log"})

    def lines(self) -> list[dict]:
        return [e.render(self.seat) for e in self.engine.events(self.state)]

    def log(self) -> list[tuple]:
        """The log's words and public facts. (Ids are left out: an old line names a copy by
        id only while it is in view, a Jack led again. Only the starting logs are compared
        whole: a dealt state's log is the seat's reading, which Glory to Rome words anew
        when a card leaves view, so later lines are compared as they come.)"""
        return [(e["turn"], e["player"], e["kind"], e["text"], e["data"]) for e in self.lines()]

    def shape(self) -> tuple | None:
        d = self.engine.decision(self.state)
        return None if d is None else (d.kind, d.player)

    def texts(self) -> list[str]:
        return [m.text for m in self.legal]

    def play(self, text: str) -> tuple[list[dict], bool]:
        """Play a move; return k's new log lines, up to the first that shows k a card it
        could not see (or says aloud what a hand lacks), and whether there was one."""
        before_log, before_ids = len(self.lines()), visible_ids(self.raw_view())
        _, self.legal = self.engine.play(self.state, self.legal, text)
        shown = visible_ids(self.raw_view()) - before_ids
        out = []
        for e in self.lines()[before_log:]:
            if set(e["cards"]) & shown or e["kind"] in SAID_ALOUD:
                return out, True
            out.append({**e, "cards": [self.name[c] for c in e["cards"]]})
        return out, bool(shown)


#: Deals tried per position: Glory to Rome's sampler may deal a Legionary's victim, whose
#: "give" is pending, no card of the material (then the deal reads otherwise at once).
DEALS = 20


def _dealt(engine: Any, state: Any, seat: int, rng: random.Random) -> Table | None:
    """A second state consistent with what `seat` reads now, or None if no deal was."""
    info = engine.information_state(state, seat)
    sample = engine.sampler(info)
    a = Table(engine, engine.copy(state), seat)
    for _ in range(DEALS):
        dealt = sample(rng)
        if getattr(dealt, "quiet", False):
            dealt.quiet = False  # Glory to Rome's search deals keep no log: this one must
        b = Table(engine, dealt, seat)
        if a.view() == b.view() and a.log() == b.log():
            return b
    return None


def same_for_seat(engine: Any, state: Any, seat: int, rng: random.Random) -> int:
    """Deal k's unseen cards again and walk both states; return how many moves compared
    (-1: no deal read the same at the start)."""
    b = _dealt(engine, state, seat, rng)
    if b is None:
        return -1
    a = Table(engine, engine.copy(state), seat)
    compared = 0
    for _ in range(STEPS):
        assert a.shape() == b.shape(), "the decision's shape tells a hidden card"
        if a.shape() is None:
            break
        if a.shape()[1] == seat:
            assert a.texts() == b.texts(), "the seat's own moves depend on unseen cards"
        common = sorted(set(a.texts()) & set(b.texts()))
        if not common:
            break
        move = rng.choice(common)
        lines_a, shown_a = a.play(move)
        lines_b, shown_b = b.play(move)
        compared += 1
        if a.shape() is None or b.shape() is None:  # the end uncovers every card (003:285)
            assert a.shape() == b.shape(), f"after {move!r} one deal ended the game"
            break
        assert lines_a == lines_b, f"after {move!r} seat {seat}'s log tells a hidden card"
        if shown_a or shown_b:  # from here the two deals may show k different cards
            break
        assert a.view() == b.view(), f"after {move!r} seat {seat}'s view tells a hidden card"
    return compared


def _positions(game: type[Game], players: int, seed: int, every: int):
    """States of a random game every `every` moves (copies), to its end."""
    g = game.new(players, seed=seed)
    rng = random.Random(seed)
    k = 0
    while not g.is_over:
        if k % every == every // 2:
            yield g.engine.copy(g.state)
        g.play(rng.choice(g.legal_moves()))
        k += 1


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_positions_read_the_same_whatever_the_unseen_cards(name: str,
                                                                  players: int) -> None:
    game = GAMES[name]
    compared, undealt = 0, 0
    for seed in (1, 2):
        rng = random.Random(seed * 10 + players)
        for state in _positions(game, players, seed, every=9):
            for seat in range(players):
                n = same_for_seat(game.engine, state, seat, rng)
                compared += max(n, 0)
                undealt += n < 0
    assert compared > 100, "too few moves compared: the test checks little"
    assert undealt <= compared // 20, "the sampler rarely deals what the seat reads"


# -- the Great City's automatic steps that used to tell a hidden card -----------------------

def _deals(engine: Any, state: Any, seat: int, tries: int = 12) -> list[int]:
    """Moves compared per deal (each deal a different rng)."""
    return [same_for_seat(engine, state, seat, random.Random(k)) for k in range(tries)]


def test_a_school_keep_among_identical_cards_tells_nothing() -> None:
    """Ann draws two Residential 2 with a School (001:469): Bo reads what he would read if
    she had drawn any two cards."""
    g = build({"players": 3, "round": 4, "phase": "act",
               "turn": {"seat": 0, "space": 5, "bricks": 3},
               "seats": [{"hand": ["School"], "city": {"c4": "Vegetable Farm",
                                                       "d4": "Residential 2",
                                                       "c3": "Residential 3"}}],
               "deck_tops": {"III": ["Residential 2", "Residential 2"]}})
    g.play("build School at d3")
    assert min(_deals(g.engine, g.state, 1)) >= 1


def test_a_hand_that_cannot_be_built_tells_nothing() -> None:
    """Ann takes a Sheep Farm in the open with one brick and no coin (001:130-136): whether
    her secret card could be built is hers to say, by passing."""
    g = build({"players": 3, "round": 4, "phase": "take", "turn": {"seat": 0, "space": 1},
               "seats": [{"hand": ["Sheep Farm"], "coins": 0}],
               "offer": [["Vegetable Farm", "II"]], "strip": "BCCBB"})
    assert min(_deals(g.engine, g.state, 1)) >= 1


def test_a_draft_pick_among_identical_cards_tells_nothing() -> None:
    """001:83: the third picker, who has not seen the draft, learns nothing from how the
    second picker's choice is made."""
    for seed in range(2000):
        g = GreatCity.new(3, seed=seed)
        names = [NAME[c] for c in g.state.draft]
        if len(set(names)) == 2:
            break
    third = g.state.order[2]
    # a deal where the first pick can be made too (the third picker has not seen the cards)
    assert sum(n >= 1 for n in _deals(g.engine, g.state, third, tries=40)) >= 3

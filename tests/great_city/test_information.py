"""Information states hold no hidden card; resampled states agree with what the seat knows."""

from __future__ import annotations

import json
import random

import pytest
from gc_helpers import check_new_log_lines, hidden_from, ids_in, play_random

from gtr_widget.great_city import ENGINE, Game
from gtr_widget.great_city.play.state import misplaced


def ids_of(d: dict) -> set[int]:
    """Card ids an information state names in hands, decks and pending cards (its log is the
    seat's own, checked line by line as each is new: `check_new_log_lines`)."""
    out: set[int] = set()
    for cards in d["decks"].values():
        out |= {c for c in cards if isinstance(c, int)}
    for key in ("draft", "school"):
        out |= {c for c in d[key] if isinstance(c, int)}
    for p in d["players"]:
        out |= {c for c in p["hand"] if isinstance(c, int)}
        out |= {int(c) for c in p["seen"]} | set(p["passed"])
        out |= {p["drafted"]} - {-1}
    out |= {int(c) for c in d["deck_seen"]}
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_information_state_hides_what_the_seat_cannot_know(players: int) -> None:
    for moves in (0, 1, 2, 30, 75, 130):
        g = play_random(players, seed=players + moves, moves=moves, shrine=True)
        for seat in range(players):
            info = ENGINE.information_state(g.state, seat)
            json.dumps(info)
            assert info["state"]["seed"] == 0
            assert not ids_of(info["state"]) & hidden_from(g, seat)
            assert [list(e[4]) for e in info["state"]["log"]] == \
                [e["cards"] for e in g.log_for(seat)], "its log names what the seat's log names"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_resampled_states_agree_with_the_seat(players: int) -> None:
    g = Game.new(players, seed=21)
    rng = random.Random(21)
    k = 0
    while not g.is_over:
        if k % 6 == 0:
            for seat in range(players):
                info = ENGINE.information_state(g.state, seat)
                deals = [ENGINE.resample(info, random.Random(x)) for x in range(3)]
                for s in deals:
                    assert misplaced(s) is None
                    mine, theirs = ENGINE.observe(s, seat), ENGINE.observe(g.state, seat)
                    for key in ("players", "offer", "influence_waiting", "strip", "decision",
                                "round", "phase"):
                        assert mine[key] == theirs[key], key
                    assert [m.text for m in Game(s).legal_moves()] == \
                        [m.text for m in g.legal_moves()] or g.decision.player != seat
        g.play(rng.choice(g.legal_moves()))
        k += 1


def test_resample_keeps_the_draft_knowledge() -> None:  # 001:83
    g = Game.new(3, seed=8)
    while g.state.phase == "draft":
        g.play(g.legal_moves()[0])
    first_picker = g.state.draft_order[0]
    passed = set(g.state.players[first_picker].passed)
    later = g.state.draft_order[1:]
    info = ENGINE.information_state(g.state, first_picker)
    for x in range(20):
        s = ENGINE.resample(info, random.Random(x))
        got = {c for i in later for c in s.players[i].hand}
        assert got == passed, "each later picker holds one of the cards passed on"


def test_a_card_a_school_put_under_a_deck_stays_in_its_owners_log_when_drawn_again() -> None:
    """Bo's School shows him Market and Grain Farm and puts Grain Farm under deck II
    (001:469); deck II runs low, and Ann's University draws it again (001:475). What Bo saw
    stays in his log, but nothing shows him Ann's look, and Cy, who never saw the card, reads
    it nowhere: the cards a School puts under a deck are its owner's to see (001:83-84, as the
    rules reference reads it, A-7). A log is history, so the simulations check each line once,
    when it is new (scripts/soak.py found this: a whole-log check called Bo's old line a
    leak)."""
    g = Game.new(3, seed=5000261)
    rng = random.Random(5000261)  # play_random's game, one move at a time
    for _ in range(170):
        g.play(rng.choice(g.legal_moves()))
    logs = check_new_log_lines(g)
    g.play(rng.choice(g.legal_moves()))  # Ann's University looks at deck II's last two cards
    s = g.state
    assert (s.phase, s.actor, sorted(s.school)) == ("school_keep", 0, [23, 30])
    assert [e["text"] for e in g.log_for(1) if 23 in e.get("cards", [])] == [
        "Bo looks at 2 cards from deck II: Market, Grain Farm",
        "Bo puts Grain Farm under deck II (automatic)"]
    assert 23 not in ids_in(g.view(1)) | ids_in(g.view(2)) | ids_in(g.log_for(2))
    check_new_log_lines(g, logs)  # the move's own lines name no card hidden from anyone
    with pytest.raises(AssertionError, match=r"seat 1's log names hidden cards \[23\]"):
        check_new_log_lines(g)  # read whole, Bo's old line would count as a leak

"""The table's timeline, for both games: a review shows a past position exactly as the table
showed it then (and leaks nothing, even after fair undo dealt the unseen cards again), the
page's review/goto/switch messages are parsed and checked like the others, jumps follow the
undo rule, the moves are grouped by turn, and they are synced only while the panel is open,
as patches of what changed (issue 28, item 1)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from gtr_widget.core import IllegalMove
from gtr_widget.widget.table import Table

GAMES = ["glory_to_rome", "great_city"]


def send(t: Table, content: object) -> None:
    t._on_msg(t, content, [])


def table(game: str, viewer: Any = 0, seed: int = 3, undo: str = "any") -> tuple[Table, list[Any]]:
    """A two-person table, and the list the custom messages to its page land in."""
    t = Table.new(players=2, game=game, seed=seed, viewer=viewer, pace=0, undo=undo)
    t.game.undo_rng = random.Random(seed)
    sent: list[Any] = []
    t._timeline_out = sent.append  # type: ignore[method-assign]
    return t, sent


def drawn(t: Table) -> tuple[dict[str, Any], list[Any]]:
    """What the table shows now, but the version (a review is drawn at the game's version)."""
    return {k: v for k, v in t.view.items() if k != "version"}, copy.deepcopy(t.log)


def play_recording(t: Table, moves: int, rng: random.Random) -> list[tuple[Any, list[Any]]]:
    """Play `moves` random moves on `t` (as scripts do), recording what it showed at each ply."""
    shown = [drawn(t)]
    for _ in range(moves):
        t.play(rng.choice(t.game.legal_moves()))
        shown.append(drawn(t))
    return shown


def cards(node: Any) -> set[tuple[int, str]]:
    """Every face-up card (an id with a name) anywhere in a view."""
    found: set[tuple[int, str]] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, dict):
            if isinstance(n.get("id"), int) and isinstance(n.get("name"), str):
                found.add((n["id"], n["name"]))
            stack.extend(n.values())
    return found


def snapshot(t: Table) -> tuple[Any, ...]:
    g = t.game
    return (g.to_json(), g.history, g.ply, g.lines, g.line, t.version,
            copy.deepcopy(t.view), t.timeline, t.moves)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("viewer", [0, 1, "all"])
def test_a_review_shows_the_position_as_the_table_showed_it_then(game: str, viewer: Any) -> None:
    t, _ = table(game, viewer)
    shown = play_recording(t, 24, random.Random(5))
    for ply in (0, 1, 7, 16, 23, 24):
        t.review(ply)
        assert drawn(t) == shown[ply]
        assert t.moves == [] and t.timeline["review"]["ply"] == ply  # read-only
    t.review(None)
    assert drawn(t) == shown[-1] and t.timeline["review"] is None


@pytest.mark.parametrize("game", GAMES)
def test_a_review_after_fair_undo_leaks_no_card_of_the_new_deal(game: str) -> None:
    # Fair undo deals the unseen cards again (docs/hidden-information.md); the moves undone
    # stay reviewable, but only as they were seen: never with a card of the new deal.
    t, _ = table(game, viewer=0)
    shown = play_recording(t, 30, random.Random(11))
    t.game.goto(12)  # fair: going back past a draw deals the unseen cards again
    t.refresh()
    for ply in (12, 20, 30):
        t.review(ply)
        view, log = drawn(t)
        assert (view, log) == shown[ply]
        assert cards(view) <= cards(shown[ply][0])
        assert cards(log) <= cards(shown[ply][1])


@pytest.mark.parametrize("game", GAMES)
def test_each_move_is_worded_as_the_viewer_read_it_in_the_log(game: str) -> None:
    t, sent = table(game, viewer=1)
    rng = random.Random(2)
    clocks = []
    for _ in range(40):
        clocks.append(t.game.engine.clock(t.game.state))
        t.play(rng.choice(t.game.legal_moves()))
    t.show_timeline()
    moves = sent[-1]["timeline"]["moves"]
    assert sent[-1]["timeline"]["start"] == 0 and len(moves) == 40
    assert [m[0] for m in moves] == clocks  # grouped by the turn (or round) of each move
    seat_log = {e["text"] for e in t.game.log_for(1)}
    worded = [m[1] for m in moves]
    assert sum(text in seat_log for text in worded) >= 0.75 * len(worded)  # all but log-less moves
    assert not {text for text in worded if text in {e["text"] for e in t.game.log}} - seat_log


@pytest.mark.parametrize("game", GAMES)
def test_moves_are_synced_only_while_open_and_only_what_changed(game: str) -> None:
    t, sent = table(game, viewer=0)
    rng = random.Random(4)
    for _ in range(10):
        t.play(rng.choice(t.game.legal_moves()))
    assert sent == [] and "lines" not in t.timeline  # closed: nothing but where the game is
    send(t, {"type": "timeline", "open": True})
    assert t.timeline["open"] and len(sent) == 1 and len(sent[0]["timeline"]["moves"]) == 10
    t.play(rng.choice(t.game.legal_moves()))
    patch = sent[-1]["timeline"]
    assert patch["start"] == 10 and len(patch["moves"]) == 1
    t.undo()
    assert len(sent) == 2  # the line has not changed: nothing sent
    send(t, {"type": "timeline", "open": False})
    t.redo()
    assert len(sent) == 2 and not t.timeline["open"]


@pytest.mark.parametrize("game", GAMES)
def test_goto_then_another_move_starts_a_line_and_switch_goes_back(game: str) -> None:
    t, sent = table(game, viewer="all")
    rng = random.Random(8)
    for _ in range(20):
        t.play(rng.choice(t.game.legal_moves()))
    first = list(t.game.history)
    send(t, {"type": "goto", "ply": 9, "version": t.version})
    assert t.error == "" and t.game.ply == 9 and t.game.history == first
    other = next(m for m in t.game.legal_moves() if m.text != first[9])
    send(t, {"type": "move", "id": t.game.legal_moves().index(other), "version": t.version})
    assert t.error == "" and len(t.game.lines) == 2
    send(t, {"type": "timeline", "open": True})
    assert t.timeline["lines"] == [[9, 20], [10, 10]] and t.timeline["line"] == 1
    send(t, {"type": "switch", "line": 0, "version": t.version})
    assert t.error == "" and t.game.history == first and t.game.ply == 20
    patch = sent[-1]["timeline"]  # another line: only the moves after the two part are sent
    assert patch["start"] == 9 and len(patch["moves"]) == 11


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("content", [
    {"type": "review"}, {"type": "review", "ply": "3", "version": 0},
    {"type": "review", "ply": -1, "version": 0}, {"type": "review", "ply": True, "version": 0},
    {"type": "review", "ply": 2.0, "version": 0}, {"type": "review", "ply": 99, "version": 0},
    {"type": "goto", "version": 0}, {"type": "goto", "ply": None, "version": 0},
    {"type": "goto", "ply": 99, "version": 0}, {"type": "goto", "ply": 2, "version": -1},
    {"type": "switch", "line": 3, "version": 0}, {"type": "switch", "line": "0", "version": 0},
    {"type": "timeline", "open": "yes"}, {"type": "timeline"},
    {"type": "goto", "ply": 10**9, "version": 0},
])
def test_malformed_or_out_of_range_timeline_messages_change_nothing(game: str,
                                                                    content: dict) -> None:
    t, _ = table(game, viewer="all")
    rng = random.Random(1)
    for _ in range(6):
        t.play(rng.choice(t.game.legal_moves()))
    message = dict(content)
    if message.get("version") == 0:
        message["version"] = t.version
    before = snapshot(t)
    send(t, message)
    assert t.error.startswith("Refused:")
    assert snapshot(t) == before


@pytest.mark.parametrize("game", GAMES)
def test_a_stale_jump_is_refused(game: str) -> None:
    t, _ = table(game, viewer="all")
    t.play(t.game.legal_moves()[0])
    stale = t.version
    t.play(t.game.legal_moves()[0])
    before = snapshot(t)
    for kind, field in (("goto", "ply"), ("switch", "line"), ("review", "ply")):
        send(t, {"type": kind, field: 0, "version": stale})
        assert "older table" in t.error
        assert snapshot(t) == before


@pytest.mark.parametrize("game", GAMES)
def test_jumps_follow_the_undo_rule_and_review_is_always_allowed(game: str) -> None:
    t, _ = table(game, viewer=0, undo="none")
    rng = random.Random(6)
    for _ in range(8):
        t.play(rng.choice(t.game.legal_moves()))
    before = snapshot(t)
    send(t, {"type": "goto", "ply": 2, "version": t.version})
    assert "undo='none'" in t.error and snapshot(t) == before
    send(t, {"type": "review", "ply": 2, "version": t.version})
    assert t.error == "" and t.timeline["review"]["ply"] == 2 and t.game.ply == 8
    # "own": back over the viewer's own moves only.
    t.undo_rule = "own"
    movers = t.line_movers()
    theirs = max(k for k, m in enumerate(movers) if m != 0)
    before = snapshot(t)
    send(t, {"type": "goto", "ply": theirs, "version": t.version})
    assert "undo='own'" in t.error and snapshot(t) == before
    mine = [k for k in range(theirs + 1, 8) if all(m == 0 for m in movers[k:])]
    if mine:
        send(t, {"type": "goto", "ply": mine[0], "version": t.version})
        assert t.error == "" and t.game.ply == mine[0]


@pytest.mark.parametrize("game", GAMES)
def test_a_review_ends_when_the_line_it_showed_is_gone(game: str) -> None:
    t, _ = table(game, viewer="all")
    rng = random.Random(9)
    for _ in range(10):
        t.play(rng.choice(t.game.legal_moves()))
    t.review(6)
    t.play(rng.choice(t.game.legal_moves()))  # the line grows: the past stays
    assert t.reviewing == 6
    t.game.goto(3, exact=True)
    t.game.play(next(m for m in t.game.legal_moves() if m.text != t.game.history[3]))
    t.refresh()  # another line: what was reviewed is not on it
    assert t.reviewing is None and t.timeline["review"] is None and t.moves
    with pytest.raises(IllegalMove):
        t.review(99)


@pytest.mark.parametrize("game", GAMES)
def test_each_engine_counts_its_events_as_its_log_holds_them(game: str) -> None:
    # The timeline finds each move's log lines by this count (Engine.event_count).
    t, _ = table(game)
    g, rng = t.game, random.Random(3)
    for _ in range(60):
        assert g.engine.event_count(g.state) == len(g.engine.events(g.state))
        g.play(rng.choice(g.legal_moves()))


@pytest.mark.parametrize("game", GAMES)
def test_a_hot_seat_words_the_moves_alike_for_everyone_and_sends_each_once(game: str) -> None:
    # Several people share a hot seat's screen: the timeline says what every seat may read,
    # so it is not sent again each time the person deciding changes (bytes per move).
    t, sent = table(game, viewer="hotseat")
    t.show_timeline()
    rng = random.Random(7)
    for n in range(40):
        t.play(rng.choice(t.game.legal_moves()))
        patch = sent[-1]["timeline"]
        assert patch["start"] == n and len(patch["moves"]) == 1
    worded = [m[1] for p in sent for m in p["timeline"]["moves"]]
    logs = [{e["text"] for e in t.game.log_for(s)} for s in range(2)]
    full = {e["text"] for e in t.game.log}
    for made, text in zip(t._tl_moves.made, worded, strict=True):
        if made.first == made.end:  # a move that wrote no log line (test_timeline_words.py)
            continue
        assert text in logs[0] | logs[1]  # a sentence of the log ...
        if text in full:  # ... and one with every card named only when both seats read it
            assert text in logs[0] and text in logs[1], text


@pytest.mark.parametrize("game", GAMES)
def test_a_move_sent_while_the_past_is_shown_is_refused(game: str) -> None:
    t, _ = table(game, viewer="all")
    rng = random.Random(5)
    for _ in range(6):
        t.play(rng.choice(t.game.legal_moves()))
    legal = t.game.legal_moves()[0].text
    t.review(3)
    before = snapshot(t)
    send(t, {"type": "text", "text": legal, "version": t.version})
    assert "read-only" in t.error and snapshot(t) == before
    send(t, {"type": "move", "id": 0, "version": t.version})
    assert "read-only" in t.error and snapshot(t) == before
    send(t, {"type": "review", "ply": None, "version": t.version})
    send(t, {"type": "text", "text": legal, "version": t.version})
    assert t.error == "" and t.game.ply == 7

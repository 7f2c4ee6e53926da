"""Log lines are kept as tuples until someone reads the log (`log.entries`): whenever and
however often the log is read, and whichever copy reads it, it says the same."""

from __future__ import annotations

import random

from gtr_widget import Game
from gtr_widget.glory_to_rome.play.events import entries, text_of


def _play(g: Game, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if g.is_over:
            return
        g.play(rng.choice(g.legal_moves()))


def _twins(seed: int = 4) -> tuple[Game, Game]:
    return Game.new(3, seed=seed), Game.new(3, seed=seed)


def test_reading_the_log_midway_changes_nothing_it_says() -> None:
    read, unread = _twins()
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(6):
        _play(read, 25, rng_a)
        _play(unread, 25, rng_b)
        read.view(0)  # a view renders the log: its lines become dicts, the next stay tuples
        assert any(isinstance(e, dict) for e in read.state.log)
    assert any(isinstance(e, tuple) for e in unread.state.log)
    saved = unread.state.to_dict()  # saved before anything read its log
    assert read.state.to_dict() == saved and read.to_json() == unread.to_json()
    assert read.log == unread.log and read.log_for(1) == unread.log_for(1)


def test_the_unread_lines_are_always_the_newest() -> None:
    g = Game.new(3, seed=9)
    rng = random.Random(9)
    _play(g, 40, rng)
    entries(g.state)
    _play(g, 40, rng)
    kinds = [isinstance(e, tuple) for e in g.state.log]
    assert True in kinds and False in kinds
    assert kinds == sorted(kinds)  # dicts first, then tuples: `entries` converts the tail
    assert all(isinstance(e, dict) for e in entries(g.state))


def test_a_copy_reads_its_own_log_and_leaves_the_original_as_it_was() -> None:
    g = Game.new(3, seed=5)
    _play(g, 60, random.Random(5))
    copy = g.clone()
    copied_lines = copy.log
    assert all(isinstance(e, tuple) for e in g.state.log[-3:])  # the original still unread
    assert g.log == copied_lines


def test_game_over_is_the_last_line_of_the_move_that_ended_the_game() -> None:
    """The game ends at once (003:301) inside a draw, but the log tells the draw first."""
    import random

    from gtr_widget import Game

    for seed in range(4):
        g = Game.new(3, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            if seed % 2:
                assert g.log  # read midway: some lines become entries, the newest do not
            g.play(rng.choice(g.legal_moves()))
        kinds = [e["kind"] for e in g.log]
        assert kinds.count("game_over") == 1 and kinds[-1] == "game_over", kinds[-3:]


def _read(seed: int) -> tuple[Game, list[dict]]:
    g = Game.new(3, seed=seed)
    _play(g, 150, random.Random(seed))
    return g, entries(g.state)


def test_lines_that_share_their_notes_read_as_entries_of_their_own() -> None:
    """Plays and thinks keep shared words and data until the log is read (`events.record`):
    each entry gets copies, with its seat's name, so changing one entry changes no other
    line, in this game or the next."""
    g, lines = _read(11)
    thinks = [e for e in lines if e["kind"] == "think" and e.get("data")]
    first = thinks[0]
    twin = next(e for e in thinks[1:] if e["data"] == first["data"])  # the same notes
    at, option = lines.index(first), first["data"]["option"]
    first["data"]["option"] = "changed"
    first["words"]["who"] = "Somebody"
    assert twin["data"]["option"] == option and twin["words"]["who"] != "Somebody"
    _, again = _read(11)  # a new game, the same moves: its lines read as before
    assert again[at]["data"]["option"] == option


def test_a_line_names_its_seat_when_read() -> None:
    g, lines = _read(12)
    names = [p.name for p in g.state.players]
    plays = [e for e in lines if e["kind"] in ("lead", "follow", "think")]
    assert len(plays) > 20
    for e in plays:
        assert e["words"]["who"] == names[e["seat"]]
        assert text_of(e, g.state.deck).startswith(names[e["seat"]])

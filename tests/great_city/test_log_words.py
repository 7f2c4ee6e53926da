"""The Great City's log and final view in people's words: a player named "You" reads in the
second person ("You take Market", not "You takes Market"); counts of one are singular."""

from __future__ import annotations

import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from gtr_widget.core.person import second_person
from gtr_widget.great_city import Game
from gtr_widget.great_city.play.events import AND_VERBS
from gtr_widget.great_city.play.view import tie_break_value

#: A third-person verb after "You": what the log must never say.
WRONG = re.compile(r"(^|[;:.] )You [a-z]+s\b|\bYou's\b|\bYou [^;:.]* and takes\b")


def played(names: list[str], seed: int) -> Game:
    g = Game.new(names, seed=seed)
    rng = random.Random(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    return g


def test_second_person_turns_each_clause_about_you() -> None:
    assert second_person("You takes Market from deck II") == "You take Market from deck II"
    assert second_person("Forum Romanum: You takes 3 coins") == "Forum Romanum: You take 3 coins"
    assert (second_person("3 players; You holds the first player marker; decks I, II")
            == "3 players; You hold the first player marker; decks I, II")
    assert second_person("You passes") == "You pass"
    assert second_person("You has the most tokens (3) and takes card 6", AND_VERBS) == (
        "You have the most tokens (3) and take card 6")
    assert second_person("space 2 is occupied (by You's emissary)") == (
        "space 2 is occupied (by your emissary)")
    assert second_person("You's Market") == "Your Market"


def test_second_person_leaves_other_lines_alone() -> None:
    for text in ("Bo takes Market", "Game over: You 20; Bo 34. Winner: You",
                 "You 12 points", "Youth takes", "You takes cogs and bricks"):
        expected = text.replace("You takes", "You take")
        assert second_person(text) == expected
    # "and" before a noun stays: only the verbs the game names change
    assert second_person("You buys bricks and cogs", AND_VERBS) == "You buy bricks and cogs"


def test_a_player_named_you_reads_the_log_in_the_second_person() -> None:
    g = played(["You", "Bo", "Cy"], seed=3)
    for seat in (None, 0, 1):
        texts = [e["text"] for e in g.log_for(seat)]
        assert not [t for t in texts if WRONG.search(t)]
    texts = [e["text"] for e in g.log]
    for line in ("You place an emissary on space", "You take ", "You end the turn",
                 "You keep ", "You build "):
        assert any(t.startswith(line) for t in texts), line


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), you=st.integers(0, 3))
def test_only_the_player_named_you_changes(seed: int, players: int, you: int) -> None:
    """The same game with one seat renamed "You": each line is the other's with the name
    swapped and that seat's verbs in the second person; no third person is left."""
    names = ["Ann", "Bo", "Cy", "Di"][:players]
    renamed = list(names)
    renamed[you % players] = "You"
    a, b = played(names, seed), played(renamed, seed)
    la, lb = a.log, b.log
    assert len(la) == len(lb)
    old = names[you % players]
    for x, y in zip(la, lb, strict=True):
        assert not WRONG.search(y["text"]), y["text"]
        assert second_person(x["text"].replace(old, "You"), AND_VERBS) == y["text"]
    if "You" not in names:
        assert all(e["text"] == t[3] for e, t in zip(la, a.state.entries(), strict=True))


def test_the_tie_break_counts_one_token_and_one_coin() -> None:  # 001:223
    assert tie_break_value(1, 1) == "1 token, 1 coin"
    assert tie_break_value(0, 2) == "0 tokens, 2 coins"
    g = Game.new(3, seed=5)
    s = g.state
    s.players[0].influence, s.players[0].coins = 1, 1
    assert g.view(None)["tie_break"]["values"][0] == "1 token, 1 coin"

"""The log reads as English for a player named "You" (issue L, item 9): "You lay an Insula
foundation", not "You lays a Insula foundation"."""

from __future__ import annotations

import pytest

from gtr_widget.bots import play_game
from gtr_widget.glory_to_rome.play.events import second_person


@pytest.mark.parametrize("line,want", [
    ("You leads Legionary with Bath", "You lead Legionary with Bath"),
    ("You has the Leader card", "You have the Leader card"),
    ("You passes", "You pass"),
    ("You thinks and takes a Jack", "You think and take a Jack"),
    ("You lays an Insula foundation", "You lay an Insula foundation"),
    ("Bo takes Bath (Brick) from You's hand", "Bo takes Bath (Brick) from your hand"),
    ("You: Rome demands Brick!", "You: Rome demands Brick!"),
    ("You may take 2 Patron actions (Garden)", "You may take 2 Patron actions (Garden)"),
    ("Youssef leads Patron with Road", "Youssef leads Patron with Road"),
])
def test_second_person(line: str, want: str) -> None:
    assert second_person(line) == want


def test_a_whole_game_as_you_reads_in_the_second_person() -> None:
    g = play_game(["random", "random"], players=["You", "Bo"], seed=3)
    mine = [e["text"] for e in g.log if e["text"].startswith("You ")]
    assert mine and not any(t.split()[1] in ("leads", "thinks", "takes", "lays", "has")
                            for t in mine)
    assert not any("You's" in e["text"] or " a Insula" in e["text"] for e in g.log)


def test_no_line_says_a_before_a_vowel() -> None:
    """"hires an Architect client", "lays an Insula foundation": a Patron hiring an
    Architect or Legionary and a foundation of a vowel name read as English."""
    import re

    seen = 0
    for seed in range(4):
        g = play_game(["random"] * 3, players=3, seed=seed)
        for e in g.log:
            seen += "hires an " in e["text"]
            assert not re.search(r"\ba [AEIOU]", e["text"]), e["text"]
    assert seen  # some game hired an Architect or a Legionary

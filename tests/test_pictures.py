"""Pictures of positions (issue M, item 3): `g.to_svg(seat, theme)` for both games, drawn from
one seat's view only, and the replayed game as one animated picture."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET

import pytest
from helpers import random_moves
from hypothesis import given, settings
from hypothesis import strategies as st
from toy.high_card import HighCardGame

from gtr_widget import Game as GloryToRome
from gtr_widget.great_city.game import Game as GreatCity
from gtr_widget.pictures import THEMES, animate, frames_of, to_gif

SVG = "{http://www.w3.org/2000/svg}"
GAMES = {"glory_to_rome": GloryToRome, "great_city": GreatCity}
NAMES = ["Ann", "Bo", "Cy"]


def played(game: str, moves: int, seed: int = 3) -> object:
    """A game of `game` after `moves` random moves (fewer if it ends)."""
    return random_moves(GAMES[game].new(list(NAMES), seed=seed), moves, seed)


def drawn(svg: str) -> tuple[set[str], set[str]]:
    """What a picture says: its lines of text, and the card names its shapes are titled with
    (a card's title is its whole name, then its small print in brackets)."""
    root = ET.fromstring(svg)  # it parses as XML, or this raises
    texts = {t.text or "" for t in root.iter(f"{SVG}text")}
    titles = {(t.text or "").split(" (")[0] for t in root.iter(f"{SVG}title")}
    return texts, titles | texts


def leaked(secret: set[str], svg: str) -> set[str]:
    """The names of `secret` a picture shows: as a card's name, or as a line of text that is
    not just a line of a longer name it shows ("Residential 4" under "Luxury")."""
    texts, _ = drawn(svg)
    titles = {(t.text or "").split(" (")[0] for t in ET.fromstring(svg).iter(f"{SVG}title")}
    return {n for n in secret if n in titles or (
        n in texts and not any(n in t and n != t for t in titles))}


def cards_in(zone: object) -> list[str]:
    """The card names in a list of card dicts (None: a hidden zone)."""
    return [c["name"] for c in zone or [] if isinstance(c, dict) and "name" in c]


def hidden_from(g: object, seat: int) -> set[str]:
    """Card names the teaching view shows in other seats' hands and in the decks, which
    appear nowhere in `seat`'s view: what a picture for `seat` must not name."""
    teach, mine = g.view(None), json.dumps(g.view(seat))
    names: set[str] = set()
    for i, p in enumerate(teach["players"]):
        if i != seat:
            names |= set(cards_in(p["hand"]))
    names |= set(cards_in(teach.get("draw_pile")))  # Glory to Rome's deck, top first
    for deck in (teach.get("decks") or {}).values():  # The Great City's decks
        names |= set(cards_in(deck.get("cards")))
    return {n for n in names if json.dumps(n) not in mine}


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_seat_picture_shows_its_hand_and_hides_what_it_may_not_know(game: str,
                                                                       theme: str) -> None:
    g = played(game, 40)
    checked = 0
    for seat in range(len(NAMES)):
        svg = g.to_svg(seat, theme)
        texts, names = drawn(svg)
        assert all(any(name in t for t in texts) for name in NAMES)
        hand = cards_in(g.view(seat)["players"][seat]["hand"])
        assert hand and set(hand) <= names
        secret = hidden_from(g, seat)
        assert secret, "the position should hide some card from this seat"
        assert not leaked(secret, svg), f"seat {seat} sees {sorted(leaked(secret, svg))}"
        checked += len(secret)
    assert checked


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_teaching_view_shows_every_hand(game: str) -> None:
    g = played(game, 40)
    _, names = drawn(g.to_svg())
    for p in g.view(None)["players"]:
        assert set(cards_in(p["hand"])) <= names


def fills(svg: str) -> set[str]:
    return {e.get("fill") for e in ET.fromstring(svg).iter() if e.get("fill")}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_dark_theme_differs_in_colours(game: str) -> None:
    g = played(game, 20)
    light, dark = g.to_svg(0, "light"), g.to_svg(0, "dark")
    assert fills(light) != fills(dark)
    for theme, svg in (("light", light), ("dark", dark)):
        background = next(ET.fromstring(svg).iter(f"{SVG}rect"))
        assert background.get("fill") == THEMES[theme].background
    assert drawn(light) == drawn(dark)  # the same things said, only coloured otherwise


def test_an_unknown_theme_or_seat_is_refused_by_name() -> None:
    g = played("glory_to_rome", 0)
    with pytest.raises(ValueError, match="dark.*light"):
        g.to_svg(0, "sepia")
    with pytest.raises(ValueError, match="no seat 7"):
        g.to_svg(7)


def test_a_game_without_its_own_picture_gets_the_shared_outline() -> None:
    g = HighCardGame.new(2, seed=1)
    texts, _ = drawn(g.to_svg(0, "dark"))
    assert any("score" in t for t in texts)
    assert any(p in t for p in g.players for t in texts)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_animation_has_a_frame_per_move_and_the_start(game: str) -> None:
    g = played(game, 12)
    before = g.history
    movie = ET.fromstring(g.to_animated_svg(seat=1, theme="dark", seconds=0.5))
    frames = [e for e in movie.iter(f"{SVG}g") if e.get("class") == "gtr-frame"]
    assert len(frames) == len(before) + 1 == 13
    assert g.history == before  # replayed on a copy from the start
    delays = [e.get("style") for e in frames]
    assert delays[0] == "animation-delay:0s" and delays[-1] == "animation-delay:6s"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_frame_is_the_position_as_the_seat_saw_it_then(game: str) -> None:
    g = played(game, 10)
    frames = frames_of(g, seat=2)
    assert frames[-1] == g.to_svg(2)
    start = g.at_start()
    assert frames[0] == start.to_svg(2)
    start.play(g.history[0])
    assert frames[1] == start.to_svg(2)
    assert frames_of(g, seat=2, first=4, last=6) == frames[4:7]


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000))
def test_no_frame_of_a_seat_animation_names_a_card_hidden_then(seed: int) -> None:
    g = played("great_city", 8, seed=seed)
    replay = g.at_start()
    for k, frame in enumerate(frames_of(g, seat=0)):
        assert not leaked(hidden_from(replay, 0), frame), f"frame {k}"
        if k < len(g.history):
            replay.play(g.history[k])


def test_bad_animations_are_refused() -> None:
    g = played("glory_to_rome", 3)
    with pytest.raises(ValueError, match="within the game's 3 moves"):
        frames_of(g, first=2, last=5)
    with pytest.raises(ValueError, match="at least one frame"):
        animate([])
    with pytest.raises(ValueError, match="positive"):
        animate([g.to_svg()], seconds=0)


def test_a_gif_has_a_frame_per_position(tmp_path: object) -> None:
    pytest.importorskip("cairosvg", reason="the optional `pictures` extra is not installed")
    image = pytest.importorskip("PIL.Image")
    g = played("great_city", 2)
    out = to_gif(frames_of(g, seat=0), tmp_path / "game.gif", seconds=0.3)
    with image.open(out) as gif:
        assert gif.n_frames == 3


def test_without_the_extra_a_gif_says_what_to_install(tmp_path: object,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # as if not installed
    g = played("glory_to_rome", 1)
    with pytest.raises(ImportError, match=r"gtr_widget\[pictures\]"):
        to_gif(frames_of(g), tmp_path / "game.gif")
    assert not (tmp_path / "game.gif").exists()


@pytest.mark.parametrize("scenario", ["BB-Garden-1", "GC-School-1"])
def test_a_rulebook_example_animates_move_by_move(scenario: str) -> None:
    from gtr_widget import scenarios

    g = scenarios.load_scenario(scenario)
    moves = scenarios.moves(scenario)
    for move in moves:
        g.play(move)
    movie = ET.fromstring(g.to_animated_svg(seat=0))
    frames = [e for e in movie.iter(f"{SVG}g") if e.get("class") == "gtr-frame"]
    assert len(frames) == len(moves) + 1
    assert frames_of(g, seat=0)[-1] == g.to_svg(0)

"""scripts/fuzz_saves, the save fuzz run by thousands outside CI, still corrupts both games'
saves, and still tells a bad outcome from a good one: a few saves here, never a long run."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from gtr_widget import Game
from gtr_widget.great_city import Game as GreatCityGame

SCRIPTS = Path(__file__).parent.parent / "scripts"
sys.path.insert(0, str(SCRIPTS))

from fuzz_saves import __main__ as fuzz  # noqa: E402
from fuzz_saves import glory_to_rome, great_city  # noqa: E402
from fuzz_saves.judging import outcome  # noqa: E402


def test_a_short_run_corrupts_both_games_saves_and_finds_every_outcome_acceptable() -> None:
    out = subprocess.run([sys.executable, str(SCRIPTS / "fuzz_saves"), "--saves", "40",
                          "--seed", "5", "--forged", "0.5"],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    for name in ("glory_to_rome", "great_city"):
        assert f"{name}, part A, corrupted" in out.stdout
        assert f"{name}, part B, forged" in out.stdout
    assert "result: every corruption refused cleanly or loaded identical" in out.stdout


class _Raises:
    """A loader that fails the way a bug would, not with SaveFileError."""

    @staticmethod
    def from_json(text: str) -> None:
        raise KeyError("players")


def test_a_loader_bug_counts_raw_and_the_run_fails(capsys) -> None:
    g = Game.new(3, seed=1)
    result, note = outcome(_Raises, g, g.to_json(), g.to_json(), glory_to_rome.position_problem)
    assert (result, note) == ("raw", "KeyError: 'players'")
    counts = Counter({("glory_to_rome", "A", "raw"): 1, ("glory_to_rome", "A", "refused"): 3})
    assert fuzz.report(4, ["glory_to_rome"], counts, Counter(), Counter(),
                       {"glory_to_rome A change value raw": note}) == 1
    printed = capsys.readouterr().out
    assert "NOT ACCEPTABLE glory_to_rome A change value raw: KeyError" in printed
    assert "1 unacceptable outcomes" in printed


def test_a_forged_save_that_loads_sound_but_different_is_allowed_only_when_forged() -> None:
    counts = Counter({("great_city", "B", "different"): 2, ("great_city", "A", "identical"): 1})
    assert fuzz.report(3, ["great_city"], counts, Counter(), Counter(), {}) == 0
    counts[("great_city", "A", "different")] += 1
    assert fuzz.report(4, ["great_city"], counts, Counter(), Counter(), {}) == 1


def _double_a_hand_card(g: Game) -> None:
    hand = g.state.players[0].hand
    hand.append(hand[0])


def _double_a_deck_card(g: GreatCityGame) -> None:
    decks = g.state.decks
    decks["II"] = (*decks["II"], decks["I"][0])


@pytest.mark.parametrize("module, game, double", [
    (glory_to_rome, Game.new(3, seed=2), _double_a_hand_card),
    (great_city, GreatCityGame.new(3, seed=2), _double_a_deck_card)])
def test_a_doubled_card_makes_a_loaded_game_broken(module, game, double) -> None:
    text = game.to_json()
    assert outcome(type(game), game, text, text, module.position_problem) == ("identical", "")
    double(game)
    assert module.position_problem(game) != ""


def test_each_unacceptable_save_is_kept_to_load_again(tmp_path) -> None:
    for text in ("{}", b"{\xff"):
        fuzz._keep(tmp_path / "kept", "great_city-B-change_value-broken", text)
    kept = sorted(p.name for p in (tmp_path / "kept").iterdir())
    assert kept == ["great_city-B-change_value-broken-0.json",
                    "great_city-B-change_value-broken-1.json"]
    assert (tmp_path / "kept" / kept[1]).read_bytes() == b"{\xff"

"""scripts/soak.py, the long random run outside CI, still plays both games and every variant,
and still reports a failure as one: a game checked too briefly here, never a long run."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

SOAK = Path(__file__).parent.parent / "scripts" / "soak.py"


def _soak_module():
    spec = importlib.util.spec_from_file_location("soak", SOAK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_one_game_of_each_game_and_variant_passes_every_check() -> None:
    out = subprocess.run([sys.executable, str(SOAK), "--games", "1", "--players", "2",
                          "--editions", "republic", "first", "great_city",
                          "--variants", "plain", "geek", "shrine"],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    rows = [line.split()[:3] for line in out.stdout.splitlines()]
    # the Geek cards join the Republic but not the first edition (003:674); the Shrine is the
    # Great City's (001:326)
    assert ["republic", "2", "1"] in rows and ["republic", "geek", "2"] in rows
    assert ["first", "2", "1"] in rows and not any(r[:2] == ["first", "geek"] for r in rows)
    assert ["great_city", "2", "1"] in rows and ["great_city", "shrine", "2"] in rows
    assert "invariant violations or errors: 0, stuck games: 0" in out.stdout


def test_variants_no_edition_has_are_refused() -> None:
    out = subprocess.run([sys.executable, str(SOAK), "--editions", "first", "--variants",
                          "geek", "shrine"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "no edition here is dealt" in out.stderr


def test_each_game_is_dealt_to_the_players_it_seats() -> None:
    soak = _soak_module()
    # The Great City is for 2-4 players (001:3), Glory to Rome for 2-5; the Geek cards join
    # the Republic and Imperium only (003:674)
    assert [p for p in range(1, 7) if soak.dealt("great_city", "shrine", p)] == [2, 3, 4]
    assert [p for p in range(1, 7) if soak.dealt("imperium", "geek", p)] == [2, 3, 4, 5]
    assert not soak.dealt("gloria", "geek", 3) and not soak.dealt("republic", "shrine", 3)
    assert not soak.dealt("great_city", "training", 3)


def test_a_game_not_over_in_time_is_reported_stuck(capsys) -> None:
    soak = _soak_module()
    results = [soak.play_one(("republic", "training", 3, 11, 50, 5)),
               soak.play_one(("great_city", "shrine", 2, 11, 50, 5))]
    assert [(r["moves"], r["end"], r["failure"]) for r in results] == [(5, "stuck", None)] * 2
    assert soak.report(results, 1.0) == 1
    printed = capsys.readouterr().out
    assert "FAILED republic (training) 3 players, seed 11: not over after 5 moves" in printed
    assert "FAILED great_city (shrine) 2 players, seed 11: not over after 5 moves" in printed


def test_like_endings_count_as_one() -> None:
    soak = _soak_module()
    reasons = ["Bo's Bacchanalia turns over 9 cards and the deck has 6: the game ends (003:740)",
               "Ann's Bacchanalia turns over 17 cards and the deck has 12: the game ends "
               "(003:740)"]
    assert {soak.ending(r, ["Ann", "Bo"]) for r in reasons} == {
        "a player's Bacchanalia turns over N cards and the deck has N: the game ends (003:740)"}
    assert soak.ending("Bo wins with the Plebian Council: 5 Laborer clients to 4 Legionary "
                       "(003:758-761)", ["Bo"]) == \
        "a player wins with the Plebian Council: N Laborer clients to N Legionary (003:758-761)"

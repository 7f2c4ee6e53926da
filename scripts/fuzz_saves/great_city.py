"""The Great City of Rome's part of the fuzz: its corpus of real saves, its aimed edits, how a
forger re-signs its saves, and what makes a loaded game broken."""

from __future__ import annotations

import random

from gtr_widget.core import saves
from gtr_widget.great_city import Game
from gtr_widget.great_city.play.grid import CELL_NAME
from gtr_widget.great_city.play.state import misplaced
from gtr_widget.great_city.scenarios import load_scenario

from .judging import play, resign_envelope

STRINGS = ["great_city", "upkeep", "act", "draft", "emissary", "random", "I", "II", "IV", "c4",
           "z9", "CBBBC", "Temple of Luna", "brick", "cog"]
SCENARIOS = ("GC-School-1", "GC-Score-1", "GC-TwoPlayer-1", "GC-Influence-Tie-1")


def corpus(rng: random.Random) -> list[Game]:
    """Dealt games of 2-4 players, with the Shrine or not, at the start, in the middle (each
    played on to a kind of decision the corpus lacks, while one comes within 300 moves: a
    School's are rare) and over, some with a redo list; the same saved again as built
    positions; rulebook scenarios, some played on."""
    games: list[Game] = []
    seen: set[str] = set()
    for n in (2, 3, 4):
        for moves in (0, 10, 60, 150, 10_000):
            options = {"influence_token_supply": 12, "first_player": "random"} \
                if rng.random() < 0.25 else {}
            g = Game.new(n, seed=rng.randrange(2**32), shrine=rng.random() < 0.5, **options)
            play(g, moves, rng)
            for _ in range(300 if moves else 0):  # on to a kind the corpus lacks (a School's)
                if g.is_over or g.state.phase not in seen:
                    break
                play(g, 1, rng)
            seen.add(g.state.phase)
            if moves and not g.is_over and rng.random() < 0.5:
                for _ in range(rng.randint(1, 3)):
                    g.undo()
            games.append(g)
    games += [Game.from_state(g.state.copy()) for g in games if not g.is_over]
    for sid in SCENARIOS:
        g = load_scenario(sid)
        play(g, rng.choice((0, 8)), rng)
        games.append(g)
    return games


def targeted(data: dict, rng: random.Random) -> None:
    """Edits aimed at what a Great City position must keep straight: its phase and actor, a
    city's cells, the decks, the supplies and a player's counts, the moves to replay."""
    pos = data["initial"]
    players = pos.get("players") if isinstance(pos.get("players"), list) else []
    p = rng.choice(players) if players else {}
    p = p if isinstance(p, dict) else {}
    city = p.get("city") if isinstance(p.get("city"), dict) else {}
    choice = rng.randrange(13)
    if choice == 0:
        pos["phase"] = rng.choice(["fly", "Act", "upkeep ", "school"])
    elif choice == 1:
        pos["actor"] = rng.choice([4, 9, -2])
    elif choice == 2 and city:
        cell = rng.choice(sorted(city))
        city[rng.choice(CELL_NAME)] = city.pop(cell)  # a building moved elsewhere
    elif choice == 3 and city:
        city[rng.choice(sorted(city))] = rng.choice([99, -1, 89, "7"])
    elif choice == 4 and players:
        pos["players"] = players[:1] if rng.random() < 0.5 else players + players[:1] * 2
    elif choice == 5 and isinstance(pos.get("decks"), dict) and pos["decks"]:
        decks = pos["decks"]
        a, b = rng.choice(sorted(decks)), rng.choice(sorted(decks))
        if decks[a]:
            decks[b].append(decks[a].pop())  # a card into the wrong deck
    elif choice == 6:
        pos[rng.choice(["bricks", "cogs"])] = rng.choice([-1, 500, "3"])
    elif choice == 7 and p:
        p[rng.choice(["coins", "influence"])] = rng.choice([-3, 10**6, None])
    elif choice == 8:
        pos["round"] = rng.choice([0, 15, 99, -1])
    elif choice == 9 and data.get("moves"):
        del data["moves"][rng.randrange(len(data["moves"]))]
    elif choice == 10 and data.get("moves"):
        i = rng.randrange(len(data["moves"]))
        data["moves"][i] = data["moves"][i].upper() + "x"
    elif choice == 11:
        pos["end_reason"] = rng.choice(["deck III ran out", 3, None])
    else:
        pos.pop(rng.choice(sorted(pos)), None)


def resign(data: dict, rng: random.Random) -> dict:
    """Recompute both checksums, as a forger would, re-marking a dealt position as built at
    times (a dealt position is a legal built one, so that alone is no corruption)."""
    pos = data.get("initial")
    if isinstance(pos, dict):
        if pos.get("origin") == "dealt" and rng.random() < 0.5:
            pos["origin"] = "built"
        if pos.get("origin") == "built":
            try:
                pos["checksum"] = saves.checksum({k: v for k, v in pos.items()
                                                  if k not in ("origin", "checksum")})
            except (TypeError, ValueError):
                pass
    return resign_envelope(data)


def position_problem(g: Game) -> str:
    """What is wrong with the position now ('' if nothing): each card once, no negative
    count, no supply below nothing."""
    s = g.state
    wrong = misplaced(s)
    if wrong:
        return wrong[:90]
    if s.bricks < 0 or s.cogs < 0:
        return "a negative supply"
    for p in s.players:
        if p.coins < 0 or p.influence < 0 or min(p.points.values(), default=0) < 0:
            return "a negative count"
    return ""

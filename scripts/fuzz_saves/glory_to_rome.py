"""Glory to Rome's part of the fuzz: its corpus of real saves, its aimed edits, how a forger
re-signs its saves, and what makes a loaded game broken."""

from __future__ import annotations

import random

from gtr_widget import Game
from gtr_widget.glory_to_rome.saves.checks import checksum, content
from gtr_widget.scenarios.library import ids, load_scenario

from .judging import play, resign_envelope

STRINGS = ["Jack", "republic", "imperium", "first", "Brick", "Marble", "Patron", "lead", "power",
           "actions", "Academy", "think"]


def corpus(rng: random.Random) -> list[Game]:
    """Dealt games of every edition and player count at the start, in the middle and over
    (some with a redo list), rulebook scenarios, and mid-game states saved as built."""
    games: list[Game] = []
    for edition in ("republic", "imperium", "first"):
        for n in (2, 3, 4, 5):
            for moves in (0, 12, 70, 10_000):
                g = Game.new(n, edition=edition, seed=rng.randrange(2**32))
                play(g, moves, rng)
                if moves and not g.is_over and rng.random() < 0.5:
                    for _ in range(rng.randint(1, 3)):
                        g.undo()
                games.append(g)
    for sid in rng.sample(ids(), 16):
        g = load_scenario(sid)
        play(g, rng.choice((0, 0, 8)), rng)
        games.append(g)
    for _ in range(8):  # a mid-game state saved as a built position (as a search bot makes)
        g = Game.new(rng.randint(2, 5), edition=rng.choice(("republic", "first")),
                     seed=rng.randrange(1000))
        play(g, rng.randint(20, 150), rng)
        games.append(Game.from_state(g.state.copy()))
    return games


def targeted(data: dict, rng: random.Random) -> None:
    """The corruptions the save issue lists, aimed where they hurt."""
    pos = data["initial"]  # a dealt game may hold only its rules, names and seed
    p = rng.choice(pos["players"]) if pos.get("players") else {}
    frame = rng.choice(pos["stack"]) if pos.get("stack") else {}
    p, frame = (x if isinstance(x, dict) else {} for x in (p, frame))
    choice = rng.randrange(14)
    if choice == 0:
        frame["kind"] = rng.choice(["fly", "Lead", "power "])
    elif choice == 1:
        frame["seat"] = rng.choice([5, 9, -1])
    elif choice == 2 and p.get("hand"):
        p["hand"][0] = str(p["hand"][0])
    elif choice == 3 and p.get("hand"):
        p["hand"][0] = rng.choice([99999, -1, 150, 149])
    elif choice == 4 and pos.get("players"):
        pos["players"] = pos["players"][:1] if rng.random() < 0.5 else \
            pos["players"] + [pos["players"][0]] * (6 - len(pos["players"]))
    elif choice == 5:
        pos["stack"] = []
    elif choice == 6:
        pos["rules"]["hand_size"] = -5
    elif choice == 7:
        pos.setdefault("sites", {})["Rubble"] = -3
    elif choice == 8:
        pos["rules"].pop("petition_size", None)  # a rules dict may leave a default out
    elif choice == 9 and isinstance(pos.get("seed"), int):
        pos["seed"] += 1
    elif choice == 10 and len(pos.get("draw", ())) > 1:
        pos["draw"][-1], pos["draw"][0] = pos["draw"][0], pos["draw"][-1]
    elif choice == 11 and data["moves"]:
        del data["moves"][rng.randrange(len(data["moves"]))]
    elif choice == 12 and data["moves"]:
        i = rng.randrange(len(data["moves"]))
        data["moves"][i] = data["moves"][i].upper()
    else:
        pos["rules"]["petition_size"] = rng.choice([None, 2, 3, 4])


def resign(data: dict, rng: random.Random) -> dict:
    """Recompute both checksums, as a forger would."""
    pos = data.get("initial")
    if isinstance(pos, dict) and pos.get("origin") == "built":
        try:
            pos["checksum"] = checksum(content(pos))
        except (TypeError, ValueError):
            pass
    return resign_envelope(data)


def position_problem(g: Game) -> str:
    """What is wrong with the position now ('' if nothing): each card once, no negative Site."""
    s = g.state
    cards = s.draw + s.pool + s.jacks + s.out_of_play
    for p in s.players:
        cards += p.hand + p.camp + p.clientele + p.stockpile + p.vault
        cards += [x for b in p.buildings for x in [b.foundation, *b.materials]]
    if sorted(cards) != list(range(s.deck.size)):
        return "cards lost or doubled"
    if min([*s.sites.values(), *s.out_sites.values()]) < 0:
        return "negative Sites"
    return ""

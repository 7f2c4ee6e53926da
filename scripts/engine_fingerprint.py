"""A fingerprint of the engines' play: seeded games, hashed per edition and per game.

    python scripts/engine_fingerprint.py [--games 300]

Each line: what was played, games, decisions, and a hash of every move text played plus each
game's winners, end and scores. Glory to Rome: random games per edition, then Republic with
the heuristic bot and with the heuristic's rollout policy, whose modules are compiled too. The
Great City of Rome: random games, then its heuristic bot and its search's rollout policy. Two
builds of the same source (plain Python and the mypyc-compiled engines,
scripts/compile_engine.py) must print the same lines; run it before and after compiling and
compare. Prints where each engine was imported from, so a run shows which build it measured.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gtr_widget import Game  # noqa: E402
from gtr_widget.bots.base import make_bot  # noqa: E402
from gtr_widget.core.game import Game as AnyGame  # noqa: E402
from gtr_widget.core.moves import Move  # noqa: E402
from gtr_widget.core.search import Position  # noqa: E402
from gtr_widget.glory_to_rome.play import machine as glory_machine  # noqa: E402
from gtr_widget.great_city import Game as GreatCityGame  # noqa: E402
from gtr_widget.great_city.play import machine as city_machine  # noqa: E402

EDITIONS = ("republic", "imperium", "first", "gloria")
BOTS = ("heuristic", "rollout")


def fingerprint(deal: Callable[[int], AnyGame], games: int, by: str = "random"
                ) -> tuple[int, str]:
    """Decisions and hash of `games` seeded games (game i dealt by `deal(i)`), every seat
    playing `by`: uniform-random moves, the game's heuristic bot (on its Observation), or the
    game's heuristic rollout policy."""
    h = hashlib.sha256()
    decisions = 0
    for i in range(games):
        rng = random.Random(i)
        g = deal(i)
        choose = chooser(g, by, rng)
        pos = Position(g.engine, g.state)
        while not pos.is_over:
            m = choose(pos)
            h.update(m.text.encode() + b"\n")
            pos.play(m)
            decisions += 1
        s = g.state
        end = s.end_code if isinstance(g, Game) else s.end_reason
        h.update(repr((s.winners, end, g.engine.scores(s))).encode())
    return decisions, h.hexdigest()[:16]


def chooser(g: AnyGame, by: str, rng: random.Random) -> Callable[[Position], Move]:
    if by == "random":
        return lambda pos: rng.choice(pos.legal)
    if by == "heuristic":
        bot = make_bot("heuristic", rng.randrange(2**32), game=g.engine.name)
        return lambda pos: bot.choose(g.engine.observation(pos.state, pos.player), pos.legal)
    rollout, memory = g.engine.search_policy("heuristic").rollout, {}
    return lambda pos: rollout(pos.state, pos.legal, rng, memory)


def built(module) -> str:
    """Which build a module was imported from (its file: a .py, or a compiled .so)."""
    kind = "plain Python" if module.__file__.endswith(".py") else "compiled"
    return f"{kind} ({module.__file__})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=3)
    args = ap.parse_args()
    n = args.players
    print(f"# Glory to Rome: {built(glory_machine)}; The Great City of Rome: {built(city_machine)}",
          file=sys.stderr)
    for ed in EDITIONS:
        decisions, digest = fingerprint(lambda i, ed=ed: Game.new(n, edition=ed, seed=i),
                                        args.games)
        print(ed, args.games, decisions, digest, flush=True)
    bot_games = max(1, args.games // 3)  # the bots' own code: heuristic.py, search.py
    for by in BOTS:
        decisions, digest = fingerprint(lambda i: Game.new(n, edition="republic", seed=i),
                                        bot_games, by)
        print(f"republic/{by}", bot_games, decisions, digest, flush=True)
    for by in ("random", *BOTS):
        games = args.games if by == "random" else bot_games
        decisions, digest = fingerprint(lambda i: GreatCityGame.new(n, seed=i), games, by)
        name = "great_city" if by == "random" else f"great_city/{by}"
        print(name, games, decisions, digest, flush=True)


if __name__ == "__main__":
    main()

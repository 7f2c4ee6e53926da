"""What `Game.play` + `legal_moves()` cost over the bare engine (`core.search.Position`), for
both games: random 3-player games per CPU second, the same seeds each way.

    python benchmarks/game_overhead.py [--games 300] [--rounds 3]
    python benchmarks/game_overhead.py --only game --game great_city --games 100  # one side,
        # for instruction counts: valgrind --tool=cachegrind --cache-sim=no python …, two game
        # counts, the difference divided by the games between them

Both sides deal with `Game.new` (as benchmarks/engine.py does): "engine" then plays on
`Position(game.engine, game.state)`, "Game" through `game.play(rng.choice(game.legal_moves()))`.
Each round plays new seeds, engine then Game, after 200 warm-up games. Glory to Rome memoises
moves per deck, so the two sides play different seeds: a side replaying the other's games
would find their moves made. (With --only, one side per process, the same seeds are fair.)
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import gtr_widget
from gtr_widget.core.build import interpreter
from gtr_widget.core.registry import game_class
from gtr_widget.core.search import Position

WARM_UP = 200


def bare(cls: Any, games: int, seed: int) -> int:
    """Play `games` random games on bare positions; the moves played."""
    rng = random.Random(seed)
    moves = 0
    for i in range(games):
        pos = Position(cls.engine, cls.new(3, seed=seed + i).state)
        while not pos.is_over:
            pos.play(rng.choice(pos.legal))
            moves += 1
    return moves


def through_game(cls: Any, games: int, seed: int) -> int:
    """The same games through `Game.play` + `legal_moves()`; the moves played."""
    rng = random.Random(seed)
    moves = 0
    for i in range(games):
        g = cls.new(3, seed=seed + i)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            moves += 1
    return moves


def rate(play: Any, cls: Any, games: int, seed: int) -> tuple[float, int]:
    start = time.process_time()
    moves = play(cls, games, seed)
    return games / (time.process_time() - start), moves


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--game", choices=["glory_to_rome", "great_city"], default=None)
    ap.add_argument("--only", choices=["engine", "game"], default=None,
                    help="play one side only (no timing): for valgrind")
    ap.add_argument("--seed", type=int, default=800_000)
    ap.add_argument("--warm", type=int, default=WARM_UP, help="untimed games first")
    args = ap.parse_args()
    kinds = [args.game] if args.game else ["glory_to_rome", "great_city"]
    if args.only:
        cls = game_class(kinds[0])
        bare(cls, args.warm, 5_000_000)
        (bare if args.only == "engine" else through_game)(cls, args.games, args.seed)
        return
    print(f"engine: {gtr_widget.engine_build} on {interpreter()}; random 3-player games per "
          "CPU second")
    for kind in kinds:
        cls = game_class(kind)
        bare(cls, args.warm, 5_000_000)
        for r in range(args.rounds):
            seed = args.seed + r * 100_000
            eng, moves = rate(bare, cls, args.games, seed)
            via, _ = rate(through_game, cls, args.games, seed + 50_000)
            print(f"{kind:14} round {r + 1}: engine {eng:7.1f}, Game.play {via:7.1f} "
                  f"({via / eng:.2f}x; {moves / args.games:.0f} moves a game)", flush=True)


if __name__ == "__main__":
    main()

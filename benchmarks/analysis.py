"""Analysis speed: what_if on a mid-game 3-player position, simulate games per second, and
IS-MCTS iterations per second.

    python benchmarks/analysis.py [--playouts 1000] [--games 60] [--profile]

IS-MCTS strength at a fixed time per move is measured by `benchmarks/bots.py --ismcts-time`.

Floor: what_if with 1000 playouts takes <= 1.0 s on the project's 2-core machine (all cores,
the default "heuristic" rollout policy); the exit status is 1 while it does not. `--profile`
prints where one core spends its time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time

import gtr_widget
from gtr_widget import Game
from gtr_widget.analysis import simulate, what_if
from gtr_widget.bots import ISMCTSBot, make_bot
from gtr_widget.bots.base import bot_move

FLOOR_S = 1.0


def midgame(turn: int = 12, seed: int = 7) -> Game:
    """A 3-player Republic game played by heuristic bots up to the start of `turn`."""
    g = Game.new(3, seed=seed)
    bots = [make_bot("heuristic", seed=i) for i in range(3)]
    while g.view(None)["turn"] < turn:
        g.play(bot_move(g, bots[g.decision.player]))
    return g


def profile(g: Game, playouts: int = 200) -> None:
    import importlib

    w = importlib.import_module("gtr_widget.analysis.what_if")  # the module, not the function

    seat = g.decision.player
    w._init(g.engine.name, g.engine.information_state(g.state, seat),
            [m.text for m in g.legal_moves()], "heuristic", 0, 5000)
    prof = cProfile.Profile()
    prof.runcall(w._work, range(playouts))
    pstats.Stats(prof).sort_stats("tottime").print_stats(15)


def ismcts_speed(g: Game, iterations: int = 600) -> float:
    """Iterations per CPU second of the default IS-MCTS bot deciding at `g`."""
    seat = g.decision.player
    view, moves = g.view(seat), g.legal_moves()
    info = g.engine.information_state(g.state, seat)
    bot = ISMCTSBot(iterations=iterations, seed=1)
    start = time.process_time()
    bot.choose(view, moves, info=info)
    return bot.last_stats["iterations"] / (time.process_time() - start)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--playouts", type=int, default=1000)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args(argv)
    print(f"engine: {gtr_widget.engine_build}", flush=True)

    g = midgame()
    print(f"position: {g!r}, {len(g.legal_moves())} candidate moves")
    what_if(g, n=50, workers=args.workers, progress=False)  # warm caches and the pool path
    t = time.perf_counter()
    df = what_if(g, n=args.playouts, workers=args.workers, progress=False)
    el = time.perf_counter() - t
    one = time.perf_counter()
    what_if(g, n=200, workers=1, progress=False)
    per = (time.perf_counter() - one) / 200
    ok = el <= FLOOR_S
    print(f"what_if: {args.playouts} playouts in {el:.2f} s "
          f"(floor {FLOOR_S:.1f} s: {'ok' if ok else 'ABOVE FLOOR'}); "
          f"{per * 1000:.1f} ms per playout on one core")
    print(df.head(5).to_string(index=False))
    for bots in (("random",), ("heuristic",)):
        for workers in (1, 2):
            t = time.perf_counter()
            simulate(args.games, players=3, bots=bots, seed=1_000_000 * workers, workers=workers,
                     progress=False)  # seeds of its own: the engine memoises moves
            el = time.perf_counter() - t
            print(f"simulate {bots[0]:>9} x3, {workers} worker(s): "
                  f"{args.games / el:6.1f} games/s")
    print(f"IS-MCTS: {ismcts_speed(g):.0f} iterations/s on one core (CPU time; default "
          "bot: heuristic priors and rollouts, 10 rollout moves)")
    if args.profile:
        profile(g)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

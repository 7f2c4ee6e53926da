"""Many games with bots: one row per game, on local cores or a dask (or ray) cluster.

Game i is dealt from `seed + i` and its bots are seeded from that too, so the table depends only
on the arguments, never on the number of workers or the backend.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pandas as pd

from ..core.dealing import MAX_SEED, check_counts, check_flag, checked_seed
from ..core.registry import default_game, engine_named, game_class
from ..core.saves import short
from ._pool import chunks, cores, even_chunk, run_chunks

#: A game's row of the table: column -> value.
Row = dict[str, Any]

_JOB: dict[str, Any] = {}


def _bots_for(bots: Any, players: int) -> list[Any]:
    """One bot (a name or an object) per seat, from one for all, one per seat, or
    [bot, ...]."""
    given: list[Any] = ([bots] if isinstance(bots, str) or not isinstance(bots, Sequence)
                        else list(bots))
    if len(given) == 1 or (len(given) == 2 and given[-1] is Ellipsis):
        given = [given[0]] * players
    if len(given) != players:
        raise ValueError(f"{len(given)} bots for {players} players")
    return given


def play_one(seed: int, players: int, game: str, bots: list[Any], options: dict[str, Any]
             ) -> Row:
    """Play game `seed` to its end; return its row. The game is dealt as `Game.new` deals it
    and played on its bare state (`play_out`): a row needs no history and no undo."""
    from ..bots.base import made_bots, play_out

    engine = engine_named(game)
    state = game_class(game).new(players, seed=seed, **options).state
    made = made_bots(bots, seed, game, len(engine.seats(state)))
    moves = play_out(engine, state, made)
    winners = list(engine.winners(state))
    row: Row = {"seed": seed, "game": game, "players": players, "winners": winners,
                 "winner": winners[0] if len(winners) == 1 else -1,
                 "moves": moves, "end_reason": engine.end_reason(state)}
    row.update(engine.summary(state))
    score = engine.summary_columns().score
    for i, sc in enumerate(engine.scores(state)):
        row[f"{score}_{i}"] = sc["total"]
    for i, bot in enumerate(bots):
        row[f"bot_{i}"] = bot if isinstance(bot, str) else getattr(bot, "name",
                                                                   type(bot).__name__)
    return row


def _init(players: int, game: str, bots: list[Any], seed: int, options: dict[str, Any]
          ) -> None:
    _JOB.update(players=players, game=game, bots=bots, seed=seed, options=options)


def _work(idx: range) -> list[Row]:
    j = _JOB
    return [play_one(j["seed"] + i, j["players"], j["game"], j["bots"], j["options"])
            for i in idx]


def _batch(idx: range, players: int, game: str, bots: list[Any], seed: int,
           options: dict[str, Any]) -> list[Row]:
    """One chunk of games, self-contained (for dask and ray workers)."""
    return [play_one(seed + i, players, game, bots, options) for i in idx]


def simulate(n: int, players: int = 3, bots: Any = ("random",), seed: int | None = 0,
             workers: int | None = None, backend: str = "local", progress: bool = True,
             client: Any = None, chunk: int | None = None, game: str | None = None,
             **options: Any) -> pd.DataFrame:
    """Play `n` games of `game` (None: the default game) with `bots` (one per seat, or one for
    all) and tabulate them.

    `options` go to the game's `Game.new` (e.g. edition="imperium" for Glory to Rome). Game i
    is dealt from `seed + i` (None: a fresh seed); `n` is at most MAX_PLAYOUTS
    (core.dealing).

    backend: "local" (a process pool over `workers` cores, default all), "dask" (a
    dask.distributed `client`, or a LocalCluster made for the call) or "ray" (if installed).
    Columns: seed, game, players, winners, winner (-1 for a shared win), moves, end_reason,
    the game's own summary as its `summary_columns()` declares it (Glory to Rome: edition,
    turns, completed_i, buildings_i; the Great City: rounds, shrine, buildings_i,
    influence_cards_i, city_i), score_i and bot_i per seat.
    """
    if n is None:  # what_if's n has a default; simulate's has none
        raise ValueError("n=None: simulate plays a whole number of games")
    check_counts(games=True, n=n, workers=workers, chunk=chunk)
    check_flag("progress", progress)
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players={short(players)}: simulate deals a count of players")
    seed = checked_seed(seed)
    if not -MAX_SEED < seed + n < MAX_SEED:  # game i is dealt from seed + i
        raise ValueError(f"seed={short(seed)}: seed + n is below 2**128 in size")
    game = default_game(game)
    engine = engine_named(game)  # an unknown game fails here, not in a worker
    if backend not in ("local", "dask", "ray"):
        raise ValueError(f"unknown backend {short(backend)}: use 'local', 'dask' or 'ray'")
    # the first deal and its bots, made here: bad players, options or bots fail in this
    # process with their own error, not in a worker
    from ..bots.base import made_bots

    state = game_class(game).new(players, seed=seed, **options).state
    bots = _bots_for(bots, players)
    made_bots(bots, seed, game, len(engine.seats(state)))
    if chunk is None:
        chunk = even_chunk(n, workers, 20)
    if backend == "local":
        rows = run_chunks(_work, _init, (players, game, bots, seed, options), n, workers,
                          chunk, progress, "games")
    elif backend == "dask":
        rows = _dask(n, players, game, bots, seed, options, workers, chunk, progress, client)
    else:
        rows = _ray(n, players, game, bots, seed, options, workers, chunk)
    return pd.DataFrame(rows)


def _dask(n: int, players: int, game: str, bots: list[Any], seed: int, options: dict[str, Any],
          workers: int | None, chunk: int, progress: bool, client: Any) -> list[Row]:
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError as e:  # pragma: no cover - the optional extra is missing
        raise ImportError("backend='dask' needs dask[distributed]: pip install "
                          "'gtr_widget[dask]'") from e
    from tqdm.auto import tqdm

    own = None
    if client is None:
        try:
            from distributed import get_client

            client = get_client()
        except ValueError:
            cluster = LocalCluster(n_workers=workers or cores(), threads_per_worker=1,
                                   processes=True, dashboard_address=None)
            client = own = Client(cluster)
    try:
        parts = chunks(n, chunk)
        futs = [client.submit(_batch, r, players, game, bots, seed, options, pure=False)
                for r in parts]
        index = {f.key: k for k, f in enumerate(futs)}
        results: dict[int, list[Row]] = {}
        with tqdm(total=n, desc="games (dask)", disable=not progress, leave=False) as bar:
            for fut in as_completed(futs):
                k = index[fut.key]
                results[k] = fut.result()
                bar.update(len(parts[k]))
        return [row for k in range(len(parts)) for row in results[k]]
    finally:
        if own is not None:
            cluster = own.cluster
            own.close()
            cluster.close()


def _ray(n: int, players: int, game: str, bots: list[Any], seed: int, options: dict[str, Any],
         workers: int | None, chunk: int) -> list[Row]:
    """Ray tasks over the running Ray instance, or a local one started (and stopped) here."""
    try:
        import ray
    except ImportError as e:
        raise ImportError("backend='ray' needs ray: pip install ray") from e
    own = not ray.is_initialized()
    if own:
        ray.init(num_cpus=workers or cores(), log_to_driver=False, include_dashboard=False)
    try:
        remote = ray.remote(_batch)
        parts = chunks(n, chunk)
        refs = [remote.remote(r, players, game, bots, seed, options) for r in parts]
        return [row for res in ray.get(refs) for row in res]
    finally:
        if own:
            ray.shutdown()

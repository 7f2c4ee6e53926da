"""A process pool that runs numbered jobs in chunks, with a progress bar, in index order.

Results come back keyed by job index, so the answer never depends on the number of workers or
on which worker finished first.
"""

from __future__ import annotations

import gc
import multiprocessing as mp
import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from typing import Any

from tqdm.auto import tqdm


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def worker_count(workers: int | None) -> int:
    """How many workers a pool runs: every core when None, at least one."""
    return cores() if workers is None else max(1, workers)


def even_chunk(n: int, workers: int | None, most: int) -> int:
    """A chunk size for `n` jobs on `workers` (as `run_chunks` counts them): at most `most`,
    at least 4 chunks a worker (so a slow chunk does not leave the others idle), and the
    chunks as near a multiple of the workers as their size allows, so no worker is left with
    a chunk more than the rest at the end."""
    workers = worker_count(workers)
    per_worker = max(4, -(-n // (most * workers)))
    return max(1, -(-n // (per_worker * workers)))


def chunks(n: int, size: int) -> list[range]:
    return [range(i, min(i + size, n)) for i in range(0, n, size)]


def run_chunks(work: Callable[[range], list[Any]], init: Callable[..., None] | None,
               init_args: tuple[Any, ...], n: int, workers: int | None, chunk: int,
               progress: bool, desc: str) -> list[Any]:
    """Run `work(range)` over 0..n-1 in chunks; return the flat list of per-index results.

    `init(*init_args)` sets up each worker (and the caller, when running in-process).
    """
    workers = worker_count(workers)
    parts = chunks(n, chunk)
    results: dict[int, list[Any]] = {}
    bar = tqdm(total=n, desc=desc, disable=not progress, leave=False)
    try:
        if workers == 1 or len(parts) <= 1:  # no pool for one chunk, or none
            if init is not None:
                init(*init_args)
            for k, r in enumerate(parts):
                results[k] = work(r)
                bar.update(len(r))
        else:
            ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else None
            with ProcessPoolExecutor(min(workers, len(parts)), mp_context=ctx,
                                     initializer=init, initargs=init_args) as ex:
                # Forked workers share the caller's memory until they write to it; the cyclic
                # collector writes to every object it visits, so it would copy all of it.
                # Frozen, the caller's objects are left alone in the workers. (A caller that
                # froze objects itself keeps them frozen.)
                froze_before = gc.get_freeze_count() > 0
                gc.freeze()
                try:
                    futs = {ex.submit(work, r): k for k, r in enumerate(parts)}
                finally:
                    if not froze_before:
                        gc.unfreeze()
                for fut in as_completed(futs):
                    results[futs[fut]] = fut.result()
                    bar.update(len(parts[futs[fut]]))
    finally:
        bar.close()
    out: list[Any] = []
    for k in range(len(parts)):
        out.extend(results[k])
    return out


@contextmanager
def open_pool(workers: int, init: Callable[..., None] | None, init_args: tuple[Any, ...]
              ) -> Iterator[ProcessPoolExecutor]:
    """A pool kept open for many small batches (the anytime analysis' rounds).

    Forked from the main thread, as `run_chunks` does; from any other thread (a table's
    background analysis) the workers are spawned, since a fork copies only the calling thread
    and may inherit a lock another thread held at that moment."""
    main = threading.current_thread() is threading.main_thread()
    method = "fork" if main and "fork" in mp.get_all_start_methods() else "spawn"
    froze_before = gc.get_freeze_count() > 0
    with ProcessPoolExecutor(workers, mp_context=mp.get_context(method), initializer=init,
                             initargs=init_args) as ex:
        if method == "fork":  # as in run_chunks: the forked workers leave our objects alone
            gc.freeze()
            try:
                list(ex.map(_nothing, range(workers)))  # start the workers while frozen
            finally:
                if not froze_before:
                    gc.unfreeze()
        yield ex


def _nothing(_i: int) -> None:
    return None

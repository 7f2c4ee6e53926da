"""Anytime what-if: playouts in rounds over the candidates until one move is clearly best.

The loop plays the same numbered playouts as the fixed-`n` what-if (playout i plays candidate
i mod k, seeded from (seed, i)), so after N playouts its numbers are exactly what_if(n=N)'s.
It checks after each round (every candidate the same number of times, at least
`ROUND_PLAYOUTS` playouts in all, whatever the number of workers, so where it stops does not
depend on the workers either) and stops:

- "clear": the best move (highest win rate, then mean points) has played at least
  `MIN_PER_MOVE` playouts and the lower end of its 95% **Wilson interval of the win rate**
  lies above the upper end of every other move's Wilson interval (z = 1.96; the same interval
  as the table's `win_lo`/`win_hi`). Mean points break ties in the ranking only; their normal
  interval is reported but not used to stop. Moves whose win rates are truly equal (two ways
  to the same result, or a seat that loses whatever it does) never separate: the loop then
  runs to its budget. The test is made once per round without correction for repeated looks
  or for many candidates, so "clear" is a practical stop, not a calibrated test.
- "budget": `budget_s` seconds have passed, or `cap` playouts have been played.
- "off": the caller set `stop` (the table's analysis switched off, or its position changed).

Its only inputs are the deciding seat's information state and the candidates' notation, as
for `what_if`.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from ._pool import open_pool
from .what_if import _init, _summary, _work, make_job

#: The fewest playouts of each move before a move may be called clearly best.
MIN_PER_MOVE = 20
#: The fewest playouts in a round (a round plays every candidate equally often).
ROUND_PLAYOUTS = 40
UNTIL = ("clear", "budget")


@dataclass
class Tally:
    """One candidate's playouts so far."""

    wins: list[float] = field(default_factory=list)
    points: list[float] = field(default_factory=list)


@dataclass
class Progress:
    """Where an anytime analysis stands: its table (best first), playouts and state."""

    table: pd.DataFrame
    playouts: int
    elapsed: float
    state: str  # "running", "clear", "budget" or "off"


def ranked(texts: list[str], tallies: list[Tally]) -> pd.DataFrame:
    """The what-if table of the candidates played so far, best first, `best` marked.
    A candidate not played yet gets an empty row (win rate 0, interval 0..1)."""
    rows = []
    for i, (text, tally) in enumerate(zip(texts, tallies)):
        if tally.wins:
            row = _summary(text, tally.wins, tally.points)
        else:
            row = {"move": text, "playouts": 0, "win_rate": 0.0, "win_lo": 0.0, "win_hi": 1.0,
                   "mean_vp": 0.0, "vp_lo": 0.0, "vp_hi": 0.0}
        rows.append(dict(row, candidate=i))
    df = pd.DataFrame(rows).sort_values(["win_rate", "mean_vp"], ascending=False,
                                        kind="stable").reset_index(drop=True)
    df["best"] = df.index == 0
    return df


def clearly_best(df: pd.DataFrame, least: int = MIN_PER_MOVE) -> bool:
    """Whether the first row's win-rate interval lies above every other row's (see above)."""
    if len(df) < 2:
        return len(df) == 1 and int(df["playouts"].iloc[0]) >= 1
    if int(df["playouts"].min()) < least:
        return False
    return bool(df["win_lo"].iloc[0] > df["win_hi"].iloc[1:].max())


def round_size(k: int) -> int:
    """Playouts per round: a multiple of the k candidates, at least ROUND_PLAYOUTS."""
    return k * max(1, math.ceil(ROUND_PLAYOUTS / k))


@contextmanager
def _runner(job_args: tuple[Any, ...], workers: int) -> Iterator[Callable[[range], list[Any]]]:
    """A function that plays a range of playouts: in this thread, or on a process pool."""
    if workers <= 1:
        job = make_job(*job_args)
        yield lambda idx: _work(idx, job)
        return
    with open_pool(workers, _init, job_args) as ex:
        def on_pool(idx: range) -> list[Any]:
            step = math.ceil(len(idx) / workers)
            parts = [idx[i:i + step] for i in range(0, len(idx), step)]
            out: list[Any] = []
            for fut in [ex.submit(_work, p) for p in parts]:
                out.extend(fut.result())
            return out
        yield on_pool


def run(job_args: tuple[Any, ...], *, workers: int = 1, budget_s: float | None = 10.0,
        until: str = "clear", cap: int | None = None, stop: threading.Event | None = None,
        report: Callable[[Progress], None] | None = None) -> Progress:
    """Play rounds until clear (when `until` is "clear"), the budget, the cap or `stop`.

    `job_args` are `what_if.make_job`'s (game name, information state, candidate texts, bot,
    seed, max moves). `report` is called after every round with the progress so far.
    """
    if until not in UNTIL:
        raise ValueError(f'until must be one of {", ".join(map(repr, UNTIL))}')
    texts: list[str] = job_args[2]
    k = len(texts)
    if k == 0:
        raise ValueError("there is no candidate move to analyse")
    tallies = [Tally() for _ in texts]
    started = time.perf_counter()
    done, state = 0, "running"
    size = round_size(k)
    with _runner(job_args, workers) as play:
        while state == "running":
            end = done + size if cap is None else min(done + size, cap)
            for cand, win, points in play(range(done, end)):
                tallies[cand].wins.append(win)
                tallies[cand].points.append(points)
            done = end
            table = ranked(texts, tallies)
            elapsed = time.perf_counter() - started
            if stop is not None and stop.is_set():
                state = "off"
            elif until == "clear" and done % k == 0 and clearly_best(table):
                state = "clear"
            elif (cap is not None and done >= cap) or (budget_s is not None
                                                       and elapsed >= budget_s):
                state = "budget"
            if report is not None:
                report(Progress(table, done, elapsed, state))
    return Progress(table, done, elapsed, state)

"""The table's "Analyse" switch and "Hint" button: what-if playouts in the background.

The playouts run on a thread (by default in this process, one core; `workers` > 1 puts them
on a process pool driven from that thread), so the kernel stays free: clicks, undo and scripts
go on, and every change of the table's position stops the run and starts one for the new
position. The thread gets only a copy of the deciding seat's information state and the
notation of the moves on offer, taken on the kernel's thread when the run starts: it never
sees the game, so hidden cards cannot reach it. And a run is started only for a decision the
page may answer (its own seat's, or any in the "all" teaching view), so a hot-seat viewer
never gets numbers about another seat's hidden-information decision.

Results reach the `analysis` trait about twice a second. Traits are not set from the thread:
traitlets runs observers on the thread that sets a trait, and a widget's comm message must go
out on the kernel's own loop (IPython made Comm publishing from other threads safe by handing
it to the IOLoop, ipython/ipython#7706; ipywidgets' own thread examples, e.g.
jupyter-widgets/ipywidgets#642, set values from a thread, and its Output widget was found not
thread-safe in #3260). So the thread hands each update to the kernel's asyncio loop with
`call_soon_threadsafe`, and the update is dropped there if the run was stopped meanwhile.
Without a running loop (a plain script or a test) the update is set at once, under a lock.
"""

from __future__ import annotations

import asyncio
import copy
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from ..analysis import anytime
from ..core.dealing import check_flag
from ..core.saves import short

#: Seconds between two updates of the `analysis` trait while a run goes on.
EVERY_S = 0.5
#: A run's default time budget, in seconds.
BUDGET_S = 10.0
#: The longest budget a caller may give: an hour (a page waits for far less).
MAX_BUDGET_S = 3600.0
#: The trait while the analysis is off.
OFF: dict[str, Any] = {"on": False, "state": "off", "moves": []}
COLUMNS = ("win_rate", "win_lo", "win_hi", "mean_vp", "vp_lo", "vp_hi")


class Host(Protocol):
    """What the analysis needs from its table."""

    analysis: dict[str, Any]
    viewer: Any
    error: str

    @property
    def game(self) -> Any: ...

    def offered(self) -> tuple[list[Any], int | None]: ...


def handles(content: Any) -> bool:
    """Whether a message from the page is for the analysis."""
    return isinstance(content, dict) and content.get("type") in ("analyse", "hint")


class Analyst:
    """One table's background analysis: switched on or off, and following the position."""

    def __init__(self, host: Host, *, budget_s: float = BUDGET_S, workers: int = 1,
                 bot: Any = "heuristic", seed: int = 0, cap: int | None = None) -> None:
        self._host = host
        self.cap = cap  # most playouts a run plays (None: its time budget alone)
        self.on = False
        self.budget_s = budget_s
        self.workers = workers
        self.bot = bot
        self.seed = seed
        self._run = 0  # counts runs: an update of an older run is dropped
        self._key: tuple[Any, ...] | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._hint = False
        self._hint_at: tuple[int, int] | None = None
        self._lock = threading.Lock()
        self.error: Exception | None = None
        self.posting = ""  # "loop" in a kernel, "direct" without an event loop

    # ----- what the table and the page ask ----------------------------------------------

    def switch(self, on: bool, budget_s: float | None = None) -> None:
        """Switch the analysis on (for this and every later position) or off; `budget_s`:
        the seconds a run may take, above 0 and at most MAX_BUDGET_S."""
        check_flag("on", on)
        if budget_s is not None:
            if isinstance(budget_s, bool) or not isinstance(budget_s, int | float) \
                    or not 0 < budget_s <= MAX_BUDGET_S:
                raise ValueError(f"budget_s={short(budget_s)}: seconds, above 0 and at most "
                                 f"{MAX_BUDGET_S:g}")
            self.budget_s = float(budget_s)
        self.on = bool(on)
        if not self.on:
            self._hint = False
        self._key = None  # start afresh for the current position (or stop)
        self.follow()

    def hint(self) -> None:
        """Light the best move found; run the analysis for this position if none is."""
        self._hint = True
        self._hint_at = (id(self._host.game), self._host.game.version)
        if self._running() or self._finished_here():
            self._set(dict(self._host.analysis, hint=True))
        else:
            self._key = None
            self.follow()

    def message(self, content: dict[str, Any]) -> str | None:
        """Apply a message from the page; the refusal to show, or None."""
        if content.get("type") == "analyse":
            on = content.get("on")
            if not isinstance(on, bool):
                return "Refused: the analysis is switched on or off."
            self._host.error = ""
            self.switch(on)
            return None
        version = content.get("version")
        if not isinstance(version, int) or isinstance(version, bool) \
                or version != self._host.game.version:
            return "Refused: that hint was asked on an older table. Ask again."
        self._host.error = ""
        self.hint()
        return None

    def close(self) -> None:
        self.on = False
        self._stop_run()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the current run to end (scripts and tests); whether it has."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    # ----- following the position -------------------------------------------------------

    def follow(self) -> None:
        """After every draw: keep the run if the position is the same, else stop it and start
        one for the new position (when switched on or a hint is asked, and the decision is
        the viewer's own)."""
        host = self._host
        game = host.game
        moves, version = host.offered()
        key = (id(game), version, host.viewer, tuple(m.text for m in moves))
        if key == self._key:
            return
        self._key = key
        if self._hint and self._hint_at != key[:2]:
            self._hint = False  # a hint lights the best move of one position only
        self._stop_run()
        wanted = self.on or self._hint
        if not wanted:
            self._set(dict(OFF))  # the same each time: nothing is sent while it stays off
            return
        decision = game.decision
        if decision is None or not moves:
            self._set({"on": self.on, "state": "waiting", "version": version, "moves": []})
            return
        seat = decision.player
        info = copy.deepcopy(game.engine.information_state(game.state, seat))
        texts = [m.text for m in moves]
        job = (game.engine.name, info, texts, self.bot, self.seed, 5000)
        with self._lock:
            self._run += 1
            self._stop = threading.Event()
        self._set({"on": self.on, "state": "running", "version": version, "seat": seat,
                   "moves": [], "playouts": 0, "elapsed": 0.0, "hint": self._hint})
        post = self._poster(self._run)
        base = {"on": self.on, "version": version, "seat": seat}
        self._thread = threading.Thread(
            target=self._work, args=(job, self._stop, post, base), daemon=True,
            name=f"gtr-analysis-{self._run}")
        self._thread.start()

    def _work(self, job: tuple[Any, ...], stop: threading.Event,
              post: Callable[[dict[str, Any]], None], base: dict[str, Any]) -> None:
        last = [0.0]

        def report(p: anytime.Progress) -> None:
            now = time.perf_counter()
            if p.state == "running" and now - last[0] < EVERY_S:
                return
            last[0] = now
            if p.state != "off":
                post(dict(base, **payload(p)))

        try:
            anytime.run(job, workers=self.workers, budget_s=self.budget_s, until="clear",
                        cap=self.cap, stop=stop, report=report)
        except Exception as exc:  # noqa: BLE001 - shown as a state; the details stay here
            self.error = exc
            post(dict(base, state="failed", moves=[]))

    # ----- the trait ----------------------------------------------------------------------

    def _poster(self, run: int) -> Callable[[dict[str, Any]], None]:
        """How the thread hands an update of run `run` to the kernel's thread."""
        try:
            loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        self.posting = "direct" if loop is None else "loop"  # how this run's updates travel

        def post(update: dict[str, Any]) -> None:
            if loop is not None and not loop.is_closed():
                loop.call_soon_threadsafe(self._publish, run, update)
            else:
                self._publish(run, update)
        return post

    def _publish(self, run: int, update: dict[str, Any]) -> None:
        with self._lock:
            if run != self._run or self._stop.is_set():
                return  # the run was stopped: its numbers are of another position
            self._set(dict(update, hint=self._hint))

    def _set(self, value: dict[str, Any]) -> None:
        self._host.analysis = value

    def _stop_run(self) -> None:
        with self._lock:
            self._stop.set()
            self._run += 1
        self._thread = None

    def _running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _finished_here(self) -> bool:
        a = self._host.analysis
        return a.get("state") in ("clear", "budget") and a.get("version") == \
            self._host.game.version


def payload(p: anytime.Progress) -> dict[str, Any]:
    """The numbers the page shows: each offered move (by its index in the offer), best first."""
    rows = []
    for r in p.table.to_dict("records"):
        row = {"id": int(r["candidate"]), "move": r["move"], "n": int(r["playouts"]),
               "best": bool(r["best"])}
        row.update({c: round(float(r[c]), 4) for c in COLUMNS})
        rows.append(row)
    best = rows[0]["id"] if rows else None
    return {"state": p.state, "moves": rows, "best": best, "playouts": p.playouts,
            "elapsed": round(p.elapsed, 2)}

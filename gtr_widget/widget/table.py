"""The Glory to Rome table as a Jupyter widget.

Python owns the truth: the front end is sent `game.view(seat)` for the viewing seat and the
legal moves that seat may play, and answers with a move id plus the version it was chosen in.
Every message is re-validated here; stale, forged or malformed ones change nothing and show an
error. Scripting `t.game.play(...)` directly refreshes the table too: a post-cell hook and an
idle-time check of `game.version` redraw it (the game object itself is never patched, so it
still clones and pickles); `t.refresh()` forces a redraw at once, e.g. inside a long cell.
"""

from __future__ import annotations

import asyncio
import weakref
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from . import stepping
from .seats import Bot, bot_label, choose_move, resolve_bot

_STATIC = Path(__file__).parent.parent / "static"  # gtr_widget/static, built from js/
_MISSING_BUNDLE = """
export default { render({ el }) {
  el.textContent = "gtr_widget: the front-end bundle is missing; run `npm run build` in js/.";
} };
"""
LOG_TAIL = 60  # log lines synced; the full log stays in Python (t.game.log)
MAX_BOT_MOVES = 5000  # a bound on synchronous bot runs, so a table never hangs the kernel
POLL_SECONDS = 0.25  # how often an idle kernel checks whether t.game moved on


def _esm() -> Path | str:
    path = _STATIC / "widget.js"
    return path if path.exists() else _MISSING_BUNDLE


def _css() -> Path | str:
    path = _STATIC / "widget.css"
    return path if path.exists() else ""


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


class Table(anywidget.AnyWidget):
    """A game of Glory to Rome drawn in the notebook; click to play, or script `t.game`.

        t = Table.new(players=3, edition="republic", seed=7)     # or Table(game)
        t.seat(1, "random").seat(2, my_bot)   # a bot: a name or any object with choose(view, moves)
        t.viewer = 0        # one seat's view; "hotseat" (default) follows the person deciding;
                            # "all" is the teaching view with every card face up
        t.pace = 0.5        # seconds between bot moves (0: at once)
        t.play("think: take Jack"); t.undo(); t.redo(); t.new_game()
        t.load_scenario("BB-Academy-1"); t.step(1); t.step(-1)
        Table(game, curtain=True)   # hot seat that covers the cards between two people
    """

    _esm = _esm()
    _css = _css()

    view = traitlets.Dict().tag(sync=True)
    moves = traitlets.List().tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    notice = traitlets.Unicode("").tag(sync=True)
    catalogue = traitlets.Dict().tag(sync=True)
    pace = traitlets.Float(0.8, min=0.0).tag(sync=True)
    viewer = traitlets.Union(
        [traitlets.Int(), traitlets.Unicode()], default_value="hotseat"
    ).tag(sync=True)
    seats = traitlets.List(traitlets.Unicode()).tag(sync=True)
    log = traitlets.List().tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    curtain = traitlets.Bool(False).tag(sync=True)  # hot seat: hide cards until the next person
    scenario = traitlets.Dict().tag(sync=True)  # id, title, story, step, total when one is loaded
    scenario_list = traitlets.List().tag(sync=True)  # [[id, title], ...], synced once

    def __init__(self, game: Any, *, viewer: str | int = "hotseat", pace: float = 0.8,
                 bots: dict[int, Any] | None = None, **kwargs: Any) -> None:
        super().__init__(pace=pace, **kwargs)
        self._game: Any = None
        self._bots: dict[int, Bot] = {}
        self._moves: list[Any] = []
        self._moves_version: int | None = None
        self._hot_seat = 0
        self._bot_handle: asyncio.TimerHandle | None = None
        self._script: list[str] = []
        self._closed = False
        self.bot_error: Exception | None = None
        self.on_msg(self._on_msg)
        self.scenario_list = stepping.choices()
        self._game = game
        self.viewer = viewer
        self.game = game
        for seat, bot in (bots or {}).items():
            self.seat(seat, bot)
        self._register_cell_hook()
        self._watch()

    def close(self) -> None:
        """Stop bots and watchers, then close the widget."""
        self._closed = True
        self._cancel_bots()
        super().close()

    # ----- construction -------------------------------------------------------------------

    @classmethod
    def new(cls, players: int | list[str] = 3, edition: str = "republic",
            seed: int | None = None, **kwargs: Any) -> Table:
        """Start a new game and put it on a table."""
        from .. import Game  # noqa: PLC0415 - the engine is imported lazily to keep this light

        return cls(Game.new(players=players, edition=edition, seed=seed), **kwargs)

    @property
    def game(self) -> Any:
        """The Game on the table. Assigning a new one redraws the table."""
        return self._game

    @game.setter
    def game(self, game: Any) -> None:
        self._cancel_bots()
        self._game = game
        if _is_int(self.viewer) and not 0 <= self.viewer < self._n_players():
            self.viewer = "hotseat"  # that seat is not at this game's table
        try:
            self.catalogue = dict(game.catalogue())
        except Exception:  # noqa: BLE001 - a game without texts still plays
            self.catalogue = {}
        self._hot_seat = self._first_human()
        self._script = []
        self.scenario = {}
        self.refresh()
        self._schedule_bots()

    # ----- seats and viewer ---------------------------------------------------------------

    def seat(self, i: int, bot: Any = None, seed: int | None = None) -> Table:
        """Give seat i to a bot ("random" or an object with choose(view, moves)) or, with
        None, back to a person. Returns the table so calls chain."""
        n = self._n_players()
        if not _is_int(i) or not 0 <= i < n:
            raise ValueError(f"seat must be 0..{n - 1}")
        made = resolve_bot(bot, seed)
        if made is None:
            self._bots.pop(i, None)
        else:
            self._bots[i] = made
        if self._hot_seat in self._bots:
            self._hot_seat = self._first_human()
        self.refresh()
        self._schedule_bots()
        return self

    @traitlets.validate("viewer")
    def _valid_viewer(self, proposal: dict) -> str | int:
        value = proposal["value"]
        if value in ("hotseat", "all"):
            return value
        n = self._n_players()
        if not _is_int(value) or (n and not 0 <= value < n):
            raise traitlets.TraitError('viewer must be "hotseat", "all" or a seat number')
        return value

    @traitlets.observe("viewer")
    def _on_viewer(self, _change: dict) -> None:
        if getattr(self, "_game", None) is not None:
            self.refresh()

    def _n_players(self) -> int:
        game = getattr(self, "_game", None)
        if game is None:
            return 0
        players = getattr(game, "players", None)
        return len(players) if players is not None else len(game.view(None)["players"])

    def _first_human(self) -> int:
        n = self._n_players()
        return next((s for s in range(n) if s not in self._bots), 0)

    def viewer_seat(self) -> int | None:
        """The seat whose view is synced: None only in the "all" teaching view."""
        if self.viewer == "all":
            return None
        if _is_int(self.viewer):
            return int(self.viewer)
        decision = self._game.decision
        if decision is not None and decision.player not in self._bots:
            self._hot_seat = decision.player
        return self._hot_seat

    def may_act(self) -> bool:
        """Whether the person at this table may answer the current decision."""
        decision = self._game.decision
        if decision is None or self._game.is_over or decision.player in self._bots:
            return False
        if self.viewer in ("all", "hotseat"):
            return True
        return decision.player == self.viewer

    # ----- syncing ------------------------------------------------------------------------

    def refresh(self) -> None:
        """Send the viewer's view and moves to the page. Call after changing t.game by hand
        through a route the table cannot see (it is called for you after play/undo/redo)."""
        game = self._game
        seat = self.viewer_seat()
        view = dict(game.view(seat))
        log = view.pop("log", []) or []
        self._moves = list(game.legal_moves()) if self.may_act() else []
        self._moves_version = game.version
        moves = [dict(m.to_json(), id=i) for i, m in enumerate(self._moves)]
        with self.hold_sync():
            self.view = view
            self.log = list(log[-LOG_TAIL:])
            self.moves = moves
            self.version = game.version
            self.seats = [bot_label(self._bots.get(s)) for s in range(len(view["players"]))]
            if self.scenario:
                done = len(getattr(game, "history", []))
                self.scenario = dict(self.scenario, step=min(done, self.scenario["total"]))

    def _changed(self, played: bool) -> None:
        """After any change of the game: clear messages, redraw, let bots answer a play."""
        self.error = ""
        self.notice = ""
        self.refresh()
        if played:
            self._schedule_bots()

    def _watch(self) -> None:
        """Poll the game's version a few times a second while the kernel is idle, so a change
        made outside this table (another widget's callback, a thread) is drawn too."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        ref = weakref.ref(self)

        def tick() -> None:
            table = ref()
            if table is None or table._closed:
                return
            table.sync_if_changed()
            loop.call_later(POLL_SECONDS, tick)

        loop.call_later(POLL_SECONDS, tick)

    def sync_if_changed(self) -> bool:
        """Redraw if the game moved on without the table (e.g. `t.game.play(...)`)."""
        if self._game is not None and self._game.version != self._moves_version:
            self._changed(played=True)
            return True
        return False

    def _register_cell_hook(self) -> None:
        try:
            from IPython import get_ipython  # noqa: PLC0415
        except ImportError:
            return
        ip = get_ipython()
        if ip is None:
            return
        ref = weakref.ref(self)

        def after_cell(*_args: Any) -> None:
            table = ref()
            if table is None or table._closed:
                ip.events.unregister("post_run_cell", after_cell)
            else:
                table.sync_if_changed()

        ip.events.register("post_run_cell", after_cell)

    # ----- playing ------------------------------------------------------------------------

    def play(self, move: Any) -> Any:
        """Play a move (object or notation) as if clicked; IllegalMove propagates."""
        result = self._game.play(move)
        self._changed(played=True)
        return result

    def undo(self) -> None:
        """Undo the last move, and the bot moves after it, back to a person's decision."""
        self._cancel_bots()
        self._game.undo()
        while self._bot_to_move() and self._safe(self._game.undo):
            pass
        self._changed(played=False)

    def redo(self) -> None:
        """Redo one undone move (bots wait until the next move is played)."""
        self._cancel_bots()
        self._game.redo()
        self._changed(played=False)

    def new_game(self, seed: int | None = None) -> None:
        """Deal a new game with the same players and edition; seats keep their bots."""
        from .. import Game  # noqa: PLC0415

        full = self._game.view(None)
        names = [p["name"] for p in full["players"]]
        self.game = Game.new(players=names, edition=full["edition"], seed=seed)

    def load_scenario(self, scenario_id: str) -> None:
        """Put a rulebook example on the table at its starting position; `step()` then walks
        through its moves (and back)."""
        stepping.load(self, scenario_id)

    def step(self, delta: int = 1) -> None:
        """Step a loaded scenario's scripted moves forward (+1) or back (-1)."""
        stepping.step(self, delta)

    # ----- bots ---------------------------------------------------------------------------

    def _bot_to_move(self) -> bool:
        d = self._game.decision
        return d is not None and not self._game.is_over and d.player in self._bots

    def _bot_move(self) -> None:
        """Let the bot whose decision it is choose from its own view and play."""
        seat = self._game.decision.player
        moves = list(self._game.legal_moves())
        choice = choose_move(self._game, self._bots[seat])
        if str(choice) not in {str(m) for m in moves}:
            # this message stays in Python (t.bot_error): it may name the bot's hidden cards
            raise ValueError(f"bot at seat {seat} chose a move that is not legal: {choice}")
        self._game.play(choice)

    def run_bots(self, max_moves: int = MAX_BOT_MOVES) -> int:
        """Play bot moves now until a person must decide or the game ends; returns the count."""
        self._cancel_bots()
        played = 0
        try:
            while played < max_moves and self._bot_to_move():
                self._bot_move()
                played += 1
        except Exception as exc:  # noqa: BLE001 - a broken bot shows its error, table survives
            self._bot_failed(exc)
        self.refresh()
        return played

    def _schedule_bots(self) -> None:
        if self._game is None or self._bot_handle is not None or not self._bot_to_move():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or self.pace <= 0:
            self.run_bots()
            return
        self.busy = True
        self._bot_handle = loop.call_later(self.pace, self._bot_tick)

    def _bot_tick(self) -> None:
        self._bot_handle = None
        self.busy = False
        if not self._bot_to_move():
            return
        try:
            self._bot_move()
            self._changed(played=True)  # draws, then schedules the next bot
        except Exception as exc:  # noqa: BLE001
            self._bot_failed(exc)
            self.refresh()

    def _bot_failed(self, exc: Exception) -> None:
        """Keep the details in Python (`t.bot_error`): they may name cards the viewer may not
        see. The page only learns that the bot stopped."""
        self.bot_error = exc
        seat = self._game.decision.player if self._game.decision is not None else "?"
        self.error = (f"The bot at seat {seat} failed ({type(exc).__name__}) and stopped; "
                      "see t.bot_error.")

    def _cancel_bots(self) -> None:
        if self._bot_handle is not None:
            self._bot_handle.cancel()
            self._bot_handle = None
        self.busy = False

    @staticmethod
    def _safe(fn: Any) -> bool:
        try:
            fn()
        except Exception:  # noqa: BLE001 - "nothing left to undo" ends the loop
            return False
        return True

    # ----- messages from the page ---------------------------------------------------------

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        from .messages import handle_message  # noqa: PLC0415

        handle_message(self, content)

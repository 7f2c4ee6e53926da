"""The table: any game's view in a Jupyter notebook, played by clicks, scripts and bots.

Python owns the truth. The page is sent `game.view(seat)` and `game.log_for(seat)` for the
viewing seat and the legal moves that seat may play; it answers with messages (a move's index
and the version it was chosen in, undo, ...) that are parsed (commands.py) and checked
(messages.py, policy.py) before anything changes. The page may write no trait: a write from
the page (say `viewer = "all"`) is put back and refused, so it can never widen what is synced.

The table knows no game: it uses the core `Game` API and the registry only. A script that
plays on `t.game` directly is drawn after the cell that did it (redraw.py explains why that is
the one mechanism); `t.refresh()` draws at once, e.g. inside a long cell.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, TypeGuard

import anywidget
import traitlets

from ..core.errors import clip
from ..core.game import Game
from ..core.protocol import Decision
from ..core.registry import default_game, game_class
from ..core.saves import short
from . import analysis as analysing
from . import bundle, exercise_list, messages, policy, redraw, snapshot, stepping, wire, words
from .exercise import ExerciseRun
from .seats import Seats
from .short_traits import ShortBool, ShortEnum, ShortFloat, ShortUnion
from .timeline.part import TimelinePart

LOG_TAIL = 60  # log lines synced; the whole log stays in Python (t.game.log)
#: Traits the page may write. None: the page only reads, and speaks through messages.
PAGE_WRITABLE: frozenset[str] = frozenset()


def checked_game(game: object) -> Game:
    """`game` if it is a Game to put on the table (a TypeError naming it otherwise)."""
    if not isinstance(game, Game):
        raise TypeError(f"a table holds a Game (e.g. Game.new(3)), not {short(game)}")
    return game


def _is_int(x: object) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


class Table(TimelinePart, anywidget.AnyWidget):
    """A game drawn in the notebook; click to play, or script `t.game`.

        t = Table.new(players=3, seed=7)          # Glory to Rome; or Table(game) for any game
        t = Table.new(players=3, game="glory_to_rome", edition="imperium")
        t.seat(1, "random").seat(2, my_bot)   # a bot: a name or any object with choose(view, moves)
        t.viewer = 0        # one seat's view; "hotseat" (default) follows the person deciding;
                            # "all" is the teaching view with every card face up
        t.pace = 0.5        # seconds between bot moves (0: at once)
        t.undo_rule = "own" # who may undo from the page: "own", "any", "none" (policy.py)
        t.play(t.game.legal_moves()[0].text); t.undo(); t.redo(); t.new_game()
        t.load_scenario("BB-Academy-1"); t.step(1); t.step(-1)
        t.exercise("GTR-14")  # a rulebook example as an exercise: find the book's move
        Table(game, curtain=True)   # hot seat that covers the cards between two people
        Table(game, language="fr")  # card, role and interface names in French ("es": Spanish)
    """

    _esm = bundle.esm()
    _css = bundle.css()
    #: The game on the table; None until `__init__` puts one there (traitlets may call the
    #: observers below before it does).
    _game: Any = None
    _exercise: ExerciseRun | None = None  # the open exercise, if any (`exercise()`)

    # view, moves and log cross the wire packed (wire.py); the page unpacks them first
    view = traitlets.Dict().tag(sync=True, to_json=wire.packed)
    moves: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True, to_json=wire.packed)
    version = traitlets.Int(0).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    notice = traitlets.Unicode("").tag(sync=True)
    catalogue = traitlets.Dict().tag(sync=True)  # card texts, when the game has them
    pace = ShortFloat(0.8, min=0.0).tag(sync=True)
    viewer = ShortUnion(
        [traitlets.Int(), traitlets.Unicode()], default_value="hotseat"
    ).tag(sync=True)
    undo_rule = ShortEnum(policy.RULES, default_value="auto").tag(sync=True)
    seats = traitlets.List(traitlets.Unicode()).tag(sync=True)
    log: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True, to_json=wire.packed_log)
    thinking = traitlets.Unicode("").tag(sync=True)  # "Bo is thinking…" while a bot decides
    curtain = ShortBool(False).tag(sync=True)  # hot seat: hide cards until the next person
    scenario = traitlets.Dict().tag(sync=True)  # id, title, story, step, total when one is loaded
    scenario_list: traitlets.List[list[str]] = traitlets.List().tag(sync=True)  # [[id, title]]
    language = ShortEnum(words.LANGUAGES, default_value="en").tag(sync=True)
    names = traitlets.Dict().tag(sync=True)  # English name -> the language's, per game
    glossary = traitlets.Dict().tag(sync=True)  # rule key -> [sentence, rulebook reference]
    one_click = ShortBool(False).tag(sync=True)  # play a lone fitting move on one click
    exercise_info = traitlets.Dict().tag(sync=True)  # the open exercise (widget/exercise.py)
    exercise_list: traitlets.List[list[Any]] = traitlets.List().tag(sync=True)  # picker rows
    timeline = traitlets.Dict().tag(sync=True)  # where the game is on its lines (timeline/)
    deal = traitlets.Int(0).tag(sync=True)  # counts the games put on the table: the page forgets
    # what it was showing about the last one (the card inspected), even at the same version
    analysis = traitlets.Dict().tag(sync=True)  # the viewer's decision's what-if numbers

    def __init__(self, game: Any, *, viewer: str | int = "hotseat", pace: float = 0.8,
                 bots: dict[int, Any] | None = None, undo: str = "auto",
                 **kwargs: Any) -> None:
        super().__init__(pace=pace, undo_rule=undo, **kwargs)
        self._moves: list[Any] = []
        self._moves_version: int | None = None
        self._hot_seat = 0
        self._script: list[str] = []
        self._closed = False
        self._bots = Seats(self)
        self._timeline_init()
        self._analyst = analysing.Analyst(self)
        self.on_msg(self._on_msg)
        self._game = checked_game(game)
        self.viewer = viewer
        self._put(game)
        if bots is not None and not isinstance(bots, dict):
            raise TypeError(f"bots={short(bots)}: a dict of seat -> bot, e.g. {{1: 'random'}}")
        for seat, bot in (bots or {}).items():
            self.seat(seat, bot)
        redraw.watch(self)

    def close(self) -> None:
        """Stop the bots and the redraw hook, then close the widget. A table whose making was
        refused (a bad `pace`, say) has neither; the garbage collector still closes it."""
        self._closed = True
        if "_analyst" in vars(self):
            self._bots.cancel()
            self._analyst.close()
        redraw.unwatch(self)
        super().close()

    @classmethod
    def new(cls, players: int | list[str] = 3, game: str | None = None, *,
            viewer: str | int = "hotseat", pace: float = 0.8, bots: dict[int, Any] | None = None,
            undo: str = "auto", curtain: bool = False, language: str = "en",
            **options: Any) -> Table:
        """Deal a new game of `game` (a registered name; None: the package's default game) and
        put it on a table; `options` (seed, edition, ...) go to the game's own `new`."""
        made = game_class(default_game(game)).new(players=players, **options)
        return cls(made, viewer=viewer, pace=pace, bots=bots, undo=undo, curtain=curtain,
                   language=language)

    # ----- the game on the table ----------------------------------------------------------

    @property
    def game(self) -> Any:
        """The Game on the table. Assigning another one redraws the table."""
        return self._game

    @game.setter
    def game(self, game: Any) -> None:
        self._put(checked_game(game))

    def _put(self, game: Any, script: list[str] | None = None,
             scenario: dict[str, Any] | None = None) -> None:
        self._bots.cancel()
        self._game = game
        self.scenario_list = stepping.choices(game.engine.name)
        self.exercise_list = exercise_list.choices(game.engine.name)
        if _is_int(self.viewer) and not 0 <= self.viewer < self._n_players():
            self.viewer = "hotseat"  # that seat is not at this game's table
        self.catalogue = game.catalogue()  # {} when the game has no card texts
        self.glossary = words.glossary(game, self.language)
        self.names = words.names(game, self.language)
        self._hot_seat = self._first_human()
        self._script = list(script or [])
        self.scenario = dict(scenario or {})
        self._exercise = None  # `exercise()` opens one after this
        self.exercise_info = {}
        self.error = ""
        self.notice = ""
        self.deal += 1
        self.refresh()

    # ----- seats and viewer ---------------------------------------------------------------

    def seat(self, i: int, bot: Any = None, seed: int | None = None) -> Table:
        """Give seat i to a bot ("random", a game's bot name, or an object with
        choose(view, moves)) or, with None, back to a person. Returns the table to chain."""
        n = self._n_players()
        if not _is_int(i) or not 0 <= i < n:
            raise ValueError(f"seat must be 0..{n - 1}")
        self._bots.set(i, bot, seed)
        if self._hot_seat in self._bots.seats():
            self._hot_seat = self._first_human()
        self.refresh()
        return self

    def bot_seats(self) -> Collection[int]:
        return self._bots.seats()

    @traitlets.validate("viewer")
    def _valid_viewer(self, proposal: dict[str, Any]) -> str | int:
        value: str | int = proposal["value"]
        if value in ("hotseat", "all"):
            return value
        n = self._n_players()
        if not _is_int(value) or (n and not 0 <= value < n):
            raise traitlets.TraitError('viewer must be "hotseat", "all" or a seat number')
        return value

    @traitlets.validate("error", "notice")
    def _short_text(self, proposal: dict[str, Any]) -> str:
        return clip(str(proposal["value"]))

    @traitlets.observe("language")
    def _on_language(self, change: dict[str, Any]) -> None:
        if self._game is not None:
            self.names = words.names(self._game, change["new"])
            self.glossary = words.glossary(self._game, change["new"])
            self._draw()  # the moves' sentences too

    @traitlets.observe("viewer", "undo_rule")
    def _on_setting(self, _change: dict[str, Any]) -> None:
        if self._game is not None:
            self._draw()

    def _n_players(self) -> int:
        game = self._game
        return 0 if game is None else len(game.players)

    def _first_human(self) -> int:
        bots = self._bots.seats()
        return next((s for s in range(self._n_players()) if s not in bots), 0)

    def viewer_seat(self) -> int | None:
        """The seat whose view is synced: None only in the "all" teaching view."""
        return self._seat_for(self._game.decision)

    def _seat_for(self, decision: Decision | None) -> int | None:
        if self.viewer == "all":
            return None
        if _is_int(self.viewer):
            return int(self.viewer)
        if decision is not None and decision.player not in self._bots.seats():
            self._hot_seat = decision.player
        return self._hot_seat

    def may_act(self) -> bool:
        """Whether the person at this table may answer the current decision."""
        return self._may_answer(self._game.decision)

    def _may_answer(self, decision: Decision | None) -> bool:
        if decision is None or self._game.is_over or decision.player in self._bots.seats():
            return False
        if self.viewer in ("all", "hotseat"):
            return True
        return bool(decision.player == self.viewer)  # the viewer trait is typed Any

    def undo_rule_now(self) -> str:
        """The undo rule in force ("auto" resolved for the current viewer)."""
        return policy.resolve(self.undo_rule, self.viewer)

    def offered(self) -> tuple[list[Any], int | None]:
        return self._moves, self._moves_version

    # ----- syncing ------------------------------------------------------------------------

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A write from the page. The page may only read: put every trait it tried to change
        back as Python holds it, and say so (nothing more than the viewer's view is synced)."""
        if not isinstance(sync_data, dict):
            return
        known = [k for k in sync_data if isinstance(k, str) and k in self.keys]
        allowed = {k: sync_data[k] for k in known if k in PAGE_WRITABLE}
        refused = sorted(k for k in known if k not in PAGE_WRITABLE)
        if allowed:
            super().set_state(allowed)
        if refused:
            self.send_state(refused)
        if refused or len(known) < len(sync_data):
            what = ", ".join(refused) if refused else "the table"
            self.error = f"Refused: the page may not change {what}; it may only read it."

    def _repr_mimebundle_(self, **kwargs: Any) -> snapshot.Bundle | None:
        """The live table, with a still picture of it for pages without a kernel (snapshot)."""
        return snapshot.with_picture(self, super()._repr_mimebundle_(**kwargs))

    def refresh(self) -> None:
        """Draw the table now (call it inside a long cell after changing `t.game`), and let the
        bots answer if it is their decision."""
        self._draw()
        self._bots.schedule()

    def _draw(self) -> None:
        """Send the viewer's view, log and moves to the page. Each is built once per draw:
        the decision is asked once, and a view that carries the seat's log (Glory to Rome's
        does) hands it over instead of the table wording the log a second time."""
        game = self._game
        decision = game.decision
        seat = self._seat_for(decision)
        shown = self._shown_game()  # the game, or a past position under review (read-only)
        view = dict(shown.view(seat), version=game.version)
        log = view.pop("log", None)  # synced on its own trait, as this seat may read it
        if log is None:
            log = shown.log_for(seat)
        view = words.worded_view(game, view, self.language)
        answer = self._may_answer(decision) and shown is game
        self._moves = list(game.legal_moves()) if answer else []
        self._moves_version = game.version
        said = words.move_words(game, self._moves, seat, view, self.language)
        moves = [dict(m.to_json(), id=i, **w) for i, (m, w) in enumerate(zip(self._moves, said))]
        log = list(log[-LOG_TAIL:])
        final = words.final_line(view)
        if final:
            log.append({"kind": "result", "player": None, "text": final, "cards": []})
        with self.hold_sync():
            self.view = view
            self.log = log
            self.moves = moves
            self.version = game.version
            self.seats = [self._bots.label(s) for s in range(len(game.players))]
            if self._exercise is not None:
                self.exercise_info = self._exercise.info()
            self._timeline_draw(seat)
            if self.scenario:
                done = game.ply
                self.scenario = dict(self.scenario, step=min(done, self.scenario["total"]))
            self._analyst.follow()  # in the same message as the view

    def _changed(self) -> None:
        """After any change of the game: clear the messages, draw, let the bots answer."""
        self.error = ""
        self.notice = ""
        self.refresh()

    def sync_if_changed(self) -> bool:
        """Draw if the game moved on without the table (e.g. `t.game.play(...)` in a cell)."""
        if self._closed or self._game is None or self._game.version == self._moves_version:
            return False
        try:
            self._changed()
        except Exception as exc:  # noqa: BLE001 - shown on the table, never raised in a hook
            self.error = f"The table could not be drawn ({type(exc).__name__}: {exc})"
        return True

    # ----- playing ------------------------------------------------------------------------

    def play(self, move: Any) -> Any:
        """Play a move (object or notation) as if clicked; IllegalMove propagates."""
        if self._exercise is not None:
            self._exercise.check(self._game, move)  # not the book's move: refused, with a hint
        result = self._game.play(move)
        self._changed()
        return result

    def undo(self) -> None:
        """Undo the last move, and the bot moves before it, back to a person's decision; the
        bots then answer again if the decision is theirs."""
        self._game.undo()  # IllegalMove when there is nothing to undo: then nothing changed
        self._bots.cancel()
        people = set(range(self._n_players())) - self._bots.seats()
        while people and self._bots.to_move() and self._game.ply:
            self._game.undo()
        self._changed()

    def redo(self) -> None:
        """Redo one undone move, and the undone bot moves after it; then the bots resume."""
        self._game.redo()  # IllegalMove when there is nothing to redo: then nothing changed
        self._bots.cancel()
        while self._bots.to_move():
            try:
                self._game.redo()
            except ValueError:  # nothing left to redo: the bots choose afresh
                break
        self._changed()

    def new_game(self, seed: int | None = None) -> None:
        """Deal a new game of the same kind with the same players (and the same rules, when
        the game has `rules`); seats keep their bots."""
        self.game = self._game.again(seed)

    def load_scenario(self, scenario_id: str) -> None:
        """Put a rulebook example on the table at its starting position; `step()` then walks
        through its moves (and back)."""
        loaded = stepping.load(scenario_id)
        self._put(loaded.game, loaded.script, loaded.info)

    def exercise(self, exercise_id: str) -> ExerciseRun:
        """Open a rulebook exercise (`scenarios.exercises()`): only the book's moves pass."""
        run = ExerciseRun.open(exercise_id, lambda info: setattr(self, "exercise_info", info))
        self._put(run.game)
        self._exercise = run
        run.publish()
        return run

    def step(self, delta: int = 1) -> None:
        """Step a loaded scenario's scripted moves forward (+1) or back (-1)."""
        if not self.scenario:
            self.notice = "No rulebook example is loaded, so there is nothing to step through."
            return
        notice = stepping.step(self._game, self._script, delta)
        self._bots.cancel()  # a bot waiting to answer the position before the step
        self._changed()
        self.notice = notice

    def run_bots(self, max_moves: int | None = None) -> int:
        """Play bot moves now until a person must decide or the game ends; returns the count."""
        return self._bots.run(max_moves)

    @property
    def bot_error(self) -> Exception | None:
        """The last bot failure in full (the page only learns that a bot stopped)."""
        return self._bots.error

    def analyse(self, on: bool = True, budget_s: float | None = None) -> None:
        """Switch the background analysis of the viewer's decisions on or off; `budget_s`:
        the seconds a position's analysis may take (at most an hour)."""
        self._analyst.switch(on, budget_s)

    def hint(self) -> None:
        """Light the best move found for the viewer's decision, analysing if needed."""
        self._analyst.hint()

    # ----- messages from the page ---------------------------------------------------------

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if analysing.handles(content):
            error = self._analyst.message(content)
        else:
            error = messages.handle(self, content)
        if error:
            self.error = error

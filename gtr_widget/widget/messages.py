"""Messages from the page, applied only after they pass the same checks as a click.

`commands.parse` turns a message into a typed command (or refuses its shape); `apply` checks
it against the table: every command that changes the game carries the version it was chosen
in (so a replayed or stale message, such as a second identical "undo", is refused), moves
need the viewer to own the decision, and undo/redo/new/scenario/exercise need the table's undo rule
(see policy.py). A refusal returns a short text and changes nothing.

The table is reached through the small `Host` protocol below, so this module does not import
the table (the dependency goes one way: table -> messages -> commands, policy, reasons).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol

from ..core.errors import clip
from . import policy
from .commands import (
    AskCard,
    BadMessage,
    Command,
    LoadScenario,
    NewGame,
    OpenExercise,
    PlayMove,
    PlayText,
    Redo,
    SetPace,
    Step,
    Undo,
    parse,
)
from .reasons import card_reason
from .timeline import messages as timeline_messages
from .timeline.commands import BadTimelineMessage, ShowTimeline, TimelineCommand
from .timeline.messages import TimelineHost


class Host(TimelineHost, Protocol):
    """What a table offers to the message handler."""

    pace: float
    view: dict[str, Any]

    @property
    def reviewing(self) -> int | None:
        """The past ply the timeline shows read-only, or None."""

    @property
    def game(self) -> Any: ...

    def offered(self) -> tuple[list[Any], int | None]:
        """The moves on offer to the page and the game version they were offered in."""

    def refresh(self) -> None: ...

    def may_act(self) -> bool: ...

    def viewer_seat(self) -> int | None: ...

    def undo_rule_now(self) -> str: ...

    def bot_seats(self) -> Collection[int]: ...

    def play(self, move: Any) -> Any: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def new_game(self) -> None: ...

    def load_scenario(self, scenario_id: str) -> None: ...

    def step(self, delta: int) -> None: ...

    def exercise(self, exercise_id: str) -> Any: ...


def handle(host: Host, content: Any) -> str | None:
    """Apply one message; return the refusal to show, or None when it was applied."""
    try:
        return apply(host, parse(content))
    except (BadMessage, BadTimelineMessage) as exc:
        return str(exc)
    except KeyError as exc:  # an unknown scenario or exercise: its text, without KeyError's quotes
        return clip(str(exc.args[0]) if exc.args else "Refused: not found.")
    except Exception as exc:  # noqa: BLE001 - the game's reason is what the person should read
        return clip(str(exc) or type(exc).__name__)


def _check_version(host: Host, version: int) -> str | None:
    now = host.game.version
    if version != now:
        return (f"Refused: that was chosen on an older table (version {version}, now {now}). "
                "Choose again.")
    if host.offered()[1] != now:
        host.refresh()  # the game moved on without the table: offer the current moves
        return "Refused: the table was out of date. Choose again."
    return None


def _check_turn(host: Host) -> str | None:
    game = host.game
    if game.is_over:
        return "Refused: the game is over."
    if not host.may_act():
        decision = game.decision
        if decision is None:
            return "Refused: nobody is deciding now."
        who = game.players[decision.player] if 0 <= decision.player < len(game.players) \
            else "another player"
        return f"Refused: it is {who}'s decision, not yours."
    return None


def apply(host: Host, cmd: Command) -> str | None:
    """Check `cmd` against the table and apply it; return the refusal, or None."""
    if isinstance(cmd, SetPace):
        host.pace = cmd.pace
        return None
    if isinstance(cmd, ShowTimeline):  # no version: it changes no game
        return timeline_messages.apply(host, cmd, host.undo_rule_now())
    problem = _check_version(host, cmd.version)
    if problem:
        return problem
    rule = host.undo_rule_now()
    if isinstance(cmd, TimelineCommand):
        return timeline_messages.apply(host, cmd, rule)
    if isinstance(cmd, (PlayMove, PlayText, AskCard)):
        if host.reviewing is not None:  # the timeline shows the past
            return "Refused: a past position is shown, read-only; go back to the game to play."
        problem = _check_turn(host)
        if problem:
            return problem
        if isinstance(cmd, AskCard):
            return card_reason(host.game, host.view, cmd.card)
        if isinstance(cmd, PlayText):
            host.play(cmd.text)
            return None
        moves = host.offered()[0]
        if not 0 <= cmd.id < len(moves):
            return "Refused: no such move is on offer."
        host.play(moves[cmd.id])
        return None
    if isinstance(cmd, Undo):
        problem = policy.why_not_undo(host.game, rule, host.viewer_seat(), host.bot_seats())
        return _unless(problem, host.undo)
    if isinstance(cmd, Redo):
        return _unless(policy.why_not_redo(host.game, rule, host.viewer_seat()), host.redo)
    if isinstance(cmd, NewGame):
        return _unless(policy.why_not_deal(rule, "a new game"), host.new_game)
    if isinstance(cmd, LoadScenario):
        problem = policy.why_not_deal(rule, "loading a scenario")
        return _unless(problem, host.load_scenario, cmd.id)
    if isinstance(cmd, OpenExercise):
        return _unless(policy.why_not_deal(rule, "opening an exercise"), host.exercise, cmd.id)
    if isinstance(cmd, Step):
        return _unless(policy.why_not_deal(rule, "stepping a scenario"), host.step, cmd.delta)
    return "Refused: malformed message."


def _unless(problem: str | None, action: Any, *args: Any) -> str | None:
    """Run `action` when there is no `problem`; return the problem."""
    if problem is None:
        action(*args)
    return problem

"""An exercise on a table: ask for the book's move, refuse any other with the rule as a hint.

A run holds one exercise (`gtr_widget.scenarios.exercises()`) and the game at its question.
Every move, clicked or scripted, passes `check` before it is played: the book's next move
goes through; any other is refused with `IllegalMove` carrying the hint (the rule and its
rulebook line) and the game is left exactly as it was. When the last move of the answer is
played the run is solved and shows the book's explanation. What the page shows is `info()`,
plain data the table syncs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import IllegalMove


def _text_of(game: Any, move: Any) -> str:
    """The notation `move` is played as on `game`, found on a copy (IllegalMove, with the
    rules' reason, when it is not legal there)."""
    trial = game.clone()
    trial.play(move)
    return str(trial.history[-1])


class ExerciseRun:
    """One exercise being answered on a game.

        run = ExerciseRun.open(exercise_id)
        run.check(run.game, move)   # IllegalMove with the hint unless it is the book's move
    """

    def __init__(self, data: dict[str, Any], game: Any,
                 publish: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.data = data
        self.game = game
        self.tries = 0  # wrong answers so far
        self._publish = publish
        self._base = len(game.history)
        probe = game.clone()
        for move in data["answer"]:
            probe.play(move)
        #: The answer as the game writes it, so any spelling of the right move matches.
        self.answer: list[str] = [str(m) for m in probe.history[self._base:]]

    @classmethod
    def open(cls, exercise_id: str,
             publish: Callable[[dict[str, Any]], None] | None = None) -> ExerciseRun:
        """The exercise at its question; KeyError (with a short text) when unknown."""
        from ..scenarios.exercise_book import exercise, position  # noqa: PLC0415 - loads data

        return cls(exercise(exercise_id), position(exercise_id), publish)

    @property
    def done(self) -> int:
        """How many of the answer's moves the game has played (the book's, in order)."""
        played = list(self.game.history)[self._base:]
        count = 0
        for mine, book in zip(played, self.answer):
            if mine != book:
                break
            count += 1
        return count

    @property
    def solved(self) -> bool:
        return self.done == len(self.answer)

    def hint(self) -> str:
        rule = self.data["hint"]
        return f"{rule['rule']} (rulebook {rule['line']})"

    def check(self, game: Any, move: Any) -> None:
        """Let the book's next move through; refuse any other with the hint (IllegalMove),
        the game unchanged. Moves after the exercise is solved are free play."""
        if game is not self.game or self.solved:
            return
        if list(game.history)[self._base:self._base + self.done] != self.answer[:self.done] \
                or len(game.history) != self._base + self.done:
            return  # the game left the exercise (say by a script): nothing to check
        try:
            text = _text_of(game, move)
        except IllegalMove as exc:
            self._wrong()
            raise IllegalMove(f"{exc} Hint: {self.hint()}") from None
        if text != self.answer[self.done]:
            self._wrong()
            raise IllegalMove(f"Not the book's move. Hint: {self.hint()}")

    def _wrong(self) -> None:
        self.tries += 1
        self.publish()

    def publish(self) -> None:
        if self._publish is not None:
            self._publish(self.info())

    def info(self) -> dict[str, Any]:
        """What the page shows: the question, the progress, the hint after a wrong try, and
        the explanation once solved."""
        d = self.data
        solved = self.solved
        return {
            "id": d["id"], "title": d["title"], "level": d["level"],
            "question": d["question"], "done": self.done, "total": len(self.answer),
            "tries": self.tries, "solved": solved,
            "hint": self.hint() if self.tries else "",
            "explanation": d["explanation"] if solved else "",
            "seed": d["seed"] if solved else "",
        }

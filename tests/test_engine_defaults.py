"""The `Engine` contract's defaults (core/protocol.py), the candidate lookup `chosen` and the
plain-JSON engine (core/plain.py): what a small game no longer writes (issue 26, item 6)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gtr_widget.core import Candidate, Decision, Event, IllegalMove, Move, chosen
from gtr_widget.core.plain import PlainStateEngine

PASS = Move("pass", "pass")
TAKE = Move("take", "take 2", (2,), target=1, target_kind="seat")


class Counting(PlainStateEngine[dict]):
    """Seats take turns adding one to their score until `left` runs out: only what the
    contract has no default for."""

    name = "counting"
    title = "Counting"

    def candidates(self, s: dict) -> list[Candidate]:
        if not s["left"]:
            return []
        return [Candidate(PASS, "passing is refused here"), Candidate(TAKE)]

    def play(self, s: dict, legal: list[Move], move: Move | str) -> tuple[Move, list[Move]]:
        m = chosen(self.candidates(s), move)
        s["points"][len(s["log"]) % len(s["points"])] += 1
        s["left"] -= 1
        s["log"].append(m.text)
        return m, self.start(s)

    def decision(self, s: dict) -> Decision | None:
        return Decision(len(s["log"]) % len(s["points"]), "take", "take") if s["left"] else None

    def observe(self, s: dict, seat: int | None) -> dict[str, Any]:
        return {"game": self.name}

    def events(self, s: dict) -> list[Event]:
        return [Event(i, None, "take", text) for i, text in enumerate(s["log"])]

    def scores(self, s: dict) -> list[dict[str, Any]]:
        return [{"total": p} for p in s["points"]]

    def end_reason(self, s: dict) -> str | None:
        return None

    def seats(self, s: dict) -> list[str]:
        return [str(i) for i in range(len(s["points"]))]

    def information_state(self, s: dict, seat: int) -> dict:
        return s

    def sampler(self, info: dict) -> Any:
        return lambda rng: self.copy(info)

    def frames(self, game: Any, seat: int | None) -> Any:
        return None

    def summary(self, s: dict) -> dict[str, Any]:
        return {}


def state(points: list[int], left: int) -> dict:
    return {"points": list(points), "left": left, "log": []}


def test_the_legal_moves_are_the_candidates_no_rule_refuses() -> None:
    assert Counting().start(state([0, 0], 3)) == [TAKE]
    assert Counting().start(state([0, 0], 0)) == []


def test_the_decider_and_the_end_are_read_off_the_decision() -> None:
    engine, s = Counting(), state([0, 0, 0], 2)
    assert (engine.player(s), engine.is_over(s), engine.clock(s)) == (0, False, 0)
    engine.play(s, engine.start(s), "take 2")
    assert (engine.player(s), engine.is_over(s), engine.clock(s)) == (1, False, 1)
    engine.play(s, engine.start(s), TAKE)
    assert (engine.player(s), engine.is_over(s), engine.clock(s)) == (None, True, 2)


@given(st.lists(st.integers(0, 5), min_size=2, max_size=5))
def test_the_top_total_wins_once_over_and_ties_share(points: list[int]) -> None:
    engine = Counting()
    top = max(points)
    assert engine.winners(state(points, 0)) == [i for i, p in enumerate(points) if p == top]
    assert engine.winners(state(points, 1)) == []  # not over: nobody has won


def test_chosen_finds_the_legal_move_by_text_in_any_case_or_spacing() -> None:
    candidates = Counting().candidates(state([0, 0], 1))
    assert chosen(candidates, "  TAKE   2 ") is TAKE
    assert chosen(candidates, TAKE) is TAKE


@pytest.mark.parametrize(("move", "reason"), [
    ("pass", "passing is refused here"),
    ("jump", "'jump' is not a move of this decision"),
    (TAKE._replace(target=0), "'take 2' is legal, but not as given"),
])
def test_chosen_refuses_with_the_reason(move: Move | str, reason: str) -> None:
    with pytest.raises(IllegalMove, match=reason):
        chosen(Counting().candidates(state([0, 0], 1)), move)


def test_a_plain_state_copies_saves_and_loads_deeply() -> None:
    engine, s = Counting(), state([1, 2], 4)
    for twin in (engine.copy(s), engine.to_dict(s), engine.from_dict(s)):
        assert twin == s
        twin["points"][0] = 9
        assert s["points"][0] == 1
    assert engine.sampler(s)(random.Random(0)) == s

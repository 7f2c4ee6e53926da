"""Play the table in the browser the way a person does: read what is lit, click it, wait.

Shared by the e2e tests and benchmarks/widget.py.
"""

from __future__ import annotations

import time
from typing import Any

_MODEL = "window.__gtr.models[window.__gtr.models.length - 1]"
ROLES = ["Laborer", "Craftsman", "Legionary", "Architect", "Merchant", "Patron"]


def model_state(page: Any) -> dict:
    """The newest table model's synced traits, as the browser holds them."""
    return page.evaluate(
        f"""() => {{ const m = {_MODEL};
          const keys = ["view", "moves", "version", "error", "notice", "log", "viewer", "seats",
                        "catalogue", "pace", "thinking", "undo_rule"];
          const out = {{}}; for (const k of keys) out[k] = m.get(k); return out; }}"""
    )


def shown_version(page: Any) -> int:
    return int(page.evaluate(
        "() => { const t = document.querySelectorAll('.gtr-table');"
        " return Number(t[t.length - 1].dataset.version); }"
    ))


def wait_version_above(page: Any, version: int, timeout: float = 15_000) -> None:
    page.wait_for_function(
        "(v) => { const t = document.querySelectorAll('.gtr-table');"
        " return t.length && Number(t[t.length - 1].dataset.version) > v; }",
        arg=version, timeout=timeout,
    )


def click_move(page: Any, move: dict, version: int) -> None:
    """Click what a person would: the move's first card (which selects it and offers the moves
    it could make), then that move's button; a button for moves without cards. Waits until the
    table shows the next version."""
    table = page.locator(".gtr-table").last
    if move["cards"]:
        card = move["cards"][0]
        table.locator(f'[data-card="{card}"].gtr-lit').first.click()
        selected = table.get_attribute("data-selected")
        assert selected == f"card:{card}", f"clicking card {card} selected {selected!r}"
        choice = table.locator(f'.gtr-choice [data-move="{move["id"]}"]')
        choice.wait_for(timeout=15_000)
        choice.click()
    else:
        table.locator(f'.gtr-free [data-move="{move["id"]}"]').click()
    wait_version_above(page, version)


def choose(kind: str, moves: list[dict], wanted: set[str]) -> dict:
    """A simple, purposeful policy: lead a role still wanted, follow when possible, and take
    real actions rather than passing, so every role's turn does something."""
    def first(pred: Any) -> dict | None:
        return next((m for m in moves if pred(m)), None)

    if kind == "lead":
        return (
            first(lambda m: m["verb"] == "lead" and m["role"] in wanted
                  and "petition" not in m["text"] and "Jack" not in m["text"])
            or first(lambda m: m["verb"] == "lead" and m["role"] in wanted)
            or first(lambda m: m["text"] == "think: take Jack")
            or first(lambda m: m["verb"] == "think")
            or moves[0]
        )
    if kind == "follow":
        return (first(lambda m: m["verb"] == "follow" and "petition" not in m["text"])
                or first(lambda m: m["verb"] == "think") or moves[0])
    return first(lambda m: m["verb"] not in ("pass", "skip")) or moves[0]


def play_clicks(page: Any, n: int, pick: Any = None) -> list[tuple[str, float]]:
    """Click n moves (or until no move is offered); returns (text, seconds) per click."""
    done: list[tuple[str, float]] = []
    for _ in range(n):
        state = model_state(page)
        if not state["moves"]:
            break
        kind = state["view"]["decision"]["kind"]
        move = pick(kind, state["moves"]) if pick else choose(kind, state["moves"], set(ROLES))
        start = time.perf_counter()
        click_move(page, move, state["version"])
        done.append((move["text"], time.perf_counter() - start))
    return done

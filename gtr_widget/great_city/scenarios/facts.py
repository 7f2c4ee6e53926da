"""Facts a scenario checks: a path into the teaching view (or the scores) and what it holds.

    ["players.0.coins", 8]                       equals
    {"path": "scores.0.total", "equals": 75}
    {"path": "players.1.hand_count", "at_least": 2}
    {"path": "decision.kind", "in": ["act", "take"]}
    {"path": "legal", "contains": "produce"}     the legal move texts
    ["cell.0.e4.point_tokens", 3]                seat 0's building on e4
"""

from __future__ import annotations

from typing import Any

_MISSING = object()


def lookup(g, path: str) -> Any:
    parts = path.split(".")
    if parts[0] == "scores":
        node: Any = g.scores()
        parts = parts[1:]
    elif parts[0] == "legal":
        node = [m.text for m in g.legal_moves()]
        parts = parts[1:]
    elif parts[0] == "cell":
        city = g.view(None)["players"][int(parts[1])]["city"]
        node = next((b for b in city if b["cell"] == parts[2]), _MISSING)
        if node is _MISSING:
            return node
        parts = parts[3:]
    else:
        node = g.view(None)
    for part in parts:
        if isinstance(node, list):
            node = node[int(part)] if part.lstrip("-").isdigit() and int(part) < len(node) \
                else _MISSING
        elif isinstance(node, dict):
            node = node.get(part, _MISSING)
        else:
            node = _MISSING
        if node is _MISSING:
            return _MISSING
    return node


def check(g, fact) -> str | None:
    """None when the fact holds, else what differs."""
    if isinstance(fact, list):
        fact = {"path": fact[0], "equals": fact[1]}
    got = lookup(g, fact["path"])
    if got is _MISSING:
        return f"{fact['path']}: no such value"
    if "equals" in fact and got != fact["equals"]:
        return f"{fact['path']}: expected {fact['equals']!r}, got {got!r}"
    if "at_least" in fact and not got >= fact["at_least"]:
        return f"{fact['path']}: expected at least {fact['at_least']!r}, got {got!r}"
    if "in" in fact and got not in fact["in"]:
        return f"{fact['path']}: expected one of {fact['in']!r}, got {got!r}"
    if "contains" in fact and fact["contains"] not in got:
        return f"{fact['path']}: expected it to contain {fact['contains']!r}, got {got!r}"
    return None

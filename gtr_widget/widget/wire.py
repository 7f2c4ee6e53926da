"""How the view, the log and the legal moves cross the websocket: packed, then unpacked by
the page before anything reads them (js/src/core/wire.ts), so what it draws is unchanged.

The traits hold complete state (a page opened later, or a second output of the same table,
draws from them alone), so each move resends the viewer's view, log tail and moves. Most of
their bytes were key names repeated in lists of alike objects: a city's cells and the cards
in them, the log's lines, the moves. `pack` sends such a list by columns, its keys once:

    [{"id": 3, "name": "Road"}, {"id": 7, "name": "Bath"}]
    -> ["\\u0000T", ["id", "name"], [3, 7], ["Road", "Bath"]]

A list of two or more objects with the same keys, in the same order, is packed, and so,
recursively, are its columns; a real list that starts with one of the two markers is escaped
(`ESCAPED`), so `unpack(pack(x)) == x` for any JSON value. The log's lines also leave out
`data`, the structured facts for scripts, which the page never reads (`t.game.log` keeps
them). Python's traits are untouched: only their form on the wire (`to_json`) changes.
"""

from __future__ import annotations

from typing import Any

#: Marks a list packed by columns: [COLUMNS, keys, column, column, ...].
COLUMNS = "\u0000T"
#: Marks a real list whose first element is a marker: [ESCAPED, *the list].
ESCAPED = "\u0000L"
#: What the page reads of a log line (js/src/core/types.ts, LogEntry).
LOG_FIELDS = ("turn", "player", "kind", "text", "cards")


def pack(value: Any) -> Any:
    """`value` (JSON data) with its lists of alike objects sent by columns."""
    if isinstance(value, dict):
        return {k: pack(v) for k, v in value.items()}
    if not isinstance(value, list):
        return value
    if len(value) >= 2 and all(isinstance(row, dict) for row in value):
        keys = list(value[0])
        if keys and all(list(row) == keys for row in value):
            return [COLUMNS, keys, *(pack([row[k] for row in value]) for k in keys)]
    out = [pack(v) for v in value]
    return [ESCAPED, *out] if value and value[0] in (COLUMNS, ESCAPED) else out


def unpack(value: Any) -> Any:
    """The JSON data `pack` was given (what the page does, in Python for the tests)."""
    if isinstance(value, dict):
        return {k: unpack(v) for k, v in value.items()}
    if not isinstance(value, list):
        return value
    if value and value[0] == COLUMNS:
        keys, columns = value[1], [unpack(c) for c in value[2:]]
        return [dict(zip(keys, row, strict=True)) for row in zip(*columns, strict=True)]
    if value and value[0] == ESCAPED:
        return [unpack(v) for v in value[1:]]
    return [unpack(v) for v in value]


def packed(value: Any, _widget: Any = None) -> Any:
    """A trait's form on the wire (ipywidgets' `to_json` serializer)."""
    return pack(value)


def packed_log(lines: list[dict[str, Any]], _widget: Any = None) -> Any:
    """The log's form on the wire: the fields the page reads, packed."""
    return pack([{k: line[k] for k in LOG_FIELDS if k in line} for line in lines])
